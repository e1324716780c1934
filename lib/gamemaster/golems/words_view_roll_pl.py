# Golem Battle's bonus roll (view_roll.py).  Polish
# (words_view_roll_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Runda %d: bonus",                  # title
    "rzut kostką...",                   # rolling_hint
    "naciśnij: programowanie",          # hint
)
