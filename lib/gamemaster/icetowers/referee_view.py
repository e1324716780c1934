# What the IceTowers referee shows: its state -> a View.
#
# Each phase's screen is a small module of its own (``PARTS``), loaded when
# the phase is first shown and dropped when another part is (as Golem
# Battle's ``view_*``): a board holds the code of the screen on show, not
# of all nine, and each part compiles in a small heap (CircuitPython
# compiles .py in RAM, several times the code it leaves).  The result's
# part is the smallest: its screen is the game's busiest moment (the
# tiles' picture on top of all the rest).  This module, kept all game
# (gmfw/boot.py KEPT), holds the facts every screen carries and the helpers
# the parts share.  IceTowersReferee.view delegates here.
#
# The ring is the clock: during play one lap per minute in the colour of
# the minute (the players' colours in turn), or, with a time limit, the
# time left; in the call menu and while scoring it is the bar that runs
# down to "taken".

from gamemaster.view import View
from gamemaster.registry import _drop
from gamemaster.icetowers.referee import CALL, CALLS, PHASES, SCORE, STEPS, VARIANTS

# the part (gamemaster.icetowers.<name>) that draws each phase, in PHASES order
PARTS = ("view_ready", "view_ready", "view_play", "view_play", "view_play", "view_play",
         "view_end", "view_end", "view_result")
OFF = (0, 0, 0)
WARN = (255, 120, 0)
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
    if shown != name:
        if shown is not None:
            _drop("gamemaster.icetowers." + shown)
        shown = name
    __import__("gamemaster.icetowers." + name, None, None, ("x",)).build(g, v, now)
    return v


def lines(text):
    # A screen's fixed lines are one string split at "\n": a board holds
    # each string as an object of its own, so one per screen is less heap
    # than one per line.
    return tuple(text.split("\n"))


def limit(limit_s):
    return "limit %d min" % (limit_s // 60) if limit_s else "no time limit"


def bar(g, now, rgb):
    # the ring as the bar that runs down the phase's timer, in 0.1 s
    return ("count", (g.timer.left(now) + 99) // 100, g.timer.limit // 100, rgb, OFF)


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
