# Golem Battle's bonus roll (view_roll.py).  Czech
# (words_view_roll_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Kolo %d: bonus",                   # title
    "hod kostkou...",                   # rolling_hint
    "stiskni: programování",            # hint
)
