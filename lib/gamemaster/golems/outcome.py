# Who won a Golem Battle and why it ended: the result's screen
# (``view_end``, ``reason``) and a tie's recharge (``ending``) ask.  Its own
# module so that the result's screen compiles in a small heap on a board;
# held with the phase's module that loaded it (``master._drop_part``).

from gamemaster.golems.common import SIEGE, module
from gamemaster.golems.options import CASTLE_TAKEN, ENERGY_OUT, KNOCKOUT


def result(m):
    # ("win", colour), ("tie", colours) or ("draw", ()): from the field in
    # a drive battle (engine.outcome), else from the lives the players
    # entered (and, in the siege, the castle)
    if m.battle():
        return module("battle").result(m)
    left = m._standing()
    seats = m.seats               # (the result names golems by colour)
    if m.variant == SIEGE:
        # seat 0 storms, seat 1 holds: the castle, or the last one standing;
        # energy out without a capture: the defender held it
        if m.castle:
            return ("win", seats[0])
        if not left:
            return ("draw", ())
        return ("win", seats[1] if 1 in left else seats[0])
    if not left:
        return ("draw", ())
    best = max(m.lives[c] for c in left)
    top = tuple(seats[c] for c in left if m.lives[c] == best)
    if len(top) == 1:
        return ("win", top[0])
    return ("tie", top)


def end_reason(m):
    # CASTLE_TAKEN, KNOCKOUT or ENERGY_OUT, for both kinds of game
    if m.battle():
        return module("battle").end_reason(m)
    if m.castle:
        return CASTLE_TAKEN
    if len(m._standing()) <= 1:
        return KNOCKOUT
    return ENERGY_OUT
