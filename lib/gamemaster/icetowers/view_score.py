# IceTowers' scoring screen: the pips counted one colour at a time
# (referee_view: how the parts are loaded).

from gamemaster.icetowers.referee import GUS, NAMES, STEPS, rgb as colour
from gamemaster.icetowers.referee_view import bar, dim, pairs


def _name(g, c):
    return "Gus" if c == GUS and g.variant == 1 else NAMES[c]


def build(g, v, now):
    colours = g.sets()            # (the table's colours: GUS is white, Gus's only in his game)
    c = colours[g.slot]
    rgb = colour(c)
    v.title = "Pips: " + _name(g, c)
    v.text("%d" % g.scores[g.slot])
    v.accent = rgb
    v.background = dim(dim(rgb))
    add = STEPS[g.step]
    if add:
        what = "tap: +%d" % add
    elif g.slot + 1 < len(colours):
        what = "tap: done, %s next" % _name(g, colours[g.slot + 1])
    else:
        what = "tap: done, the winner"
    # the steps in turn, the one a tap takes now in brackets
    cycle = " ".join(("[%s]" if i == g.step else "%s") % (
        "+%d" % STEPS[i] if STEPS[i] else "done") for i in range(len(STEPS)))
    v.lines = (what, cycle) + pairs(["%s %d" % (_name(g, colours[i]), g.scores[i])
                                     for i in range(g.slot)])
    v.ring = bar(g, now, rgb)
    v.hint = "undo: hold 2-4 s"
