# What the IceTowers referee shows: its state -> a View.
#
# The screens of play, of a call (the call menu, a drop, a loop), of the
# end and of the scoring are small modules of their own (``PARTS``:
# view_play, view_calls, view_end, view_score), loaded when their phase is
# first shown and dropped when another one is (as Golem Battle's
# ``view_*``): a board holds the code of the screens on show, not of all
# nine, and each part compiles in a small heap (CircuitPython compiles .py
# in RAM, about four times the code it leaves).  The screens with the
# tiles' picture (ready, and the result: the game's busiest moment) and the
# countdown are here, in this module kept all game (gmfw/boot.py KEPT
# compiles it at boot): none of them compiles anything beside the picture.
# IceTowersReferee.view delegates here.
#
# The ring is the clock: during play one lap per minute in the colour of
# the minute (the players' colours in turn), or, with a time limit, the
# time left; in the call menu it marks the call shown, while scoring the
# digit being entered.

from gamemaster.view import View
from gamemaster.registry import _drop
from gamemaster.icetowers.referee import (
    CALL, CALLS, rgb, COUNTDOWN, NAMES, PHASES, RESULT, SCORE, STEPS, VARIANTS, slots)

# the part (gamemaster.icetowers.<name>) that draws each phase, in PHASES
# order; None: drawn here
PARTS = (None, None, "view_play", "view_calls", "view_calls", "view_calls", "view_end",
         "view_score", None)
OFF = (0, 0, 0)
WARN = (255, 120, 0)
COUNT_COLOURS = ((0, 190, 40), (230, 180, 0), (230, 0, 0))      # 1, 2, 3
shown = None               # the part loaded now


def build(g, now):
    global shown
    v = View("icetowers", g.phase)
    v.info = (("elapsed", g.elapsed_s(now)), ("players", g.players),
              ("variant", VARIANTS[g.variant]),
              ("call", CALLS[g.call] if g.phase == CALL else None), ("drops", g.drops),
              ("loops", g.loops), ("slot", g.slot), ("scores", tuple(g.scores)),
              ("step", STEPS[g.step] if g.phase == SCORE else None))
    v.cue = g.cue
    v.cue_id = g.cue_id
    v.title = "IceTowers"
    name = PARTS[PHASES.index(g.phase)]
    if shown != name and shown is not None:
        _drop("gamemaster.icetowers." + shown)
    shown = name
    if name is not None:
        __import__("gamemaster.icetowers." + name, None, None, ("x",)).build(g, v, now)
    elif g.phase == RESULT:
        _result(g, v)
    else:
        _ready(g, v, now)
    return v


def entry_words(g):
    # (what a tap does, what the short hold enters) on the entry shown
    # (referee.hold_entry), from its phase's part, which is loaded while shown
    return __import__("gamemaster.icetowers." + PARTS[PHASES.index(g.phase)], None, None,
                      ("x",)).words(g)


def _ready(g, v, now):
    # ready (the colours and who plays them) and the 3-2-1 countdown
    if g.phase == COUNTDOWN:
        s = g.timer.shown(now)
        v.title = "Get ready"
        v.text("%d" % s)
        v.lines = lines("hands off the pieces\neverybody starts on GO")
        v.ring = ("fill", COUNT_COLOURS[min(max(s, 1), 3) - 1])
        v.hint = "wait for GO"
        return
    # one tile per colour, in the pyramids' colour, with its player (the
    # table's colours: ICETOWERS_COLOURS)
    owners = slots(g.players, g.variant)[1]
    colours = g.sets()
    v.art = ("rolls", tuple((rgb(colours[i]), "G" if owners[i] == 2 and g.variant == 1 else
                             "%d" % (owners[i] + 1)) for i in range(len(colours))))
    if g.variant == 1:
        who = "%s, %s + Gus (White)" % (NAMES[colours[0]], NAMES[colours[1]])
    elif g.variant == 2:
        who = "%s v %s" % (side_name(g, 0), side_name(g, 1))
    else:
        who = "%d players: " % g.players + ", ".join(NAMES[c] for c in colours)
    v.lines = (who, limit(g.clock.limit // 1000))
    v.ring = ("players", tuple(rgb(c) for c in colours))
    v.hint = "tap: 3-2-1-GO"


def side_name(g, side):
    owners = slots(g.players, g.variant)[1]
    if g.variant == 1 and side == 2:
        return "Gus"
    colours = g.sets()
    return "+".join(NAMES[colours[i]] for i in range(len(colours)) if owners[i] == side)


def _side_colours(g, side):
    owners = slots(g.players, g.variant)[1]
    colours = g.sets()
    return tuple(rgb(colours[i]) for i in range(len(colours)) if owners[i] == side)


def _result(g, v):
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


def lines(text):
    # A screen's fixed lines are one string split at "\n": a board holds
    # each string as an object of its own, so one per screen is less heap
    # than one per line.
    return tuple(text.split("\n"))


def limit(limit_s):
    return "limit %d min" % (limit_s // 60) if limit_s else "no time limit"


def mmss(s):
    return "%d:%02d" % (s // 60, s % 60)


def dim(rgb):
    return (rgb[0] // 6, rgb[1] // 6, rgb[2] // 6)


def pairs(items):
    # "a  b" per line, two to a line: fits the 240 px screen.
    out = []
    for i in range(0, len(items), 2):
        out.append("  ".join(items[i:i + 2]))
    return tuple(out)
