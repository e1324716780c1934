# Golem Battle's programming (view_program.py).  English.  One entry a line,
# its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "Round %d: program",                # title
    "Set the program once:",            # once: autonomous golems
    "it loops every round",             # loops
    "4 action cards, top to bottom",    # cards: beginners
    "Time!",                            # time_up
    "Program",                          # program: the big word
    "press: run the programs",          # hint
)
