# Golem Battle's rows, what a press does: the next row called (or played,
# in a battle the device plays: ``battle.press``), and after the fourth the
# round's end (the lives entry, or the battle's end).  The rows' screen
# (``view_rows``) loads it and it goes with it (``master._drop_part``):
# apart, each compiles in a small heap on a board.

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
    if m.battle():
        return common.module("battle").press(m, now)
    if m.row < SLOTS:
        next_row(m)
    else:
        # the round's end: physical golems, the players say what it cost them
        m.energy -= 1
        m._to(common.LIVES, now)
    return True
