# Golem Battle's lives entry (view_lives.py).  Czech
# (words_view_lives_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "změnit",                           # change
    "hrad: %s",                         # castle
    "ANO",                              # yes
    "NE",                               # no
    "ještě jeden",                      # one_more
    "nic",                              # nothing
    "%s ztratil %d",                    # lost_n
    "Kolo %d: životy",                  # title
    "%s na hradě?",                     # in_castle
    "krátce: změnit  podrž 1 s: zadat", # castle_hint
    "%s ztratil",                       # lost
    "životy: %d, zbude %d",             # left
    "krátce: ještě  podrž 1 s: zadat",  # hint
    "podrž 1 s: zadat",                 # hint_all
)
