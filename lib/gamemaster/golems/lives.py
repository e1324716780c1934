# Golem Battle's lives entry (physical golems), what a tap and a wait do:
# a tap takes one life from the player asked (or turns the siege's castle
# answer), a wait goes on to the next, and after the last the round ends
# or the game does.  Its screen's part (``view_lives``) loads it and it
# goes with it (``master._drop_part``): apart, each compiles in a small
# heap on a board.

from gamemaster.golems import common
from gamemaster.golems.options import energy_over


def begin(m, now):
    m.entry = -1
    timeout(m, now)


def timeout(m, now):
    # the next player's losses (the wait ran out), or the round's end
    m.entry += 1
    while m.entry < m.players and m.lives[m.entry] <= 0:
        m.entry += 1
    if m.entry < m._entries():
        m.clock.reset(now, common.LIVES_MS)
        m.changed("next")
        return
    m.clock.stop(now)
    if m.castle or len(m._standing()) <= 1 or energy_over(m.energy, m.options):
        m._to(common.GAME_OVER, now)
    else:
        m.phase = common.ROUND_END
        m.changed("round")


def press(m, now):
    m.changed()
    if m.entry < m.players:
        if m.lives[m.entry] <= 0:
            return False          # none left to lose: the wait goes on
        m.lives[m.entry] -= 1
    else:
        m.castle = not m.castle     # siege: "Red in the castle?"
    m.changed("life")
    m.clock.reset(now, common.LIVES_MS)       # the wait starts again
    return True
