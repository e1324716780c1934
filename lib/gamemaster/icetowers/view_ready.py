# IceTowers' screens before play: ready (the colours and who plays them)
# and the 3-2-1 countdown (referee_view: how the parts are loaded).

from gamemaster.icetowers.referee import COLOURS, COUNTDOWN, GUS, NAMES, slots
from gamemaster.icetowers.referee_view import limit, lines

COUNT_COLOURS = ((0, 190, 40), (230, 180, 0), (230, 0, 0))      # 1, 2, 3


def build(g, v, now):
    if g.phase == COUNTDOWN:
        s = g.timer.shown(now)
        v.title = "Get ready"
        v.text("%d" % s)
        v.lines = lines("hands off the pieces\neverybody starts on GO")
        v.ring = ("fill", COUNT_COLOURS[min(max(s, 1), 3) - 1])
        v.hint = "wait for GO"
        return
    # one tile per colour, in the pyramids' colour, with its player
    colours, owners = slots(g.players, g.variant)
    v.art = ("rolls", tuple((COLOURS[colours[i]], "G" if colours[i] == GUS else
                             "%d" % (owners[i] + 1)) for i in range(len(colours))))
    if g.variant == 1:
        who = "Red, Yellow + Gus (White)"
    elif g.variant == 2:
        who = "Red+Green v Yellow+Blue"
    else:
        who = "%d players: " % g.players + ", ".join(NAMES[c] for c in colours)
    v.lines = (who, limit(g.clock.limit // 1000))
    v.ring = ("players", tuple(COLOURS[c] for c in colours))
    v.hint = "tap: 3-2-1-GO"
