# Why a Golem Battle ended and what it left, a line each: the result's
# screen (``view_end``) shows both, a drive battle's last row
# (``battle.row_view``) why.  Its own module so that the result's screen
# compiles in a small heap on a board; held with the phase's module that
# loaded it (``master._drop_part``).

from gamemaster.golems.common import SIEGE
from gamemaster.golems.options import CASTLE_TAKEN, COLOUR_NAMES, ENERGY_OUT, KNOCKOUT
from gamemaster.golems.outcome import end_reason, result


def line(m):
    why = end_reason(m)
    if why == CASTLE_TAKEN:
        return "%s took the castle" % COLOUR_NAMES[result(m)[1]]
    if why == KNOCKOUT:
        if m.battle():
            out = [COLOUR_NAMES[g.colour] for g in m.field.golems if g.lives <= 0]
        else:
            # (not the golems a tie's recharge left out: they were not hit)
            out = [COLOUR_NAMES[m.seats[c]] for c in range(m.players)
                   if m.lives[c] <= 0 and not m.benched >> c & 1]
        return "Knocked out: %s" % ", ".join(out)
    return "Energy out"


def lives(m):
    # the lives left: the field's golems in a battle, else the players'
    # (a siege the energy ended: the defender held the castle; a golem a
    # tie's recharge left out: "Yellow out")
    if m.battle():
        return "  ".join("%s %d" % (COLOUR_NAMES[g.colour], g.lives) for g in m.field.golems)
    if m.variant == SIEGE and end_reason(m) == ENERGY_OUT:
        return "%s held the castle" % COLOUR_NAMES[m.seats[1]]
    out = []
    for c in range(m.players):
        out.append("%s %s" % (COLOUR_NAMES[m.seats[c]], "out" if m.benched >> c & 1 else m.lives[c]))
    return "  ".join(out)
