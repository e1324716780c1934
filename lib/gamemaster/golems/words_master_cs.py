# What Golem Battle's game-master says in every phase (master.py).  Czech
# (words_master_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Bitva golemů",                     # title
    "Bitva golemů, kolo %d",            # where
    "Červený",                          # red
    "Modrý",                            # blue
    "Žlutý",                            # yellow
    "Zelený",                           # green
    "bez bonusu",                       # blank
    "Podmínka",                         # condition
    "Opakuj 2",                         # repeat2
    "Opakuj 3",                         # repeat3
    "vypadl",                           # out
)
