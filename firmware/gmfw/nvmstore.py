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

from gamemaster.snapshot import OVERHEAD, frame, payload_of
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
    # (seq, app bytes) of the good record at ``start``, or None: blank,
    # foreign, torn or corrupt (gmfw/nvmread.py says which, at boot; a save
    # needs only the verdict)
    if end - start < OVERHEAD + 2:
        return None
    head = bytes(nvm[start:start + 5])
    stop = start + 5 + (head[3] | (head[4] << 8)) + 2
    if head[0:2] != SLOT_MAGIC or stop > end:
        return None
    body = payload_of(bytes(nvm[start:stop]), SLOT_MAGIC)
    if body is None or len(body) < 2:
        return None
    return body[0] | (body[1] << 8), body[2:]


def scan(nvm):
    """The good slots, newest first: a list of (index, seq, data)."""
    good = []
    for i, (start, end) in enumerate(slot_spans(len(nvm))):
        slot = _parse(nvm, start, end)
        if slot is not None:
            good.append((i, slot[0], slot[1]))
    if len(good) == 2:
        # newest first: is slot B's seq after slot A's (serial numbers mod 2**16)?
        a, b = good[1][1], good[0][1]
        if a != b and ((a - b) & 0xFFFF) < 0x8000:
            good.reverse()
    return good


def write(nvm, data):
    """Save ``data`` (the app's framed snapshot) in the slot not holding the
    newest good snapshot, in one slice assignment.  Returns True when flash
    was written (False when the newest slot already holds ``data``)."""
    if nvm is None:
        return False
    good = scan(nvm)
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
    # old, else notes that one is due and, when the gap is over, writes the
    # state as it is then (``snap(now)``, the app's snapshot), not the one
    # noted: what reaches flash is never older than its write, so a power
    # cut takes back at most ``gap`` ms of play, and none once the table has
    # been still that long.  The write comes a second before the gap is
    # over (a slow loop tick, the write itself).  gap 0 writes every save at
    # once.  The gap comes from the profile's flash (boards.save_gap_ms).

    def __init__(self, nvm, gap):
        self.nvm = nvm
        self.gap = gap
        self.held = False           # a save is due and not yet on flash
        self.at = None              # ticks of the last flash write

    def wait_ms(self, now):
        # ms until the held save is written (0: now; -1: nothing held)
        if not self.held:
            return -1
        if self.at is None or not self.gap:
            return 0
        return max(0, self.gap - 1000 - ticks_diff(now, self.at))

    def save(self, data, now, snap):
        # ``data``: a save due now (None: nothing new); write when due, the
        # state now; True when flash was written
        if data is not None:
            self.held = True
        if self.wait_ms(now) != 0:
            return False
        self.held = False
        if write(self.nvm, snap(now) if data is None else data):
            self.at = now
            return True
        return False
