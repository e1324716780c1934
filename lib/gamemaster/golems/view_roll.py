# Golem Battle's bonus roll: the die tumbling, then each player's face.
# Loaded by ``master`` while the roll is on screen (``common.VIEWS``).

from gamemaster.golems import common
from gamemaster.golems.options import COLOUR_NAMES, COLOURS, DIE_FACES, FACE_SIGNS


def build(m, v, now):
    v.title = "Round %d: bonus" % m.round
    v.ring = m._players_ring()
    if m._rolling(now):
        frame = m.clock.elapsed(now) // common.ROLL_FRAME_MS
        v.text(FACE_SIGNS[DIE_FACES[frame % len(DIE_FACES)]])
        v.lines = tuple("%s %s" % (COLOUR_NAMES[c], "..." if m.lives[c] > 0 else "out")
                        for c in range(m.players))
        v.hint = "rolling..."
        return
    v.lines = m._roll_lines()
    v.art = ("rolls", tuple((COLOURS[c], FACE_SIGNS[m.rolls[c]])
                            for c in range(m.players)))
    v.hint = "press: program"
