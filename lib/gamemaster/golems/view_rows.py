# Golem Battle's rows: the row to call out (physical golems), or (a battle
# the device plays: ``battle.row_view``) the field and what each golem did,
# and the row that ended a battle (``final_row``).  Loaded by ``master``
# while a row is on screen (``common.VIEWS``), with what a press does there
# (``rows``).

from gamemaster.golems import common
from gamemaster.golems.options import SLOTS
from gamemaster.golems.rows import begin, press  # noqa: F401 - the phase's moves


def build(m, v, now):
    v.title = "Round %d: row %d" % (m.round, m.row)
    v.ring = m._energy_ring()
    v.hint = "press: next row" if m.row < SLOTS else "press: end the round"
    if m.battle():
        common.module("battle").row_view(m, v)
        return
    v.text("Row %d" % m.row)
    if m.variant == common.BEGINNER:      # no bonus cards: no conditions
        v.lines = ("1. Moves and turns", "2. Strike, defend, take")
    else:
        v.lines = ("1. Moves and turns", "2. Conditions, after the moves",
                   "3. Strike, defend, take")
    if m.row == SLOTS:
        v.hint = "press: lives lost"
