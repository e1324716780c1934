# Golem Battle between rounds: the energy to move the marker to (after a
# round, or a tie's recharge) and, in a physical game, the lives left; a
# press starts the next round.  Loaded by ``master`` while it is on screen
# (``common.VIEWS``); the result is ``view_end``'s, apart so that each
# compiles in a small heap on a board.

from gamemaster.golems.options import COLOUR_NAMES


def press(m, now):
    m.changed()
    m._begin_round(now)
    return True


def build(m, v, now):
    v.title = "Tie: recharged" if m.cue == "recharge" else "Round %d done" % m.round
    v.text("Energy %d" % m.energy)
    v.lines = ("Move the energy marker to %d" % m.energy,)
    if not m.battle():
        # (as reason.lives: that module is the result's, not held here)
        lives = []
        for c in range(m.players):
            lives.append("%s %s" % (COLOUR_NAMES[m.seats[c]],
                                    "out" if m.benched >> c & 1 else m.lives[c]))
        v.lines = v.lines + ("  ".join(lives),)
    v.ring = m._energy_ring()
    v.hint = "press: next round"
