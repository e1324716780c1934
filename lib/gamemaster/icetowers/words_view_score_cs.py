# IceTowers' scoring (words_view_score_en.py: the ids).  Czech: each dot
# (tečka) on a tower's pyramids is a point.
WORDS = (
    "Tečky: %s",                        # title
    "desítky",                          # tens
    "jednotky",                         # ones
    "%s: krátce +%d",                   # step
    "podrž 1 s: jednotky",              # hold_tens
    "podrž 1 s: zapsat %d",             # hold_ones
    "krátce: +%d   podrž 1 s: jednotky",    # hint_tens
    "krátce: +%d   podrž 1 s: zapsat",      # hint_ones
    "dál jednotky",                     # on
    "%s %d, teď %s",                    # next
    "%s %d, výsledek",                  # last
)
