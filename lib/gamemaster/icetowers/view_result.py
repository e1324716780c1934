# IceTowers' result: who won, each side's points on a tile in its colour
# (referee_view: how the parts are loaded; this one is shown with the
# tiles' picture, the game's busiest moment, so it is kept small).

from gamemaster.icetowers.referee import COLOURS, NAMES, slots
from gamemaster.icetowers.referee_view import pairs


def side_name(g, side):
    colours, owners = slots(g.players, g.variant)
    if g.variant == 1 and side == 2:
        return "Gus"
    return "+".join(NAMES[colours[i]] for i in range(len(colours)) if owners[i] == side)


def _side_colours(g, side):
    colours, owners = slots(g.players, g.variant)
    return tuple(COLOURS[colours[i]] for i in range(len(colours)) if owners[i] == side)


def build(g, v, now):
    t = g.totals()
    w = g.winners()
    if len(w) > 1:
        v.title = "Tie: " + ", ".join(side_name(g, i) for i in w)
    else:
        v.title = side_name(g, w[0]) + " wins"
        v.accent = _side_colours(g, w[0])[0]
    # one tile per side in its (first) colour with its points
    v.art = ("rolls", tuple((_side_colours(g, i)[0], "%d" % t[i]) for i in range(len(t))))
    v.lines = pairs(["%s %d" % (side_name(g, i), t[i]) for i in range(len(t))])
    lit = ()
    for i in w:
        lit = lit + _side_colours(g, i)
    v.ring = ("players", lit)
    v.hint = "tap: new game"
