# IceTowers' screens of a call: the call menu, then a drop's countdown or
# a loop's (referee_view: how the parts are loaded).  Apart from play's
# screen: each part compiles in a smaller heap.  A tap shows the next call;
# the short hold takes the one shown, and withdraws a drop or a loop.

from gamemaster.icetowers.referee import CALL, CALLS, DROP
from gamemaster.icetowers.referee_view import OFF, WARN, lines, mmss

WHITE = (255, 255, 255)
CALL_COLOURS = (WHITE, WARN, (255, 0, 0), (0, 200, 60))


def words(g):
    # (what a tap does, what the short hold enters): referee.hold_entry
    if g.phase == CALL:
        return ("show " + CALLS[(g.call + 1) % len(CALLS)],
                "back to play" if g.call == 3 else "call " + CALLS[g.call])
    return ("nothing", "withdraw DROP" if g.phase == DROP else "somebody changed")


def build(g, v, now):
    if g.phase == CALL:
        # the game clock runs on while a call is picked (the others play on)
        v.title = "Call, clock " + mmss(g.elapsed_s(now))
        v.text(CALLS[g.call])
        v.lines = lines("tap: the next call\nhold 1 s: " + words(g)[1])
        v.accent = CALL_COLOURS[g.call]
        v.ring = ("marker", g.call, len(CALLS), CALL_COLOURS[g.call], OFF)
        v.hint = "DROP > LOOP > END > back"
        return
    s = g.timer.shown(now)
    if g.phase == DROP:
        v.title = "Deadlock"
        v.text("DROP!" if s <= 1 else "%d" % (s - 1))
        v.lines = lines("all put your pieces down\nat the same moment\nthen " + (
            "play on" if g.settings.get("ICETOWERS_DROP_THEN") == "play" else "the game ends"))
        v.ring = ("fill", WHITE) if s <= 1 else (
            "count", s - 1, g.timer.limit // 1000 - 1, WHITE, OFF)
        v.hint = "hold 1 s: withdraw the call"
        return
    # the loop
    v.title = "Loop!"
    v.text(mmss(s))             # the clock: no second "0:10" beside it
    v.seconds_left = s
    v.clock_total = g.timer.limit // 1000
    v.warning = s <= 5
    v.accent = WARN
    v.lines = lines("somebody must change\nor the game ends")
    v.ring = ("count", s, g.timer.limit // 1000, WARN, OFF)
    v.hint = "hold 1 s: somebody changed"
