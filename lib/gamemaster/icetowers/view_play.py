# IceTowers' screen in play: the game clock, its drops and loops so far
# (referee_view: how the parts are loaded).

from gamemaster import registry
from gamemaster.icetowers.referee import rgb
from gamemaster.icetowers.referee_view import WARN, dim, limit, mmss

WORDS = registry.words("gamemaster.icetowers.words_view_play")
DIM_BG = (8, 8, 8)


def _n(k, i):
    # "1 drop", "2 drops": WORDS[i] of one, WORDS[i + 1] of other counts
    return WORDS[i + (k != 1)] % k


def build(g, v, now):
    e = g.elapsed_s(now)
    colours = g.sets()
    limit_s = g.clock.limit // 1000
    w = WORDS
    v.text(w[0] if g.clock.elapsed(now) < 1000 else mmss(e))    # go
    v.lines = (_n(g.drops, 1) + ", " + _n(g.loops, 3),         # drop_one, loop_one
               limit(limit_s, w[5], w[6]))                      # limit, no_limit
    v.hint = w[7]                                               # hint
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
