# IceTowers' screens of a call: the call menu, then a drop's countdown or
# a loop's (referee_view: how the parts are loaded).  Apart from play's
# screen: each part compiles in a smaller heap.  A tap shows the next call;
# the short hold takes the one shown, and withdraws a drop or a loop.

from gamemaster import registry
from gamemaster.icetowers.referee import CALL, CALLS, DROP
from gamemaster.icetowers.referee_view import OFF, WARN, lines, mmss

WORDS = registry.words("gamemaster.icetowers.words_view_calls")
WHITE = (255, 255, 255)
CALL_COLOURS = (WHITE, WARN, (255, 0, 0), (0, 200, 60))


def words(g):
    # (what a tap does, what the short hold enters): referee.hold_entry
    w = WORDS
    if g.phase == CALL:
        return (w[1] % w[0][(g.call + 1) % len(CALLS)],         # show: calls
                w[2] if g.call == 3 else w[3] % w[0][g.call])   # back, call
    return (w[4], w[5] if g.phase == DROP else w[6])            # nothing, withdraw, changed


def build(g, v, now):
    w = WORDS
    if g.phase == CALL:
        # the game clock runs on while a call is picked (the others play on)
        v.title = w[7] % mmss(g.elapsed_s(now))                 # title
        v.text(w[0][g.call])                                    # calls
        v.lines = lines(w[8] % words(g)[1])                     # menu
        v.accent = CALL_COLOURS[g.call]
        v.ring = ("marker", g.call, len(CALLS), CALL_COLOURS[g.call], OFF)
        v.hint = w[9]                                           # order
        return
    s = g.timer.shown(now)
    if g.phase == DROP:
        v.title = w[10]                                         # deadlock
        v.text(w[11] if s <= 1 else "%d" % (s - 1))             # drop
        v.lines = lines(w[12] % (                               # put_down: play_on, ends
            w[13] if g.settings.get("ICETOWERS_DROP_THEN") == "play" else w[14]))
        v.ring = ("fill", WHITE) if s <= 1 else (
            "count", s - 1, g.timer.limit // 1000 - 1, WHITE, OFF)
        v.hint = w[15]                                          # withdraw_hint
        return
    # the loop
    v.title = w[16]                                             # loop
    v.text(mmss(s))             # the clock: no second "0:10" beside it
    v.seconds_left = s
    v.clock_total = g.timer.limit // 1000
    v.warning = s <= 5
    v.accent = WARN
    v.lines = lines(w[17])                                      # change
    v.ring = ("count", s, g.timer.limit // 1000, WARN, OFF)
    v.hint = w[18]                                              # changed_hint
