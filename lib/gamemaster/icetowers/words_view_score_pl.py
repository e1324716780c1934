# IceTowers' scoring (words_view_score_en.py: the ids).  Polish: "Każda
# kropka na piramidkach składowych wieży stanowi jeden punkt".
WORDS = (
    "Kropki: %s",                       # title
    "dziesiątki",                       # tens
    "jedności",                         # ones
    "%s: krótko +%d",                   # step
    "trzymaj 1 s: jedności",            # hold_tens
    "trzymaj 1 s: wpisz %d",            # hold_ones
    "krótko: +%d   trzymaj 1 s: jedności",  # hint_tens
    "krótko: +%d   trzymaj 1 s: wpisz",     # hint_ones
    "dalej jedności",                   # on
    "%s %d, teraz %s",                  # next
    "%s %d, wynik",                     # last
)
