# Golem Battle between rounds (view_round.py).  Czech
# (words_view_round_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Golemové nabiti",                  # recharged
    "Konec kola %d",                    # title
    "Energie %d",                       # energy
    "Posuňte ukazatel energie na %d",   # marker
    "stiskni: další kolo",              # hint
)
