# Golem Battle's bonus roll (view_roll.py).  English.  One entry a line,
# its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "Round %d: bonus",                  # title
    "rolling...",                       # rolling_hint
    "press: program",                   # hint
)
