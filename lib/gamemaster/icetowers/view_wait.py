# IceTowers' screens of a call taken: a drop's countdown and a loop's
# (referee_view: how the parts are loaded).  Apart from play's: each part
# compiles in a smaller heap, and a call is taken a few times a game.

from gamemaster.icetowers.referee import DROP
from gamemaster.icetowers.referee_view import OFF, WARN, lines, mmss

WHITE = (255, 255, 255)


def build(g, v, now):
    s = g.timer.shown(now)
    if g.phase == DROP:
        v.title = "Deadlock"
        v.text("DROP!" if s <= 1 else "%d" % (s - 1))
        v.lines = lines("all put your pieces down\nat the same moment\nthen " + (
            "play on" if g.settings.get("ICETOWERS_DROP_THEN") == "play" else "the game ends"))
        v.ring = ("fill", WHITE) if s <= 1 else (
            "count", s - 1, g.timer.limit // 1000 - 1, WHITE, OFF)
        v.hint = "tap: cancel the call"
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
    v.hint = "tap: somebody changed"
