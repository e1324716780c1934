# Golem Battle's end: the result, why the battle ended, the lives left and
# a tie's recharge.  Loaded by ``master`` while it is on screen
# (``common.VIEWS``; between rounds: ``view_round``), with what its start,
# a tap and the short hold do (``ending``) and its lines (``reason``), apart so
# that each compiles in a small heap on a board.

from gamemaster.golems.ending import begin, can_recharge, enter, press  # noqa: F401 - the phase's moves
from gamemaster.golems.options import COLOUR_NAMES, COLOURS
from gamemaster.golems.reason import line, lives


def words(m):
    # (what a tap does, what the short hold enters) on a tie: master.hold_entry
    choice = ("energy back to %d" % m.options.recharge, "draw")
    return ("show " + choice[1 - m.pick], choice[m.pick])


def build(m, v, now):
    v.title = "Game over"
    res = m.result()
    if res[0] == "win":
        # the name alone is the big word, so it has one size whoever won
        # ("Yellow wins" was smaller than "Red wins" on a 240x240 screen)
        v.title = "Winner"
        v.accent = COLOURS[res[1]]
        v.text(COLOUR_NAMES[res[1]])
        v.ring = ("fill", COLOURS[res[1]])
    else:
        v.text("Draw" if res[0] == "draw" or m.drawn else "Tie")
        v.ring = ("fill", (255, 255, 255))
    v.lines = (line(m), lives(m))
    v.hint = "tap: new game"
    if m.can_recharge():
        # the tie's choice, shown before it is taken
        v.lines = v.lines + ("take: " + words(m)[1],)
        v.hint = "tap: other choice  hold 1 s: take"
