# The words of Flipop's end screen against the device (rules_text.py: who
# won and why).  Asked for there, at the end screen, and dropped.  English.
# One entry a line, its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "White lost on time",               # lost_white: the player's bank ran out
    "Black lost on time",               # lost_black
    "Draw",                             # draw: the title
    "White wins",                       # wins_white: the title
    "Black wins",                       # wins_black
    "press: new game",                  # new_hint
    "equal balls on the board: a draw", # equal
    "fewer balls on the board wins",    # fewer
    "all five balls off",               # all_off: why it ended
    "%d moves without a ball off",      # quiet
    "no ball can get out in %d moves",  # no_exit
    "White cannot move",                # stuck_white
    "Black cannot move",                # stuck_black
    "neither side can move",            # both_stuck
    "%d moves played",                  # cap: the move cap
)
