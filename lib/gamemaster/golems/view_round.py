# Golem Battle between rounds: the energy to move the marker to (after a
# round, or a tie's recharge) and, in a physical game, the lives left; a
# press starts the next round.  Loaded by ``master`` while it is on screen
# (``common.VIEWS``); the result is ``view_end``'s, apart so that each
# compiles in a small heap on a board.

from gamemaster import registry
from gamemaster.golems import master


def press(m, now):
    m.changed()
    m._begin_round(now)
    return True


def build(m, v, now):
    w, names = WORDS, master.WORDS
    v.title = w[0] if m.cue == "recharge" else w[1] % m.round   # recharged, title
    v.text(w[2] % m.energy)             # energy
    v.lines = (w[3] % m.energy,)        # marker
    if not m.battle():
        # (as reason.lives: that module is the result's, not held here)
        lives = []
        for c in range(m.players):
            lives.append("%s %s" % (names[2 + m.seats[c]],            # a colour, out
                                    names[10] if m.benched >> c & 1 else m.lives[c]))
        v.lines = v.lines + ("  ".join(lives),)
    v.ring = m._energy_ring()
    v.hint = w[4]                       # hint


# the phase's words in the language in use (docs/architecture.md,
# "Languages"), loaded with its module; the golems' colours are the
# master's (``master.WORDS[2 + colour]``)
WORDS = registry.words("gamemaster.golems.words_view_round")
