# What Flipop against the device shows in play (view_versus.py, which holds
# them while a versus game is played; master.py's hold_entry reads the
# entry's two).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").
WORDS = (
    "W off %d  B off %d",               # off: balls taken off the board, White's and Black's
    "your time %s",                     # bank: the player's time bank, m:ss
    "you: %s",                          # you: the move the player made ("b1-b2")
    "Thinking...",                      # think: the title while the device searches
    "move %d",                          # move
    "the device is choosing",           # think_hint
    "My move",                          # mine: the device's move, its title
    "make it on the board",             # make
    "press when it is made",            # made_hint
    "I pass",                           # i_pass: the device cannot move
    "I cannot move",                    # i_cannot
    "nothing to do: your turn",         # your_turn
    "your turn comes by itself",        # pass_hint
    "Your move",                        # yours: the player's turn, its title
    "%d move: tap to see the best first",   # moves_one: one legal move
    "%d moves: tap to see the best first",  # moves: several legal moves
    "tap: show a move",                 # show_hint
    "taken in %d s",                    # taken_in: FLIPOP_PICK's countdown
    "hold 1 s: take it",                # hold_take
    "tap: next  hold 1 s: take",        # choose_hint
    "You pass",                         # you_pass: the player cannot move
    "you cannot move",                  # you_cannot
    "nothing to do on the board",       # nothing
    "next",                             # next: what a tap does on a move shown ("release: %s")
    "take",                             # take: what the short hold does there
    "WB",                               # sides: White's and Black's letter in a move ("W b1-b2")
    " g ",                              # gates: before the gates a move turns ("W b1-b2 g a1")
    "Flipop, move %d",                  # where: "resumed ...", "undone: back to ..." (master.py)
)
