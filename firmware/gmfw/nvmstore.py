"""The saved game in ``microcontroller.nvm``: read whole, write in one slice.

Every slice assignment is an erase + write of flash, so a save writes the
whole snapshot at once and is skipped when the bytes are already there.
"""

from gamemaster.snapshot import HEADER, OVERHEAD


def read(nvm):
    """The framed snapshot bytes found at offset 0 (validated later by the
    app), or None when the NVM is missing or blank."""
    if nvm is None or len(nvm) < OVERHEAD:
        return None
    head = bytes(nvm[0:HEADER])
    if head[0:2] != b"GM":
        return None if head == b"\xff" * HEADER or head == b"\x00" * HEADER else head
    n = head[3] | (head[4] << 8)
    end = min(len(nvm), HEADER + n + 2)
    return bytes(nvm[0:end])


def write(nvm, data):
    """Returns True when flash was written."""
    if nvm is None:
        return False
    if len(data) > len(nvm):
        raise ValueError("snapshot of %d bytes does not fit NVM of %d" % (len(data), len(nvm)))
    if bytes(nvm[0:len(data)]) == data:
        return False
    nvm[0:len(data)] = data
    return True
