# Golem Battle's snapshot, read back (``GolemsMaster.restore``: at boot
# and on undo).  Its own module, loaded for a restore and dropped again; the
# writing side (``GolemsMaster.snapshot``, every press) stays in ``master``.

from gamemaster.binary import Reader
from gamemaster.snapshot import SnapshotError
from gamemaster.golems import common


def restore(m, data, now, restart_turn=False):
    m.changed()
    r = Reader(data)
    if r.u8() != common.SNAP_VERSION:
        raise SnapshotError("golems snapshot: unknown version")
    phase = r.u8()
    flags = r.u8()
    if phase >= len(common.PHASES) or (flags >> 2) & 3 >= len(common.VARIANTS):
        raise SnapshotError("golems snapshot: bad phase or variant")
    m.phase = common.PHASES[phase]
    m.players = 2 + (flags & 3)
    m.variant = common.VARIANTS[(flags >> 2) & 3]
    m.size = 6 if flags & 16 else 4
    m.timed_out = bool(flags & 32)
    m.program_s = r.u16()
    m.energy = r.u8()
    m.round = r.u8()
    m.row = r.u8()
    b = r.u8()
    m.rolls = [b & 3, (b >> 2) & 3, (b >> 4) & 3, (b >> 6) & 3]
    cue = r.u8()
    if cue >= len(common.CUE_NAMES):
        raise SnapshotError("golems snapshot: bad cue")
    m.cue = common.CUE_NAMES[cue]
    m.cue_id = r.u16()
    m.rng.state = r.u32()
    left = r.u32()
    b = r.u8()
    m.lives = [b & 3, (b >> 2) & 3, (b >> 4) & 3, (b >> 6) & 3]
    b = r.u8()
    m.entry = b & 7
    m.castle = bool(b & 8)
    m.drawn = bool(b & 16)
    if m.phase == common.LIVES and m.entry >= m._entries():
        raise SnapshotError("golems snapshot: bad lives entry")
    m.field = None
    m.programs = None
    m.reports = ()
    if flags & 64:
        common.module("battle").unpack(m, r.data[r.pos:])
    else:
        r.done()
        if m.phase == common.SETUP and m.variant == common.AUTONOMOUS and m.files is not None \
                and not getattr(m.files, "battles", True):
            # a refused battle's setup screen comes back as it was, with
            # its line (not the picture of a game the drive does not hold)
            common.module("begin").refuse_battle(m)
    # the clock last: whether a wait runs depends on the result (a tie)
    if m.phase == common.ROLL:
        limit = common.ROLL_MS
    elif m.phase == common.PROGRAM:
        limit = m.program_s * 1000
    elif m.phase == common.LIVES:
        limit = common.LIVES_MS
    else:
        limit = common.TIE_MS if m._waiting() else 0
    if left > limit:
        raise SnapshotError("golems snapshot: clock beyond its limit")
    # GM_RESUME = "restart_turn": the programming time starts again
    restart = restart_turn and m.phase == common.PROGRAM and m.program_s > 0
    if restart:
        m.timed_out = False
    # a wait saved at 0 left still runs, so its end (next player, the
    # draw) happens on the next tick
    m.clock.restore(now, limit, limit - left,
                    run=(m.phase in (common.ROLL, common.PROGRAM) and (left > 0 or restart))
                    or m._waiting(),
                    restart=restart)
