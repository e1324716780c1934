# Golem Battle's result (view_end.py).  Czech
# (words_view_end_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "dobít na %d",                      # recharge
    "remíza",                           # draw
    "ukázat: %s",                       # show
    "Konec hry",                        # title
    "Vítěz",                            # winner
    "Remíza",                           # drawn
    "Nerozhodně",                       # tie
    "stiskni: nová hra",                # hint
    "vybrat: %s",                       # take
    "krátce: jiná volba  podrž 1 s: vybrat", # tie_hint
)
