# Golem Battle's clock, read back last in a restore (``restore``): whether
# a wait runs depends on the result (a tie).  Loaded for a restore and
# dropped with it (``master``).

from gamemaster.snapshot import SnapshotError
from gamemaster.golems.common import LIVES, LIVES_MS, PROGRAM, ROLL, ROLL_MS, TIE_MS


def clock(m, now, left, restart_turn):
    limit = {ROLL: ROLL_MS, PROGRAM: m.program_s * 1000, LIVES: LIVES_MS}.get(
        m.phase, TIE_MS if m._waiting() else 0)
    if left > limit:
        raise SnapshotError("golems snapshot: clock beyond its limit")
    # GM_RESUME = "restart_turn": the programming time starts again
    restart = restart_turn and m.phase == PROGRAM and m.program_s > 0
    if restart:
        m.timed_out = False
    # a wait saved at 0 left still runs, so its end (next player, the
    # draw) happens on the next tick
    m.clock.restore(now, limit, limit - left,
                    run=(m.phase in (ROLL, PROGRAM) and (left > 0 or restart))
                    or m._waiting(),
                    restart=restart)
