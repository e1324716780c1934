# IceTowers' screens in play: the game clock, the call menu, a drop's
# countdown and a loop's (referee_view: how the parts are loaded).

from gamemaster.icetowers.referee import CALL, CALLS, COLOURS, DROP, PLAY, slots
from gamemaster.icetowers.referee_view import OFF, WARN, bar, dim, limit, lines, mmss

DIM_BG = (8, 8, 8)
WHITE = (255, 255, 255)
CALL_COLOURS = (WHITE, WARN, (255, 0, 0), (0, 200, 60))


def _n(k, word):
    # "1 drop", "2 drops"
    return "%d %s%s" % (k, word, "" if k == 1 else "s")


def build(g, v, now):
    p = g.phase
    e = g.elapsed_s(now)
    if p == PLAY:
        colours = slots(g.players, g.variant)[0]
        limit_s = g.clock.limit // 1000
        v.text("GO!" if g.clock.elapsed(now) < 1000 else mmss(e))
        v.lines = (_n(g.drops, "drop") + ", " + _n(g.loops, "loop"), limit(limit_s))
        v.hint = "tap: call DROP / LOOP / END"
        minute = e // 60
        if limit_s:
            left = limit_s - e
            v.seconds_left = left
            v.clock_total = limit_s
            warn = left <= 60
            v.warning = warn
            if warn:
                v.accent = WARN
            v.ring = ("count", left, limit_s, WARN if warn else COLOURS[colours[0]], DIM_BG)
        else:
            c = COLOURS[colours[minute % len(colours)]]
            bg = dim(COLOURS[colours[(minute - 1) % len(colours)]]) if minute else DIM_BG
            v.ring = ("count", e % 60, 60, c, bg)
        return
    if p == CALL:
        # the game clock runs on while a call is picked (the others play on)
        v.title = "Call, clock " + mmss(e)
        v.text(CALLS[g.call])
        v.lines = lines("tap: next call\nno tap for 2 s: take it")
        v.accent = CALL_COLOURS[g.call]
        v.ring = bar(g, now, CALL_COLOURS[g.call])
        v.hint = "DROP > LOOP > END > back"
        return
    s = g.timer.shown(now)
    if p == DROP:
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
