# Golem Battle's result, what its start, a tap and the wait do: a tie
# offers the rules' tie-break (a tap: the energy back to GOLEMS_RECHARGE;
# the wait: a draw), any other result a new game.  The result's screen
# (``view_end``) loads it and it goes with it (``master._drop_part``):
# apart, each compiles in a small heap on a board.

from gamemaster.golems import common


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
        m._new_at = now
        m._drop_part()
        return True
    m.changed()
    m.clock.stop(now)
    common.module("recharge").recharge(m)     # the rule: who is recharged
    # the round-end screen: move the marker up to the new energy
    m.phase = common.ROUND_END
    m.changed("recharge")
    return True


def timeout(m, now):
    m.drawn = True
    m.changed("draw")
