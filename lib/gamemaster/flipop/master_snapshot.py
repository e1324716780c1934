# Flipop game-master snapshots for NVM and undo: 28 bytes in clock mode;
# in versus mode 23 bytes plus the position (16 + its last move's path)
# plus the device's move shown.  Loaded on the first save.
#
# Exact except for one thing on purpose: a restored "choose" has no pick
# countdown running (it starts again at the next tap), so an undo or a
# power cut never takes a move by itself a few seconds later.

import struct

from gamemaster.errors import SnapshotError
from gamemaster.flipop.master import (BANK_CLOCK, CHOOSE, CLOCK, MOVE_CLOCK, PHASES, SHOW, THINK, TURN,
                                      VERSUS)

_HEAD = "<BBIHH"          # mode, phase, seed, cue id, moves made
_CLOCK = "<BBIIII"        # side to move, clock kind, limit ms, increment ms, ms left W, B
_VERSUS = "<BhIBBI"       # human side, move shown, rng state, device move length + 1,
                          # flags (1 timed, 2 flag fallen), the human's bank ms left
_CLOCK_PHASES = (0, 1, 2)
_MAX_MS = 0x7FFFFFFF


def pack(g, now):
    head = struct.pack(_HEAD, g.mode, PHASES.index(g.phase), g.seed & 0xFFFFFFFF, g.cue_id,
                       g.moves & 0xFFFF)
    if g.mode == CLOCK:
        left = []
        for c in g.clocks:
            ms = c.limit - (c.elapsed(now) if now is not None else c.base)
            left.append(min(_MAX_MS, max(0, ms)))
        return head + struct.pack(_CLOCK, g.side, g.kind, g.limit, g.inc, left[0], left[1])
    state = g.rng_mark if (g.phase == THINK and g._judge is None) else g.rng.state
    # the device's move: its length + 1 (a pass is the empty path), 0 = none
    move = bytes(g.move) if g.phase == SHOW else b""
    k = len(move) + 1 if g.phase == SHOW else 0
    c = g.clocks[g.human]
    left = min(_MAX_MS, max(0, c.limit - (c.elapsed(now) if now is not None else c.base)))
    flags = (1 if g.timed else 0) | (2 if g.flagged else 0)
    return head + struct.pack(_VERSUS, g.human, g.index, state, k, flags, left) + move + \
        g.pos.to_bytes()


def unpack(g, data, now, restart_turn):
    n = struct.calcsize(_HEAD)
    if len(data) < n:
        raise SnapshotError("bad Flipop snapshot length %d" % len(data))
    mode, phase, seed, cue_id, moves = struct.unpack(_HEAD, data[:n])
    if mode > VERSUS or phase >= len(PHASES) or (phase in _CLOCK_PHASES) != (
            mode == CLOCK or phase == 0):
        raise SnapshotError("inconsistent Flipop snapshot")
    rest = data[n:]
    if mode == CLOCK:
        _unpack_clock(g, rest, now, PHASES[phase], restart_turn)
    else:
        _unpack_versus(g, rest, now, PHASES[phase])
    g.mode = mode
    g.seed = seed
    g.cue_id = cue_id
    g.cue = None
    g.moves = moves
    g.warn = g.settings.get("GM_WARN_SECONDS")
    g._second = -1
    g.changed()
    if g.phase == THINK:
        g.vs.resume(g, now)


def _unpack_clock(g, data, now, phase, restart):
    if len(data) != struct.calcsize(_CLOCK):
        raise SnapshotError("bad Flipop clock snapshot")
    side, kind, limit, inc, left0, left1 = struct.unpack(_CLOCK, data)
    if side > 1 or kind > 1 or not 0 < limit <= 5400000 or left0 > _MAX_MS or left1 > _MAX_MS:
        raise SnapshotError("inconsistent Flipop clock snapshot")
    g.phase = phase
    g.side = side
    g.kind = kind
    g.limit = limit
    g.inc = inc
    for s, left in ((0, left0), (1, left1)):
        run = phase == TURN and s == side
        again = restart and run and kind == MOVE_CLOCK
        g.clocks[s].restore(now, limit, limit - left, run, restart=again)


def _unpack_versus(g, data, now, phase):
    n = struct.calcsize(_VERSUS)
    if len(data) < n:
        raise SnapshotError("bad Flipop snapshot length")
    human, index, state, k, flags, left = struct.unpack(_VERSUS, data[:n])
    used = k - 1 if k else 0
    move = tuple(data[n:n + used])
    from gamemaster.flipop.position import from_bytes
    try:
        pos = from_bytes(bytes(data[n + used:]), g.versus().rules_from(g.settings))
    except ValueError as e:
        raise SnapshotError(str(e))
    if human > 1 or not state or (phase == SHOW) != (k > 0) or index < -1 or flags > 3 or \
            left > _MAX_MS:
        raise SnapshotError("inconsistent Flipop snapshot")
    if phase in (SHOW, CHOOSE):
        legal = pos.legal_moves()
        if (phase == SHOW and move not in legal) or index >= len(legal):
            raise SnapshotError("Flipop snapshot: the move is not legal here")
    g.phase = phase
    g.human = human
    g.pos = pos
    g.offer = None
    g.pick_start = now
    g.timed = bool(flags & 1)
    g.flagged = bool(flags & 2)
    limit = g.settings.get("FLIPOP_SECONDS") * 1000
    g.kind = BANK_CLOCK
    g.inc = g.settings.get("FLIPOP_INCREMENT") * 1000
    g.limit = max(limit, left)
    g.clocks[human].restore(now, g.limit, g.limit - left, g.timed and phase == CHOOSE)
    g.index = index if phase == CHOOSE else -1
    g.armed = False
    g.move = move if phase == SHOW else None
    g.rng.state = state
    g.rng_mark = state
    g.job = None
    g._judge = None
    g.level = g.settings.get("FLIPOP_LEVEL")
    g.pick_ms = g.settings.get("FLIPOP_PICK") * 1000
    if phase == CHOOSE and g.moves_offered() == [()]:
        g.index = 0             # a forced pass: nothing to do on the board
        g.armed = True
