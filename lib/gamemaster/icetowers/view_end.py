# IceTowers' screens after play: why the game ended, then the pips counted
# one colour at a time (referee_view: how the parts are loaded).

from gamemaster.icetowers.referee import COLOURS, END, GUS, NAMES, STEPS, slots
from gamemaster.icetowers.referee_view import bar, dim, lines, mmss, pairs

# Why the game ended (referee.BY_CALL, BY_LOOP, BY_TIME, BY_DROP): the big
# word and the lines, which all end with TAKE.
ENDS = (("END", "END called\n"), ("LOOP", "set the looped towers aside\nthen "),
        ("TIME", "time limit reached\n"),
        ("DROP", "deadlock: all held pieces down\neach counts as a lone tower\n"))
TAKE = "take the towers you cap"


def _name(g, c):
    return "Gus" if c == GUS and g.variant == 1 else NAMES[c]


def build(g, v, now):
    colours = slots(g.players, g.variant)[0]
    if g.phase == END:
        v.title = "Game over at " + mmss(g.elapsed_s(now))
        word, text = ENDS[g.reason]
        v.text(word)
        v.lines = lines(text + TAKE)
        v.ring = ("players", tuple(COLOURS[c] for c in colours))
        v.hint = "tap: count the pips"
        return
    c = colours[g.slot]
    rgb = COLOURS[c]
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
