# Golem Battle's bonus roll: the dice rolled, the die tumbling, then each
# player's face.  Loaded by ``master`` while the die tumbles (``common.VIEWS``)
# and dropped once the faces are shown: a press there is the master's.

from gamemaster import registry
from gamemaster.golems import common, master
from gamemaster.golems.options import COLOURS, DIE_FACES, FACE_BLANK, FACE_SIGNS


def begin(m, now):
    for i in range(4):
        # a knocked-out player (no lives left) rolls no more
        m.rolls[i] = DIE_FACES[m.rng.below(len(DIE_FACES))] \
            if i < m.players and m.lives[i] > 0 else FACE_BLANK
    m.clock.reset(now, common.ROLL_MS)
    m.changed("roll")


def build(m, v, now):
    v.title = WORDS[0] % m.round        # title
    v.ring = m._players_ring()
    if m._rolling(now):
        frame = m.clock.elapsed(now) // common.ROLL_FRAME_MS
        v.text(FACE_SIGNS[DIE_FACES[frame % len(DIE_FACES)]])
        w = master.WORDS                # (a colour, out)
        v.lines = tuple("%s %s" % (w[2 + m.seats[c]], "..." if m.lives[c] > 0 else w[10])
                        for c in range(m.players))
        v.hint = WORDS[1]               # rolling_hint
        return
    v.lines = m._roll_lines()
    # a knocked-out player's tile says so (its "-" read as "no bonus")
    v.art = ("rolls", tuple((COLOURS[m.seats[c]], FACE_SIGNS[m.rolls[c]] if m.lives[c] > 0
                             else master.WORDS[10]) for c in range(m.players)))     # out
    v.hint = WORDS[2]                   # hint


# the phase's words in the language in use (docs/architecture.md,
# "Languages"), loaded with its module; the golems' colours are the
# master's (``master.WORDS[2 + colour]``)
WORDS = registry.words("gamemaster.golems.words_view_roll")
