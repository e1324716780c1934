# What Flipop's clock mode shows (view_clock.py, which holds them while a
# clock game is played).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages"); a side's words are two entries,
# White's then Black's.
WORDS = (
    "Flipop clock",                     # title: the ready screen's
    "READY",                            # ready: the big word before the first move
    "White starts",                     # starts
    "press to start White's clock",     # start_hint
    "bank %ds +%ds",                    # bank: a time bank's seconds, the increment's
    "%ds a move",                       # per_move: seconds for every move
    "White to move",                    # to_move_white
    "Black to move",                    # to_move_black
    "WHITE",                            # big_white: the big word while White moves
    "BLACK",                            # big_black
    "W %s  B %s",                       # banks: White's and Black's clocks, m:ss
    "move %d, %s",                      # move_kind: the move's number, bank or per_move
    "press when you have moved",        # turn_hint
    "White: time!",                     # time_white: the title when a flag falls
    "Black: time!",                     # time_black
    "FLAG",                             # flag: the big word when a flag falls
    "White lost on time",               # lost_white
    "Black lost on time",               # lost_black
    "press: new game",                  # new_hint
    "Flipop, move %d",                  # where: "resumed ...", "undone: back to ..." (master.py)
)
