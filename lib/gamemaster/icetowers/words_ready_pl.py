# IceTowers' ready screen, countdown and result (words_ready_en.py: the
# ids).  Polish: "3, 2, 1, start!" as a race starts; piramidki as the text.
WORDS = (
    "Przygotujcie się",                 # get_ready
    "ręce z dala od piramidek\nruszamy na START",   # countdown
    "czekajcie na START",               # wait
    "%d graczy: %s",                    # players
    "%s, %s + %s (%s)",                 # gus
    "%s vs %s",                         # double
    "limit %d min",                     # limit
    "bez limitu czasu",                 # no_limit
    "krótko: 3-2-1-START",              # start
    "Remis: %s",                        # tie
    "Wygrywa %s",                       # wins
    "krótko: nowa gra",                 # again
    "G",                                # gus_tile
)
