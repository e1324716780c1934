# Why a Golem Battle ended and what it left, a line each: the result's
# screen (``view_end``) shows both, a drive battle's last row
# (``battle.row_view``) why.  Its own module so that the result's screen
# compiles in a small heap on a board; held with the phase's module that
# loaded it (``master._drop_part``).

from gamemaster import registry
from gamemaster.golems import master
from gamemaster.golems.common import SIEGE
from gamemaster.golems.options import CASTLE_TAKEN, ENERGY_OUT, KNOCKOUT
from gamemaster.golems.outcome import end_reason, result


def line(m):
    why = end_reason(m)
    names = master.WORDS            # (a colour's name: names[2 + colour])
    if why == CASTLE_TAKEN:
        return WORDS[0] % names[2 + result(m)[1]]       # taken
    if why == KNOCKOUT:
        if m.battle():
            out = [names[2 + g.colour] for g in m.field.golems if g.lives <= 0]
        else:
            # (not the golems a tie's recharge left out: they were not hit)
            out = [names[2 + m.seats[c]] for c in range(m.players)
                   if m.lives[c] <= 0 and not m.benched >> c & 1]
        return WORDS[1] % ", ".join(out)                # knocked_out
    return WORDS[2]                                     # energy_out


def lives(m):
    # the lives left: the field's golems in a battle, else the players'
    # (a siege the energy ended: the defender held the castle; a golem a
    # tie's recharge left out: "Yellow out")
    names = master.WORDS
    if m.battle():
        return "  ".join("%s %d" % (names[2 + g.colour], g.lives) for g in m.field.golems)
    if m.variant == SIEGE and end_reason(m) == ENERGY_OUT:
        return WORDS[3] % names[2 + m.seats[1]]        # held
    out = []
    for c in range(m.players):
        out.append("%s %s" % (names[2 + m.seats[c]],
                              names[10] if m.benched >> c & 1 else m.lives[c]))     # out
    return "  ".join(out)


# its words in the language in use (docs/architecture.md, "Languages"),
# held with the module; the golems' colours are the master's
WORDS = registry.words("gamemaster.golems.words_reason")
