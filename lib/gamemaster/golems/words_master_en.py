# What Golem Battle's game-master says in every phase (master.py: where(),
# the roll's lines; the phases' screens: the golems by colour).  English.
# One entry a line, its id in the comment (docs/architecture.md,
# "Languages"; the terms: docs/rules-interpretations.md, "Golem Battle in
# Polish, Czech and Russian").
WORDS = (
    "Golem Battle",                     # title
    "Golem Battle, round %d",           # where: "resumed ...", "undone: back to ..."
    "Red",                              # red: a golem by its colour
    "Blue",                             # blue
    "Yellow",                           # yellow
    "Green",                            # green
    "no bonus",                         # blank: the die's empty face
    "Condition",                        # condition: the die's <> face
    "Repeat 2",                         # repeat2: @2
    "Repeat 3",                         # repeat3: @3
    "out",                              # out: a golem with no lives left (or benched by a tie)
)
