# What the Pipes game-master says (master.py's where(), master_view.py's
# screens).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages"; the terms: docs/rules-interpretations.md,
# "Pipes in Polish, Czech and Russian").
WORDS = (
    "Pipes",                            # title
    "WATER",                            # water: a water round's title
    "water round %d",                   # water_round
    "after turn %d",                    # after_turn
    "press when the water is marked",   # water_hint
    "water after turn %d",              # water_after
    "READY",                            # ready: the big word before the first turn
    "%d-second turns",                  # turn_seconds
    "press to start",                   # start_hint
    "Turn %d",                          # turn: a turn's title
    "after water round %d",             # after_water
    "press when all have moved",        # turn_hint
    "TIME!",                            # time_up: the title when the clock runs out
    "Turn %d is over: pass",            # turn_over: the player who has not drawn passes
    "press to go on",                   # timeout_hint
    "Pipes, turn %d",                   # where: "resumed ...", "undone: back to ..."
)
