# The words of Flipop's ready screen against the device (ready_text.py:
# who plays what, the rules in force, the time bank).  Asked for there, at
# the ready screen, and dropped.  English.  One entry a line, its id in the
# comment (docs/architecture.md, "Languages").
WORDS = (
    "You: White, level %d",             # you_white: the title, FLIPOP_LEVEL
    "You: Black, level %d",             # you_black
    "White moves first",                # first
    "your time %s, +%d s a move",       # bank: the time bank (m:ss), the increment
    "press to start",                   # start_hint
    "ends after %d moves without a ball off",   # end_quiet: FLIPOP_RULES end quiet
    "ends when no ball can exit in %d moves",   # end_exit
    "ends when the player to move is stuck",    # end_stuck
    "struck balls go off at right angles",      # chain_perp: a chain reaction's struck ball
    "struck balls go any way but back",         # chain_any
    "struck balls go straight on",              # chain_straight
    "a chain's last ball needs no gate",        # last_free
    "a chain's last ball needs a gate",         # last_gate
    "the last move's first ball can't return",  # reverse_first: the no-reverse rule
    "no ball of the last move may go back",     # reverse_chain
    "a move may be undone at once",             # reverse_off
)
