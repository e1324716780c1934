# IceTowers' scoring screen: the pips counted one colour at a time, the
# tens then the ones (referee_view: how the parts are loaded).

from gamemaster.icetowers.referee import GUS, NAMES, STEPS, rgb as colour
from gamemaster.icetowers.referee_view import dim, pairs


def _name(g, c):
    return "Gus" if c == GUS and g.variant == 1 else NAMES[c]


def words(g):
    # (what a tap does, what the short hold enters): referee.hold_entry
    if not g.step:
        return ("+10", "on to the ones")
    colours = g.sets()
    this = "%s %d, " % (_name(g, colours[g.slot]), g.scores[g.slot])
    if g.slot + 1 < len(colours):
        return ("+1", this + _name(g, colours[g.slot + 1]) + " next")
    return ("+1", this + "the winner")


def build(g, v, now):
    colours = g.sets()            # (the table's colours: GUS is white, Gus's only in his game)
    rgb = colour(colours[g.slot])
    n = g.scores[g.slot]
    v.title = "Pips: " + _name(g, colours[g.slot])
    v.text("%d" % n)
    v.accent = rgb
    v.background = dim(dim(rgb))
    # the tens, then the ones: what a tap adds, what the hold does
    v.lines = ("%s: tap +%d each" % (("tens", "ones")[g.step], STEPS[g.step]),
               "hold 1 s: " + ("ones next", "enter %d" % n)[g.step]) + pairs(
        ["%s %d" % (_name(g, colours[i]), g.scores[i]) for i in range(g.slot)])
    # the ring: the digit being entered, of ten
    v.ring = ("count", n // 10 if not g.step else n % 10, 10, rgb, dim(rgb))
    v.hint = "tap: +%d   hold 1 s: %s" % (STEPS[g.step], ("ones", "enter")[g.step])
