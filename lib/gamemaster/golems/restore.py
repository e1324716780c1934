# Golem Battle's snapshot, read back (``GolemsMaster.restore``: at boot
# and on undo).  Its own module, loaded for a restore and dropped again
# (with ``restore_clock``, the clock's part, apart so that each compiles in
# a small heap on a board); the writing side (``GolemsMaster.snapshot``,
# every press) stays in ``master``.

from gamemaster.binary import Reader
from gamemaster.snapshot import SnapshotError
from gamemaster.golems.common import (AUTONOMOUS, CUE_NAMES, LIVES, PHASES, SETUP, SNAP_VERSION,
                                      VARIANTS, module)


def restore(m, data, now, restart_turn=False):
    m.changed()
    r = Reader(data)
    if r.u8() != SNAP_VERSION:
        raise SnapshotError("golems snapshot: unknown version")
    phase = r.u8()
    flags = r.u8()
    if phase >= len(PHASES) or (flags >> 2) & 3 >= len(VARIANTS):
        raise SnapshotError("golems snapshot: bad phase or variant")
    m.phase = PHASES[phase]
    m.players = 2 + (flags & 3)
    m.variant = VARIANTS[(flags >> 2) & 3]
    m.size = 6 if flags & 16 else 4
    m.timed_out = bool(flags & 32)
    m.program_s = r.u16()
    m.energy = r.u8()
    m.round = r.u8()
    m.row = r.u8()
    b = r.u8()
    m.rolls = [(b >> k) & 3 for k in (0, 2, 4, 6)]
    cue = r.u8()
    if cue >= len(CUE_NAMES):
        raise SnapshotError("golems snapshot: bad cue")
    m.cue = CUE_NAMES[cue]
    m.cue_id = r.u16()
    m.rng.state = r.u32()
    left = r.u32()
    b = r.u8()
    m.lives = [(b >> k) & 3 for k in (0, 2, 4, 6)]
    b = r.u8()
    m.entry = b & 7
    m.castle = bool(b & 8)
    m.drawn = bool(b & 16)
    m.pick = b >> 5 & 1
    b = r.u8()
    m.lost = [(b >> k) & 3 for k in (0, 2, 4, 6)]
    b = r.u8()
    m.seats = ((b & 3), (b >> 2) & 3, (b >> 4) & 3, b >> 6)[:m.players]
    b = r.u8()
    m.benched = b & 15
    m.page = b >> 4
    if len(set(m.seats)) < m.players:
        raise SnapshotError("golems snapshot: a colour in two seats")
    if m.phase == LIVES and m.entry >= m._entries():
        raise SnapshotError("golems snapshot: bad lives entry")
    m.field = None
    m.programs = None
    m.reports = ()
    if flags & 64:
        module("battle").unpack(m, r.data[r.pos:])
    else:
        r.done()
        if m.phase == SETUP and m.variant == AUTONOMOUS and m.files is not None \
                and not getattr(m.files, "battles", True):
            # a refused battle's setup screen comes back as it was, with
            # its line (not the picture of a game the drive does not hold)
            module("begin").refuse_battle(m)
    # the clock last: whether a wait runs depends on the result (a tie)
    module("restore_clock").clock(m, now, left, restart_turn)
