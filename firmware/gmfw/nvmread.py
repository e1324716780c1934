# The saved game read back from ``microcontroller.nvm`` (gmfw/nvmstore.py
# writes it and says how): code a board runs once, at boot (gmfw/boot.py),
# then drops, so play holds only the writing side.

from gamemaster.snapshot import MAGIC, OVERHEAD, SnapshotError, unframe
from gmfw.nvmstore import scan


def _legacy(nvm):
    """A snapshot written by the single-slot firmware, or None."""
    head = bytes(nvm[0:5])
    if head[0:2] != MAGIC:
        return None
    n = head[3] | (head[4] << 8)
    data = bytes(nvm[0:min(len(nvm), 5 + n + 2)])
    try:
        unframe(data)
    except SnapshotError:
        return None
    return data


def read(nvm):
    """(snapshot bytes or None, one-line problem or None).  The bytes are
    the app's framed snapshot from the newest good slot; the problem says why
    nothing usable was found when the NVM held something that was not a
    good snapshot (a blank NVM is no problem)."""
    if nvm is None or len(nvm) < 2 * (OVERHEAD + 2) + 1:
        return None, None
    good, problem = scan(nvm)
    if good:
        return good[0][2], None
    old = _legacy(nvm)
    if old is not None:
        return old, None
    return None, problem
