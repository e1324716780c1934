# What a row of a battle the device plays did (battle.py).  Russian
# (words_battle_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "выбыл",                            # out
    "да",                               # then
    "нет",                              # else
    "теряет o",                         # drops
    "ок",                               # ok
    "край",                             # edge
    "преграда",                         # blocked
    "столкновение",                     # clash
    "вода",                             # water
    "удар",                             # hit
    "защита",                           # defended
    "мимо",                             # miss
    "разбил",                           # smashed
    "взял",                             # took
    "ничего",                           # nothing
    "несёт",                            # carried
)
