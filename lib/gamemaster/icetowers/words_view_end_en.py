# What IceTowers' end screen says: why the game ended (referee.BY_CALL,
# BY_LOOP, BY_TIME, BY_DROP: the big word and its lines, which all end with
# take) and what to do with the towers (view_end holds them while it is
# shown).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").
WORDS = (
    "Game over at %s",                  # title: %s the game clock
    "END",                              # end: the big word, END called
    "END called\nheld pieces go down, each a lone tower\n",     # end_lines
    "LOOP",                             # loop: a loop nobody broke
    "set the looped towers aside\nheld pieces go down, each a lone tower\nthen ",  # loop_lines
    "TIME",                             # time: the time limit
    "time limit reached\nheld pieces go down, each a lone tower\n",     # time_lines
    "DROP",                             # drop: the deadlock
    "deadlock: all held pieces down\neach counts as a lone tower\n",    # drop_lines
    "take the towers you cap",          # take: every end's last line
    "tap: count the pips",              # hint
    "tap: pips  hold 1 s: withdraw",    # hint_withdraw: after an END call
    "count the pips",                   # count: what a tap does
    "withdraw END",                     # withdraw: what the hold enters after END
)
