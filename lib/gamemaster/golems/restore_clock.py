# Golem Battle's clock, read back last in a restore (``restore``): the
# die's tumbling or the programming clock.  Loaded for a restore and
# dropped with it (``master``).

from gamemaster.snapshot import SnapshotError
from gamemaster.golems.common import PROGRAM, ROLL, ROLL_MS


def clock(m, now, left, restart_turn):
    limit = {ROLL: ROLL_MS, PROGRAM: m.program_s * 1000}.get(m.phase, 0)
    if left > limit:
        raise SnapshotError("golems snapshot: clock beyond its limit")
    # GM_RESUME = "restart_turn": the programming time starts again
    restart = restart_turn and m.phase == PROGRAM and m.program_s > 0
    if restart:
        m.timed_out = False
    m.clock.restore(now, limit, limit - left,
                    run=m.phase in (ROLL, PROGRAM) and (left > 0 or restart),
                    restart=restart)
