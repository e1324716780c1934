# Flipop game-master snapshots for NVM and undo: 28 bytes in clock mode;
# in versus mode 23 bytes plus the position (16 + its last move's path)
# plus the device's move shown.  Loaded on the first save; each mode's part
# is in its module (clock.py, versus.py), so a mode holds only its own.

import struct

from gamemaster.errors import SnapshotError
from gamemaster.flipop.master import CLOCK, PHASES, THINK, VERSUS

# The head "<BBIHH": mode, phase, seed, cue id, moves made.
MAX_MS = 0x7FFFFFFF


def left_ms(c, now):
    # what clock c has left (now None: as last stopped), for the snapshot
    return min(MAX_MS, max(0, c.limit - (c.elapsed(now) if now is not None else c.base)))


def pack(g, now):
    head = struct.pack("<BBIHH", g.mode, PHASES.index(g.phase), g.seed & 0xFFFFFFFF, g.cue_id,
                       g.moves & 0xFFFF)
    if g.mode == CLOCK:
        from gamemaster.flipop.clock import pack_clock
        return head + pack_clock(g, now)
    return head + g.versus().pack_versus(g, now)


def unpack(g, data, now, restart_turn):
    n = struct.calcsize("<BBIHH")
    if len(data) < n:
        raise SnapshotError("bad Flipop snapshot length %d" % len(data))
    mode, phase, seed, cue_id, moves = struct.unpack("<BBIHH", data[:n])
    # (phases 0-2, ready, turn and flag, are the clock's; a versus game's ready too)
    if mode > VERSUS or phase >= len(PHASES) or (phase < 3) != (mode == CLOCK or phase == 0):
        raise SnapshotError("inconsistent Flipop snapshot")
    if mode == CLOCK:
        from gamemaster.flipop.clock import unpack_clock
        unpack_clock(g, data[n:], now, PHASES[phase], restart_turn)
    else:
        g.versus().unpack_versus(g, data[n:], now, PHASES[phase])
    g.mode = mode
    g.use_mode()
    g.seed = seed
    g.cue_id = cue_id
    g.cue = None
    g.moves = moves
    g.warn = g.settings.get("GM_WARN_SECONDS")
    g._second = -1
    g.changed()
    if g.phase == THINK:
        # redo the exit check or the search (unpack_versus dropped the job);
        # the rng state saved is the one the search started from, so it
        # gives the same move again
        g.vs.next_turn(g, now)
