# IceTowers' screen in play: the game clock, its drops and loops so far
# (referee_view: how the parts are loaded).

from gamemaster.icetowers.referee import rgb
from gamemaster.icetowers.referee_view import WARN, dim, limit, mmss

DIM_BG = (8, 8, 8)


def _n(k, word):
    # "1 drop", "2 drops"
    return "%d %s%s" % (k, word, "" if k == 1 else "s")


def build(g, v, now):
    e = g.elapsed_s(now)
    colours = g.sets()
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
        v.ring = ("count", left, limit_s, WARN if warn else rgb(colours[0]), DIM_BG)
    else:
        c = rgb(colours[minute % len(colours)])
        bg = dim(rgb(colours[(minute - 1) % len(colours)])) if minute else DIM_BG
        v.ring = ("count", e % 60, 60, c, bg)
