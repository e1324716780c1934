# Where an IceTowers game is, in "resumed ..." and "undone: back to ..."
# (referee.where asks for them for that line).  English.  One entry a line,
# its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "IceTowers, %d:%02d played",        # played: the game clock, minutes and seconds
    "IceTowers, %s %d pips",            # pips: the colour counted, its count
    "IceTowers, ready",                 # ready
    "IceTowers, countdown",             # countdown
    "IceTowers, end",                   # end
    "IceTowers, result",                # result
)
