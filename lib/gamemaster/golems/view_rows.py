# Golem Battle's rows: the row to call out (physical golems), or (a battle
# the device plays: ``battle.row_view``) the field and what each golem did,
# and the row that ended a battle (``final_row``); what a press does there,
# the round's end included.  Loaded by ``master`` while a row is on screen
# (``common.VIEWS``).

from gamemaster.golems import common
from gamemaster.golems.options import SLOTS


def begin(m, now):
    m.clock.stop(now)
    m.row = 0
    next_row(m)


def next_row(m):
    m.row += 1
    if m.battle():
        common.module("battle").next_row(m)
    else:
        m.changed("row")


def press(m, now):
    m.changed()
    if m.phase == common.FINAL_ROW:
        m._to(common.GAME_OVER).begin(m, now)
    elif m.row < SLOTS:
        next_row(m)
    else:
        # the round's end: physical golems, the players say what it cost them
        m.energy -= 1
        if not m.battle():
            m._to(common.LIVES).begin(m, now)
        elif common.module("battle").over(m):
            m._to(common.GAME_OVER).begin(m, now)
        else:
            m.phase = common.ROUND_END
            m.changed("round")
    return True


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
