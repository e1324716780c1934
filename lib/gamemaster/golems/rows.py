# Golem Battle's rows, what a press does: the next row called (or played,
# in a battle the device plays), and after the fourth the round's end (the
# lives entry, or the battle's end).  The rows' screen (``view_rows``) loads
# it and it goes with it (``master._drop_part``): apart, each compiles in a
# small heap on a board.

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
    if m.battle() and common.module("battle").more(m):
        return True                 # the row's next page (``battle.pages``)
    if m.phase == common.FINAL_ROW:
        m._to(common.GAME_OVER, now)
    elif m.row < SLOTS:
        next_row(m)
    else:
        # the round's end: physical golems, the players say what it cost them
        m.energy -= 1
        if not m.battle():
            m._to(common.LIVES, now)
        elif common.module("battle").over(m):
            m._to(common.GAME_OVER, now)
        else:
            m.phase = common.ROUND_END
            m.changed("round")
    return True
