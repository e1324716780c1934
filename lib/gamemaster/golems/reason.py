# Who won a Golem Battle, why it ended and what it left: the result's
# screen (``view_end``) shows them, a drive battle's last row (``view_rows``)
# why.  Its own module so that the result's screen compiles in a small heap
# on a board; held with the phase's module that loaded it (``master``).

from gamemaster.golems.common import SIEGE, module
from gamemaster.golems.options import CASTLE_TAKEN, COLOUR_NAMES, ENERGY_OUT, KNOCKOUT


def result(m):
    # ("win", colour), ("tie", colours) or ("draw", ()): from the field in
    # a drive battle (engine.outcome), else from the lives the players
    # entered (and, in the siege, the castle)
    if m.battle():
        return module("battle").result(m)
    left = m._standing()
    if m.variant == SIEGE:
        # Red (0) storms, Blue (1) holds: the castle, or the last one standing;
        # energy out without a capture: Blue held it
        if m.castle:
            return ("win", 0)
        if not left:
            return ("draw", ())
        return ("win", 1 if 1 in left else 0)
    if not left:
        return ("draw", ())
    best = max(m.lives[c] for c in left)
    top = tuple(c for c in left if m.lives[c] == best)
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


def line(m):
    why = end_reason(m)
    if why == CASTLE_TAKEN:
        return "%s took the castle" % COLOUR_NAMES[result(m)[1]]
    if why == KNOCKOUT:
        if m.battle():
            out = [COLOUR_NAMES[g.colour] for g in m.field.golems if g.lives <= 0]
        else:
            out = [COLOUR_NAMES[c] for c in range(m.players) if m.lives[c] <= 0]
        return "Knocked out: %s" % ", ".join(out)
    return "Energy out"


def lives(m):
    # the lives left: the field's golems in a battle, else the players'
    # (a siege the energy ended: Blue held the castle)
    if m.battle():
        return "  ".join("%s %d" % (COLOUR_NAMES[g.colour], g.lives) for g in m.field.golems)
    if m.variant == SIEGE and end_reason(m) == ENERGY_OUT:
        return "Blue held the castle"
    return "  ".join("%s %d" % (COLOUR_NAMES[c], m.lives[c]) for c in range(m.players))
