# Golem Battle's bonus roll (view_roll.py).  Russian
# (words_view_roll_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Раунд %d: бонус",                  # title
    "бросаем кубик...",                 # rolling_hint
    "нажмите: составить программу",     # hint
)
