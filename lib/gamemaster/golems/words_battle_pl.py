# What a row of a battle the device plays did (battle.py).  Polish
# (words_battle_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "odpadł",                           # out
    "tak",                              # then
    "nie",                              # else
    "traci o",                          # drops
    "ok",                               # ok
    "krawędź",                          # edge
    "przeszkoda",                       # blocked
    "zderzenie",                        # clash
    "woda",                             # water
    "trafił",                           # hit
    "obrona",                           # defended
    "pudło",                            # miss
    "rozbił",                           # smashed
    "wziął",                            # took
    "nic",                              # nothing
    "niesie",                           # carried
)
