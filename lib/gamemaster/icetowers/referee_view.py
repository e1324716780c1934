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
from gamemaster import registry
from gamemaster.registry import _drop
from gamemaster.icetowers.referee import (
    CALL, CALLS, rgb, COUNTDOWN, PHASES, RESULT, SCORE, STEPS, VARIANTS, slots)

# the part (gamemaster.icetowers.<name>) that draws each phase, in PHASES
# order; None: drawn here
PARTS = (None, None, "view_play", "view_calls", "view_calls", "view_calls", "view_end",
         "view_score", None)
OFF = (0, 0, 0)
WARN = (255, 120, 0)
COUNT_COLOURS = ((0, 190, 40), (230, 180, 0), (230, 0, 0))      # 1, 2, 3
shown = None               # the part loaded now
# this module's screens' words while one of them is shown (the language,
# words_ready's, the colours' names); emptied when a part is shown
held = []


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
        held[:] = ()
        __import__("gamemaster.icetowers." + name, None, None, ("x",)).build(g, v, now)
        return v
    # this module's screens (a board keeps it all game, not their words:
    # asked for when one of them is first shown, as a part is loaded)
    if not held or held[0] != registry.LANG:
        held[:] = (registry.LANG, registry.words("gamemaster.icetowers.words_ready"),
                   registry.words("gamemaster.icetowers.words_colours"))
    if g.phase == RESULT:
        _result(g, v, held[1], held[2])
    else:
        _ready(g, v, now, held[1], held[2])
    return v


def entry_words(g):
    # (what a tap does, what the short hold enters) on the entry shown
    # (referee.hold_entry), from its phase's part, which is loaded while shown
    return __import__("gamemaster.icetowers." + PARTS[PHASES.index(g.phase)], None, None,
                      ("x",)).words(g)


def _ready(g, v, now, w, names):
    # ready (the colours and who plays them) and the 3-2-1 countdown; ``w``
    # words_ready's words, ``names`` the colours'
    if g.phase == COUNTDOWN:
        s = g.timer.shown(now)
        v.title = w[0]                                          # get_ready
        v.text("%d" % s)
        v.lines = lines(w[1])                                   # countdown
        v.ring = ("fill", COUNT_COLOURS[min(max(s, 1), 3) - 1])
        v.hint = w[2]                                           # wait
        return
    # one tile per colour, in the pyramids' colour, with its player (the
    # table's colours: ICETOWERS_COLOURS)
    owners = slots(g.players, g.variant)[1]
    colours = g.sets()
    v.art = ("rolls", tuple((rgb(colours[i]), w[12] if owners[i] == 2 and g.variant == 1 else
                             "%d" % (owners[i] + 1)) for i in range(len(colours))))   # gus_tile
    if g.variant == 1:
        who = w[4] % (names[colours[0]], names[colours[1]], names[10], names[colours[2]])   # gus
    elif g.variant == 2:
        who = w[5] % (side_name(g, 0, names), side_name(g, 1, names))  # double
    else:
        who = w[3] % (g.players, ", ".join(names[c] for c in colours))     # players
    v.lines = (who, limit(g.clock.limit // 1000, w[6], w[7]))  # limit, no_limit
    v.ring = ("players", tuple(rgb(c) for c in colours))
    v.hint = w[8]                                               # start


def side_name(g, side, names):
    # a side's colours (``names``: words_colours'), Gus by his name
    owners = slots(g.players, g.variant)[1]
    if g.variant == 1 and side == 2:
        return names[10]                                        # gus
    colours = g.sets()
    return "+".join(names[colours[i]] for i in range(len(colours)) if owners[i] == side)


def _side_colours(g, side):
    owners = slots(g.players, g.variant)[1]
    colours = g.sets()
    return tuple(rgb(colours[i]) for i in range(len(colours)) if owners[i] == side)


def _result(g, v, w, names):
    t = g.totals()
    won = g.winners()
    if len(won) > 1:
        v.title = w[9] % ", ".join(side_name(g, i, names) for i in won)      # tie
    else:
        v.title = w[10] % side_name(g, won[0], names)              # wins
        v.accent = _side_colours(g, won[0])[0]
    # one tile per side in its (first) colour with its points
    v.art = ("rolls", tuple((_side_colours(g, i)[0], "%d" % t[i]) for i in range(len(t))))
    v.lines = pairs(["%s %d" % (side_name(g, i, names), t[i]) for i in range(len(t))])
    lit = ()
    for i in won:
        lit = lit + _side_colours(g, i)
    v.ring = ("players", lit)
    v.hint = w[11]                                              # again


def lines(text):
    # A screen's fixed lines are one string split at "\n": a board holds
    # each string as an object of its own, so one per screen is less heap
    # than one per line.
    return tuple(text.split("\n"))


def limit(limit_s, words, none):
    # the time limit's line: ``words`` "limit %d min", ``none`` "no time limit"
    return words % (limit_s // 60) if limit_s else none


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
