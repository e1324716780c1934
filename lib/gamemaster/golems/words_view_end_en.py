# Golem Battle's result (view_end.py).  English.  One entry a line, its id
# in the comment (docs/architecture.md, "Languages").
WORDS = (
    "energy back to %d",                # recharge: a tie's choice
    "draw",                             # draw: the other choice
    "show %s",                          # show: what a tap does (the other choice)
    "Game over",                        # title
    "Winner",                           # winner: the title, the colour the big word
    "Draw",                             # drawn: the big word
    "Tie",                              # tie: the big word, equal lives
    "tap: new game",                    # hint
    "take: %s",                         # take: the choice shown
    "tap: other choice  hold 1 s: take",    # tie_hint
)
