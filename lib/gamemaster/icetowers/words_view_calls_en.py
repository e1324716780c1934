# What IceTowers' screens of a call say: the call menu, a DROP's countdown,
# a LOOP's (view_calls holds them while they are shown).  English.  One
# entry a line, its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    ("DROP", "LOOP", "END", "back"),    # calls: referee.CALLS' words, in its order
    "show %s",                          # show: a tap shows the next call
    "back to play",                     # back: the hold on "back"
    "call %s",                          # call: the hold on a call
    "nothing",                          # nothing: a tap in a countdown
    "withdraw DROP",                    # withdraw: the hold in DROP's countdown
    "somebody changed",                 # changed: the hold in LOOP's
    "Call, clock %s",                   # title: the call menu's; %s the game clock
    "tap: the next call\nhold 1 s: %s",     # menu: its lines; %s what the hold enters
    "DROP > LOOP > END > back",         # order: the call menu's hint
    "Deadlock",                         # deadlock: DROP's title
    "DROP!",                            # drop: the big word when the count runs out
    "all put your pieces down\nat the same moment\nthen %s",     # put_down: DROP's lines
    "play on",                          # play_on: what comes after DROP (ICETOWERS_DROP_THEN)
    "the game ends",                    # ends
    "hold 1 s: withdraw the call",      # withdraw_hint
    "Loop!",                            # loop: LOOP's title
    "somebody must change\nor the game ends",   # change: LOOP's lines
    "hold 1 s: somebody changed",       # changed_hint
)
