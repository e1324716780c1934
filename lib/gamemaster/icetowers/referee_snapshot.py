# IceTowers referee snapshots: ~30 bytes for NVM and undo.  Separate from the
# state machine so a board compiles each in a small heap; loaded on the first
# save.  Both clocks are kept as (limit, elapsed) so a restore is exact, with
# two exceptions undo needs (the app restores the state before the last tap):
# the call menu comes back as play (a call is never taken by itself after an
# undo or a power cut), and a scoring step comes back with its full time (the
# count and what a tap adds stay on screen while the players look).

import struct

from gamemaster.errors import SnapshotError
from gamemaster.icetowers.referee import (
    BY_DROP, CALL, CALLS, PHASES, PIPS_PER_SET, PLAY, RUNNING, SCORE, STEPS, TIMED, VARIANTS,
    slots)

# phase, players, variant, call, reason, slot, step (+16: reached by time), drops, loops,
# clock limit + elapsed, timer limit + elapsed, cue id; then one byte of
# pips per scored colour
_SNAP = "<BBBBBBBBBIIIIH"
_MAX_MS = 0x7FFFFFFF


def pack(g, now):
    c = g.clock
    t = g.timer
    ce = c.elapsed(now) if now is not None else c.base
    te = t.elapsed(now) if now is not None else t.base
    return struct.pack(_SNAP, PHASES.index(g.phase), g.players, g.variant, g.call, g.reason,
                       g.slot, g.step | (16 if g.auto else 0), g.drops & 0xFF, g.loops & 0xFF,
                       c.limit, max(0, ce), t.limit, max(0, te), g.cue_id) + bytes(g.scores)


def unpack(g, data, now, restart_turn):
    n = struct.calcsize(_SNAP)
    if len(data) < n + 2:
        raise SnapshotError("bad IceTowers snapshot length %d" % len(data))
    (phase, players, variant, call, reason, slot, step, drops, loops,
     c_limit, c_el, t_limit, t_el, cue_id) = struct.unpack(_SNAP, data[:n])
    scores = bytearray(data[n:])
    if phase >= len(PHASES) or not 2 <= players <= 4 or variant >= len(VARIANTS):
        raise SnapshotError("inconsistent IceTowers snapshot")
    if (len(scores) != len(slots(players, variant)[0]) or call >= len(CALLS)
            or reason > BY_DROP or step & 15 >= len(STEPS) or step > 31
            or slot > len(scores) or (PHASES[phase] == SCORE and slot >= len(scores))
            or c_limit > 3600000 or t_limit > 600000
            or c_el > _MAX_MS or t_el > _MAX_MS):
        raise SnapshotError("inconsistent IceTowers snapshot")
    for s in scores:
        if s > PIPS_PER_SET * len(scores):
            raise SnapshotError("bad IceTowers score")
    g.phase = PHASES[phase]
    g.players = players
    g.variant = variant
    g.call = call
    g.reason = reason
    g.slot = slot
    g.step = step & 15
    g.auto = step > 15
    g.drops = drops
    g.loops = loops
    g.scores = scores
    restart = restart_turn or g.phase == SCORE
    if g.phase == CALL:
        g.phase = PLAY
        g.call = 0
        t_limit = t_el = 0
    # The game clock resumes as saved (GM_RESUME only concerns the phase
    # timer: a drop or loop countdown starts again from its full length).
    g.clock.restore(now, c_limit, c_el, run=g.phase in RUNNING)
    timed = g.phase in TIMED
    g.timer.restore(now, t_limit, t_el, run=timed, restart=restart and timed)
    g.cue_id = cue_id
    g.cue = None
    g._second = g.timer.shown(now) if timed else g.clock.shown(now)
    g._saved_s = g.elapsed_s(now)
    g.changed()
