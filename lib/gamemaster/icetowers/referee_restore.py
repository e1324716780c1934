# IceTowers' snapshot read back (a resume after a power cut, or the app's
# undo): loaded for that and dropped again (referee.restore), so a board
# holds the checks only while it reads.  The snapshot's layout (SNAP) and
# what undo needs of it are written in referee.py, beside snapshot().

import struct

from gamemaster.snapshot import SnapshotError
from gamemaster.icetowers.referee import (
    BY_DROP, CALLS, GUS, MAX_MS, NAMES, PHASES, PIPS_PER_SET, RUNNING, SCORE, SNAP, STEPS,
    TIMED, VARIANTS, slots)


def restore(g, data, now, restart_turn):
    n = struct.calcsize(SNAP)
    if len(data) < n + 2:
        raise SnapshotError("bad IceTowers snapshot length %d" % len(data))
    (phase, players, variant, call, reason, slot, step, drops, loops,
     c_limit, c_el, t_limit, t_el, cue_id, sets) = struct.unpack(SNAP, data[:n])
    scores = bytearray(data[n:])
    if phase >= len(PHASES) or not 2 <= players <= 4 or variant >= len(VARIANTS):
        raise SnapshotError("inconsistent IceTowers snapshot")
    if (len(scores) != len(slots(players, variant)[0]) or call >= len(CALLS)
            or reason > BY_DROP or step >= len(STEPS)
            or slot > len(scores) or (PHASES[phase] == SCORE and slot >= len(scores))
            or c_limit > 3600000 or t_limit > 600000
            or c_el > MAX_MS or t_el > MAX_MS):
        raise SnapshotError("inconsistent IceTowers snapshot")
    for s in scores:
        if s > PIPS_PER_SET * len(scores):
            raise SnapshotError("bad IceTowers score")
    palette = ((sets & 15), (sets >> 4) & 15, (sets >> 8) & 15, sets >> 12, GUS)
    used = [palette[c] for c in slots(players, variant)[0]]
    for c in used:
        if c >= len(NAMES) or used.count(c) > 1:
            raise SnapshotError("bad IceTowers colours")
    g.palette = palette
    g.phase = PHASES[phase]
    g.players = players
    g.variant = variant
    g.call = call
    g.reason = reason
    g.slot = slot
    g.step = step
    g.drops = drops
    g.loops = loops
    g.scores = scores
    # The game clock resumes as saved (GM_RESUME only concerns the phase
    # timer: a drop or loop countdown starts again from its full length).
    g.clock.restore(now, c_limit, c_el, run=g.phase in RUNNING)
    timed = g.phase in TIMED
    g.timer.restore(now, t_limit, t_el, run=timed, restart=restart_turn and timed)
    g.cue_id = cue_id
    g.cue = None
    g._second = g.timer.shown(now) if timed else g.clock.shown(now)
    g._saved_s = g.elapsed_s(now)
    g.changed()

