# Flipop snapshots, the versus mode's part (master_snapshot.py has the
# head and the clock mode's): the human's side, the move shown, the rng
# state, the device's move, the flags and the bank, then the position.
#
# Exact except for one thing on purpose: a restored "choose" has no pick
# countdown running (it starts again at the next tap), so an undo or a
# power cut never takes a move by itself a few seconds later.

import struct

from gamemaster.errors import SnapshotError
from gamemaster.flipop.master import BANK_CLOCK, CHOOSE, SHOW, THINK
from gamemaster.flipop.master_snapshot import MAX_MS, left_ms

# "<BhIBBI": human side, move shown, rng state, device move length + 1,
# flags (1 timed, 2 flag fallen), the human's bank ms left


def pack_versus(g, now):
    state = g.rng_mark if (g.phase == THINK and g._judge is None) else g.rng.state
    # the device's move: its length + 1 (a pass is the empty path), 0 = none
    move = bytes(g.move) if g.phase == SHOW else b""
    k = len(move) + 1 if g.phase == SHOW else 0
    left = left_ms(g.clocks[g.human], now)
    flags = (1 if g.timed else 0) | (2 if g.flagged else 0)
    return struct.pack("<BhIBBI", g.human, g.index, state, k, flags, left) + move + \
        g.pos.to_bytes()


def unpack_versus(g, data, now, phase):
    n = struct.calcsize("<BhIBBI")
    if len(data) < n:
        raise SnapshotError("bad Flipop snapshot length")
    human, index, state, k, flags, left = struct.unpack("<BhIBBI", data[:n])
    move = tuple(data[n:n + k - 1]) if k else ()
    from gamemaster.flipop.position import from_bytes
    try:
        pos = from_bytes(bytes(data[n + len(move):]), g.versus().rules_from(g.settings))
    except ValueError as e:
        raise SnapshotError(str(e))
    if human > 1 or not state or (phase == SHOW) != (k > 0) or index < -1 or flags > 3 or \
            left > MAX_MS:
        raise SnapshotError("inconsistent Flipop snapshot")
    if phase in (SHOW, CHOOSE):
        moves = pos.legal_moves()
        if (phase == SHOW and move not in moves) or index >= len(moves):
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
