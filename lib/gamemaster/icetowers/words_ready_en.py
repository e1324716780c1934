# What IceTowers' ready screen, its 3-2-1 countdown and the result say
# (referee_view: asked for each frame of those screens, never held).
# English.  One entry a line, its id in the comment (docs/architecture.md,
# "Languages"); the colours' names are words_colours'.
WORDS = (
    "Get ready",                        # get_ready: the countdown's title
    "hands off the pieces\neverybody starts on GO",     # countdown: its lines
    "wait for GO",                      # wait: the countdown's hint
    "%d players: %s",                   # players: how many, their colours
    "%s, %s + %s (%s)",                 # gus: the two players' colours + Gus (his colour)
    "%s v %s",                          # double: the two players' colours
    "limit %d min",                     # limit: the time limit
    "no time limit",                    # no_limit
    "tap: 3-2-1-GO",                    # start
    "Tie: %s",                          # tie: the sides tied
    "%s wins",                          # wins: the winning side
    "tap: new game",                    # again: the result's hint
    "G",                                # gus_tile: Gus's mark on his tile
)
