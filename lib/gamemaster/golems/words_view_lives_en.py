# Golem Battle's lives entry (view_lives.py).  English.  One entry a line,
# its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "change",                           # change: what a tap does (the castle)
    "castle: %s",                       # castle: what the hold enters (YES, NO)
    "YES",                              # yes
    "NO",                               # no
    "one more",                         # one_more: what a tap does (a life)
    "nothing",                          # nothing: all its lives lost
    "%s lost %d",                       # lost_n: what the hold enters (colour, lives)
    "Round %d: lives",                  # title
    "%s in the castle?",                # in_castle: the storming golem
    "tap: change  hold 1 s: enter",     # castle_hint
    "%s lost",                          # lost: the title, the colour's
    "lives: %d, then %d left",          # left: lives before, after
    "tap: one more  hold 1 s: enter",   # hint
    "hold 1 s: enter",                  # hint_all: all its lives lost
)
