# IceTowers' scoring screen: the pips counted one colour at a time, the
# tens then the ones (referee_view: how the parts are loaded).

from gamemaster import registry
from gamemaster.icetowers.referee import GUS, STEPS, rgb as colour
from gamemaster.icetowers.referee_view import dim, pairs

WORDS = registry.words("gamemaster.icetowers.words_view_score")
_NAMES = []          # [the language, the colours' names (words_colours)] while shown


def _names():
    if not _NAMES or _NAMES[0] != registry.LANG:
        _NAMES[:] = [registry.LANG, registry.words("gamemaster.icetowers.words_colours")]
    return _NAMES[1]


def _name(g, c, names):
    return names[10] if c == GUS and g.variant == 1 else names[c]     # gus


def words(g):
    # (what a tap does, what the short hold enters): referee.hold_entry
    w = WORDS
    if not g.step:
        return ("+10", w[8])                                    # on
    colours = g.sets()
    names = _names()
    this = (_name(g, colours[g.slot], names), g.scores[g.slot])
    if g.slot + 1 < len(colours):
        return ("+1", w[9] % (this + (_name(g, colours[g.slot + 1], names),)))     # next
    return ("+1", w[10] % this)                                 # last


def build(g, v, now):
    w = WORDS
    names = _names()
    colours = g.sets()            # (the table's colours: GUS is white, Gus's only in his game)
    rgb = colour(colours[g.slot])
    n = g.scores[g.slot]
    v.title = w[0] % _name(g, colours[g.slot], names)          # title
    v.text("%d" % n)
    v.accent = rgb
    v.background = dim(dim(rgb))
    # the tens, then the ones: what a tap adds, what the hold does
    v.lines = (w[3] % (w[1 + g.step], STEPS[g.step]),           # step: tens, ones
               w[5] % n if g.step else w[4]) + pairs(           # hold_ones, hold_tens
        ["%s %d" % (_name(g, colours[i], names), g.scores[i]) for i in range(g.slot)])
    # the ring: the digit being entered, of ten
    v.ring = ("count", n // 10 if not g.step else n % 10, 10, rgb, dim(rgb))
    v.hint = w[6 + g.step] % STEPS[g.step]                      # hint_tens, hint_ones
