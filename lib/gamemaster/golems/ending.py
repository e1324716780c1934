# Golem Battle's result, what its start, a tap and the short hold do: a
# tie offers the rules' tie-break as an entry (gamemaster.game ``hold_entry``): a
# tap shows the other choice (the energy back to GOLEMS_RECHARGE for the
# golems tied with most lives, ``recharge``, or a draw), the short hold
# takes the one shown; any other result: a tap
# starts a new game.  The result's screen
# (``view_end``) loads it and it goes with it (``master._drop_part``):
# apart, each compiles in a small heap on a board.

from gamemaster.golems import common


def can_recharge(m):
    # only a tie, and only until the players took the draw; never in the siege
    return m.variant != common.SIEGE and not m.drawn and m.result()[0] == "tie"


def begin(m, now):
    m.drawn = False
    m.pick = 0                  # the recharge shown first
    m.changed("game_over")
    m.clock.stop(now)


def press(m, now):
    if can_recharge(m):
        m.pick = 1 - m.pick     # the other choice shown
        m.changed("next")
        return True
    # a new game, as on IceTowers' result and Flipop's flag (the app's
    # undo brings the result back); the result stays on screen and its
    # code goes, and the set-up compiles at the next tick (``master``)
    m._new_at = now
    m._drop_part()
    return True


def enter(m, now):
    # the short hold on a tie: the choice shown taken
    if m.pick:
        m.drawn = True
        m.changed("draw")
        return True
    m.changed()
    common.module("recharge").recharge(m)     # the rule: who is recharged
    # the round-end screen: move the marker up to the new energy
    m.phase = common.ROUND_END
    m.changed("recharge")
    return True

