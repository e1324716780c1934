# The saved game in ``microcontroller.nvm``: two slots, newest wins.
#
# Every slice assignment is an erase + write of flash, and a power cut can
# land in the middle of one.  So the NVM holds two slots and a save goes to
# the slot that does *not* hold the newest good snapshot: a torn write can
# only spoil the slot being written, and boot falls back to the other one
# (the previous save).  Each slot is one record::
#
#     b"GS" version len  seq(u16) + app snapshot  CRC16     (snapshot.frame)
#
# ``seq`` grows by one per save (mod 2**16, compared as serial numbers).
# Slot A starts at 0 and slot B in the middle of the NVM, so on boards whose
# NVM spans two flash pages (nRF52840: 8 KB = 2 x 4 KB) the slots sit in
# different erase units and a cut during one page's erase leaves the other
# page alone.  The last byte belongs to ``safemode.py``'s reset-loop counter.
#
# 256-byte NVM (SAMD21): slots are [0, 128) and [128, 255); a Pipes record is
# about 60 bytes, so both fit.  There the whole NVM is one flash row: a cut
# during the erase can wipe both slots, and boot then starts fresh with a
# one-line message (never a crash).
#
# An old single-slot snapshot (``b"GM"`` at offset 0) is still read, so a
# firmware update keeps the game on the table.  Reading the saved game is
# done once, at boot: gmfw/nvmread.py, dropped with the boot's code.

from gamemaster.snapshot import OVERHEAD, SnapshotError, frame, unframe
from gamemaster.ticks import ticks_diff

SLOT_MAGIC = b"GS"
# slots whose write did not read back this boot: a worn-out flash page (the
# nRF port does not check its erase, so only reading back tells)
worn = []


def slot_spans(size):
    """(start, end) of slot A and slot B for an NVM of ``size`` bytes."""
    half = size // 2
    return ((0, half), (half, size - 1))     # last byte: reset-loop counter


def _parse(nvm, start, end):
    """(seq, app bytes) of the record at ``start``, or (None, problem text);
    problem is None when the slot is blank (erased or zeroed)."""
    if end - start < OVERHEAD + 2:
        return None, None
    head = bytes(nvm[start:start + 5])
    if head[0:2] != SLOT_MAGIC:
        # blank (erased or zeroed): no problem to report
        blank = all(b in (0x00, 0xFF) for b in head)
        return None, (None if blank else "no snapshot (foreign data)")
    n = head[3] | (head[4] << 8)
    stop = start + 5 + n + 2
    if stop > end:
        return None, "snapshot truncated"
    try:
        body = unframe(bytes(nvm[start:stop]), SLOT_MAGIC)
    except SnapshotError as e:
        return None, str(e)
    if len(body) < 2:
        return None, "snapshot truncated"
    return body[0] | (body[1] << 8), body[2:]


def scan(nvm):
    """Both slots: list of (index, seq, data) for good slots (newest first),
    and the first problem seen (text or None)."""
    good = []
    problem = None
    for i, (start, end) in enumerate(slot_spans(len(nvm))):
        seq, data = _parse(nvm, start, end)
        if seq is None:
            if data is not None and problem is None:
                problem = data
            continue
        good.append((i, seq, data))
    if len(good) == 2:
        # newest first: is slot B's seq after slot A's (serial numbers mod 2**16)?
        a, b = good[1][1], good[0][1]
        if a != b and ((a - b) & 0xFFFF) < 0x8000:
            good.reverse()
    return good, problem


def write(nvm, data):
    """Save ``data`` (the app's framed snapshot) in the slot not holding the
    newest good snapshot, in one slice assignment.  Returns True when flash
    was written (False when the newest slot already holds ``data``)."""
    if nvm is None:
        return False
    good, _ = scan(nvm)
    seq = 0
    target = 0
    if good:
        slot, seq, newest = good[0]           # the newest good slot
        if newest == data:
            return False
        seq = (seq + 1) & 0xFFFF
        target = 1 - slot
    payload = bytearray((seq & 0xFF, seq >> 8))
    payload.extend(data)
    record = frame(bytes(payload), SLOT_MAGIC)
    spans = slot_spans(len(nvm))
    # a worn slot is skipped: the save goes to the other one (no torn-write
    # fallback then, but every save still lands)
    for slot in (target, 1 - target):
        if slot in worn:
            continue
        start, end = spans[slot]
        if len(record) > end - start:
            raise ValueError("snapshot of %d bytes does not fit an NVM slot of %d"
                             % (len(record), end - start))
        try:
            nvm[start:start + len(record)] = record
            if bytes(nvm[start:start + len(record)]) == record:
                return True
        except RuntimeError:        # "Unable to write to nvm." (SoftDevice path)
            pass
        worn.append(slot)
    raise OSError("flash worn out, game not saved")


class Pacer:
    # Writes a save at once when the last flash write is at least ``gap`` ms
    # old, else holds the newest save in RAM and writes it when the gap is
    # over: a power cut takes back at most ``gap`` ms of play, and none once
    # the table has been still that long.  gap 0 writes every save at once.
    # The gap comes from the profile's flash (boards.save_gap_ms).
    def __init__(self, nvm, gap):
        self.nvm = nvm
        self.gap = gap
        self.held = None
        self.at = None              # ticks of the last flash write

    def wait_ms(self, now):
        # ms until the held save is written (0: now; -1: nothing held)
        if self.held is None:
            return -1
        if self.at is None or not self.gap:
            return 0
        return max(0, self.gap - ticks_diff(now, self.at))

    def save(self, data, now):
        # hold ``data`` (None: nothing new) and write what is held when due;
        # True when flash was written
        if data is not None:
            self.held = data
        if self.wait_ms(now) != 0:
            return False
        data, self.held = self.held, None
        if write(self.nvm, data):
            self.at = now
            return True
        return False
