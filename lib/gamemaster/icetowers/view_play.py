# IceTowers' screens in play: the game clock and the call menu
# (referee_view: how the parts are loaded).

from gamemaster.icetowers.referee import CALLS, COLOURS, PLAY, slots
from gamemaster.icetowers.referee_view import WARN, bar, dim, limit, lines, mmss

DIM_BG = (8, 8, 8)
CALL_COLOURS = ((255, 255, 255), WARN, (255, 0, 0), (0, 200, 60))


def build(g, v, now):
    if g.phase == PLAY:
        _play(g, v, now)
    else:
        _call(g, v, now)


def _n(k, word):
    # "1 drop", "2 drops"
    return "%d %s%s" % (k, word, "" if k == 1 else "s")


def _play(g, v, now):
    e = g.elapsed_s(now)
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


def _call(g, v, now):
    # the game clock runs on while a call is picked (the others play on)
    v.title = "Call, clock " + mmss(g.elapsed_s(now))
    v.text(CALLS[g.call])
    v.lines = lines("tap: next call\nno tap for 2 s: take it")
    v.accent = CALL_COLOURS[g.call]
    v.ring = bar(g, now, CALL_COLOURS[g.call])
    v.hint = "DROP > LOOP > END > back"
