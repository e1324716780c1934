# What Golem Battle's game-master says in every phase (master.py).  Polish
# (words_master_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Bitwa Golemów",                    # title
    "Bitwa Golemów, runda %d",          # where
    "Czerwony",                         # red
    "Niebieski",                        # blue
    "Żółty",                            # yellow
    "Zielony",                          # green
    "bez bonusu",                       # blank
    "Warunek",                          # condition
    "Powtórz 2",                        # repeat2
    "Powtórz 3",                        # repeat3
    "odpadł",                           # out
)
