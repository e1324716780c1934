# Why a Golem Battle ended and what it left (reason.py).  English.  One
# entry a line, its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "%s took the castle",               # taken
    "Knocked out: %s",                  # knocked_out: the colours
    "Energy out",                       # energy_out
    "%s held the castle",               # held
)
