# Golem Battle between rounds (view_round.py).  Polish
# (words_view_round_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Golemy naładowane",                # recharged
    "Koniec rundy %d",                  # title
    "Energia %d",                       # energy
    "Przesuń znacznik energii na %d",   # marker
    "naciśnij: następna runda",         # hint
)
