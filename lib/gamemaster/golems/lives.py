# Golem Battle's lives entry (physical golems), the device's entry rule
# (gamemaster.game ``hold_entry``): for each golem standing, a tap counts one
# more life lost this round (the number shown), the short hold enters it and
# asks the next golem (a seat knocked out or benched by a tie's recharge has
# no lives: not asked); after the last (the siege: "Red in the castle?" for
# GOLEMS_SIEGE's storming golem, a tap turns the answer) the round ends or
# the game does.  Time moves
# nothing.  Its screen's part (``view_lives``) loads it and it goes with it
# (``master._drop_part``): apart, each compiles in a small heap on a board.

from gamemaster.golems import common
from gamemaster.golems.options import energy_over


def begin(m, now):
    m.entry = -1
    for c in range(4):
        m.lost[c] = 0
    m.clock.stop(now)
    _next(m, now)


def _next(m, now):
    # the next golem standing (none lost yet), or the round's end
    m.entry += 1
    while m.entry < m.players and m.lives[m.entry] <= 0:
        m.entry += 1
    if m.entry < m._entries():
        m.changed("next")
        return
    if m.castle or len(m._standing()) <= 1 or energy_over(m.energy, m.options):
        m._to(common.GAME_OVER, now)
    else:
        m.phase = common.ROUND_END
        m.changed("round")


def press(m, now):
    # a tap: one more life lost (up to the lives it has), or the castle's
    # answer turned
    if m.entry < m.players:
        if m.lost[m.entry] >= m.lives[m.entry]:
            return False          # all its lives: nothing more to lose
        m.lost[m.entry] += 1
    else:
        m.castle = not m.castle
    m.changed("life")
    return True


def enter(m, now):
    # the short hold: the number shown entered, the next golem asked
    if m.entry < m.players:
        m.lives[m.entry] -= m.lost[m.entry]
    _next(m, now)
    return True

