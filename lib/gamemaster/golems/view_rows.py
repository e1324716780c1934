# Golem Battle's rows: the row to call out (physical golems), or the field
# and what each golem did (a battle the device plays), and the row that ended
# a battle (``final_row``).  Loaded by ``master`` while a row is on screen
# (``common.VIEWS``).

from gamemaster.golems import common
from gamemaster.golems.options import SLOTS


def build(m, v, now):
    v.title = "Round %d: row %d" % (m.round, m.row)
    v.ring = m._energy_ring()
    v.hint = "press: next row" if m.row < SLOTS else "press: end the round"
    if not m.battle():
        v.text("Row %d" % m.row)
        if m.variant == common.BEGINNER:      # no bonus cards: no conditions
            v.lines = ("1. Moves and turns", "2. Strike, defend, take")
        else:
            v.lines = ("1. Moves and turns", "2. Conditions, after the moves",
                       "3. Strike, defend, take")
        if m.row == SLOTS:
            v.hint = "press: lives lost"
    else:
        v.art = ("golems", m.field.picture())
        v.lines = common.module("battle").lines(m)
    if m.phase == common.FINAL_ROW:
        v.lines = v.lines + (common.module("reason").line(m),)
        common.forget("reason")
        v.hint = "press: result"
