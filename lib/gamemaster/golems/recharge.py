# Golem Battle's tie-break at energy out, the rules' "зарядить Големов":
# what the short hold on a tie's result takes when the recharge is shown
# (``ending.enter``).  Its own module, loaded for the hold and dropped with
# the result's screen (``common.PARTS``): the result's screen compiles in a
# small heap on a board.

from gamemaster.golems.common import module
from gamemaster.golems.outcome import result


def recharge(m):
    # a tie's recharge (the hold on the tie's result, ``ending``): the
    # energy set to GOLEMS_RECHARGE for the golems tied with most lives
    # ("Если Големы ... имеют равное число жизней, то вы можете ...
    # зарядить Големов"); the others are out (a battle's leave the field,
    # engine.bench; a physical game's seats are benched: no lives left to
    # play with, "out" on the screens)
    tied = result(m)[1]
    if m.battle():
        battle = module("battle")
        m.programs = module("engine").bench(m.field, m.programs, tied)[0]
        m.reports = ()
        battle.seat(m)
    else:
        for c in m._standing():
            if m.seats[c] not in tied:
                m.lives[c] = 0
                m.benched |= 1 << c
    m.energy = m.options.recharge

