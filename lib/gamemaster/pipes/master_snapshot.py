# Pipes game-master snapshots: ~30 bytes for NVM and undo.  Separate from
# the state machine so a board compiles each in a small heap; loaded on the
# first save.

import struct

from gamemaster.snapshot import SnapshotError
from gamemaster.pipes.elements import COUNT
from gamemaster.pipes.master import PHASES, TIMEOUT, TURN

# phase, turn, water round, element, rng state, seed, turn ms, ms left, cue id
_SNAP = "<BHHBIIIIH"


def pack(g, now):
    # ~30 bytes: phase, counters, element, PRNG state, bag, clock.
    c = g.clock
    left = c.left(now) if now is not None else max(0, c.limit - c.base)
    return struct.pack(_SNAP, PHASES.index(g.phase), g.turn, g.water_round,
                       g.element & 0xFF, g.rng.state, g.seed & 0xFFFFFFFF,
                       c.limit, left, g.cue_id) + bytes(g.bag)


def unpack(g, data, now, restart_turn):
    n = struct.calcsize(_SNAP)
    if len(data) < n or len(data) > n + COUNT:
        raise SnapshotError("bad Pipes snapshot length %d" % len(data))
    phase, turn, water, element, state, seed, turn_ms, left, cue_id = struct.unpack(_SNAP, data[:n])
    bag = bytes(data[n:])
    if (phase >= 4 or (phase in (1, 2) and element >= COUNT) or not state or left > turn_ms
            or turn_ms > 600000):
        raise SnapshotError("inconsistent Pipes snapshot")
    for b in bag:
        if b >= COUNT:
            raise SnapshotError("bad Pipes bag")
    g.phase = PHASES[phase]
    g.turn = turn
    g.water_round = water
    g.element = element if element < COUNT else -1
    g.rng.state = state
    g.seed = seed
    g.bag = bag
    g.warn = g.settings.get("GM_WARN_SECONDS")
    restart = restart_turn and g.phase in (TURN, TIMEOUT) and turn_ms > 0
    if restart:
        g.phase = TURN
    g.clock.restore(now, turn_ms, turn_ms - left, run=g.phase == TURN and turn_ms > 0,
                    restart=restart)
    g.phase_start = now
    g.cue_id = cue_id
    g.cue = None
    g._second = -1
    g.changed()
