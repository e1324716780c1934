# Golem Battle's result (view_end.py).  Polish
# (words_view_end_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "naładuj do %d",                    # recharge
    "remis",                            # draw
    "pokaż: %s",                        # show
    "Koniec gry",                       # title
    "Zwycięzca",                        # winner
    "Remis",                            # drawn
    "Po równo",                         # tie
    "naciśnij: nowa gra",               # hint
    "wybierz: %s",                      # take
    "krótko: inne  trzymaj 1 s: wybierz", # tie_hint
)
