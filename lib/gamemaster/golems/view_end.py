# Golem Battle's end: the result, why the battle ended, the lives left and
# a tie's recharge (a tap: the energy back; the wait: a draw); a tap
# otherwise asks for a new game.  Loaded by ``master`` while it is on
# screen (``common.VIEWS``; between rounds: ``view_round``), with
# ``reason`` (who won and why), apart so that each compiles in a small heap.

from gamemaster.golems import common
from gamemaster.golems.options import COLOUR_NAMES, COLOURS
from gamemaster.golems.reason import line, lives


def can_recharge(m):
    # only a tie, and only until the players took the draw; never in the siege
    return m.variant != common.SIEGE and not m.drawn and m.result()[0] == "tie"


def begin(m, now):
    m.drawn = False
    m.changed("game_over")
    if can_recharge(m):
        m.clock.reset(now, common.TIE_MS)     # tap: recharge; wait: a draw
    else:
        m.clock.stop(now)


def press(m, now):
    if not can_recharge(m):
        # a new game, as on IceTowers' result and Flipop's flag (the app's
        # undo brings the result back); the result stays on screen and its
        # code goes, and the set-up compiles at the next tick (``master``)
        m._fresh = now
        m._drop_part()
        return True
    m.changed()
    m.clock.stop(now)
    m.energy = m.options.recharge
    # the round-end screen: move the marker up to the new energy
    m.phase = common.ROUND_END
    m.changed("recharge")
    return True


def timeout(m, now):
    m.drawn = True
    m.changed("draw")


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
        v.clock_total = common.TIE_MS // 1000
        v.seconds_left = m.clock.shown(now)
        v.hint = "tap: energy back to %d, wait: draw" % m.options.recharge
