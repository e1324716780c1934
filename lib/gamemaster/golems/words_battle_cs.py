# What a row of a battle the device plays did (battle.py).  Czech
# (words_battle_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "vypadl",                           # out
    "ano",                              # then
    "ne",                               # else
    "ztrácí o",                         # drops
    "ok",                               # ok
    "okraj",                            # edge
    "překážka",                         # blocked
    "srážka",                           # clash
    "voda",                             # water
    "zásah",                            # hit
    "obrana",                           # defended
    "vedle",                            # miss
    "rozbil",                           # smashed
    "vzal",                             # took
    "nic",                              # nothing
    "nese",                             # carried
)
