# Golem Battle's lives entry (view_lives.py).  Polish
# (words_view_lives_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "zmień",                            # change
    "zamek: %s",                        # castle
    "TAK",                              # yes
    "NIE",                              # no
    "jeszcze jedno",                    # one_more
    "nic",                              # nothing
    "%s stracił %d",                    # lost_n
    "Runda %d: życia",                  # title
    "%s w zamku?",                      # in_castle
    "krótko: zmień  trzymaj 1 s: wpisz", # castle_hint
    "%s stracił",                       # lost
    "życia: %d, zostanie %d",           # left
    "krótko: jeszcze  trzymaj 1 s: wpisz", # hint
    "trzymaj 1 s: wpisz",               # hint_all
)
