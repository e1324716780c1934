# What the Flipop game-master says in play (master.py's where(): "resumed
# ...", "undone: back to ...").  English.  One entry a line, its id in the
# comment (docs/architecture.md, "Languages"; the terms:
# docs/rules-interpretations.md, "Flipop in Polish, Czech and Russian").
WORDS = (
    "Flipop, move %d",                  # where
)
