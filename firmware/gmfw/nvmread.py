# The saved game read back from ``microcontroller.nvm`` (gmfw/nvmstore.py
# writes it and says how): code a board runs once, at boot (gmfw/boot.py),
# then drops, so play holds only the writing side.

from gamemaster.snapshot import MAGIC, OVERHEAD, payload_of
from gmfw.nvmstore import SLOT_MAGIC, scan, slot_spans


def _legacy(nvm):
    """A snapshot written by the single-slot firmware, or None."""
    head = bytes(nvm[0:5])
    if head[0:2] != MAGIC:
        return None
    n = head[3] | (head[4] << 8)
    data = bytes(nvm[0:min(len(nvm), 5 + n + 2)])
    return data if payload_of(data) is not None else None


def _problem(nvm, start, end):
    # Why the slot at ``start`` holds no good record (gmfw.nvmstore._parse
    # refused it), in one line; None when it is blank (erased or zeroed)
    if end - start < OVERHEAD + 2:
        return None
    head = bytes(nvm[start:start + 5])
    if head[0:2] != SLOT_MAGIC:
        return None if all(b in (0x00, 0xFF) for b in head) else "no snapshot (foreign data)"
    stop = start + 5 + (head[3] | (head[4] << 8)) + 2
    if stop > end:
        return "snapshot truncated"
    # the frame's own reasons, from the reader loaded for this and dropped
    # (as gamemaster.app_boot.restore does)
    from gamemaster.registry import _drop
    from gamemaster.snapshot import SnapshotError
    from gamemaster.snapshot_read import unframe
    try:
        unframe(bytes(nvm[start:stop]), SLOT_MAGIC)
    except SnapshotError as e:
        return str(e)
    finally:
        _drop("gamemaster.snapshot_read")
    return "snapshot truncated"               # no room for the seq


LOST = "last save lost in a power cut"


def read(nvm):
    """(snapshot bytes or None, one-line problem or None).  The bytes are
    the app's framed snapshot from the newest good slot; the problem says why
    nothing usable was found when the NVM held something that was not a
    good snapshot (a blank NVM is no problem).  With bytes, the problem is
    LOST when the other slot was spoilt: a write cut by the power (slots
    alternate, so a lone good slot with seq > 0 had a partner)."""
    if nvm is None or len(nvm) < 2 * (OVERHEAD + 2) + 1:
        return None, None
    good = scan(nvm)
    if good:
        if len(good) == 1:
            start, end = slot_spans(len(nvm))[1 - good[0][0]]
            if good[0][1] or _problem(nvm, start, end) is not None:
                return good[0][2], LOST
        return good[0][2], None
    old = _legacy(nvm)
    if old is not None:
        return old, None
    # nothing usable: the first slot's problem that is not a blank; a
    # spoilt slot beside a blank one is a first save cut by the power
    problems = [_problem(nvm, start, end) for start, end in slot_spans(len(nvm))]
    for problem in problems:
        if problem is not None:
            return None, LOST if None in problems else problem
    return None, None
