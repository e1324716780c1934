# What IceTowers' screen in play says (view_play holds them while play is
# shown).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").
WORDS = (
    "GO!",                              # go: the big word for the first second
    "%d drop",                          # drop_one: DROP calls so far, one
    "%d drops",                         # drops: other counts
    "%d loop",                          # loop_one: LOOP calls so far, one
    "%d loops",                         # loops: other counts
    "limit %d min",                     # limit: the time limit
    "no time limit",                    # no_limit
    "tap: call DROP / LOOP / END",      # hint
)
