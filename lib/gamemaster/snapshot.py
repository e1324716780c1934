# Snapshot framing for NVM and undo: magic, version, length, CRC.
# (Reading a record back with the reason it is refused:
# gamemaster.snapshot_read, loaded at boot and for a restore only.)
#
# ``microcontroller.nvm`` survives power loss but may hold anything: another
# program's bytes, a half-written snapshot from a power cut during the write,
# or a snapshot from an older firmware.  Framing lets boot tell these apart
# from a real save, so a bad snapshot means "fresh start", never a crash.
#
# Layout (all little-endian)::
#
#     0  2  magic b"GM"
#     2  1  format version
#     3  2  payload length N
#     5  N  payload
#     5+N 2 CRC-16/CCITT-FALSE over bytes 0 .. 5+N

MAGIC = b"GM"
VERSION = 1
HEADER = 5
OVERHEAD = HEADER + 2


class SnapshotError(ValueError):
    # Saved bytes that cannot be restored: blank, foreign, corrupt, stale.
    # (Here with the framing every board holds anyway: a module of its own
    # was one more for a board to hold.)
    pass


# CRC-16/CCITT-FALSE four bits at a time: every save and every boot's
# restore checks the whole record, and a 16-entry table (a few dozen bytes)
# does it in a quarter of the bit-by-bit loop's steps.  Built once, at import.
_NIBBLE = []
for i in range(16):
    c = i << 12
    for _ in range(4):
        c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
    _NIBBLE.append(c)
_NIBBLE = tuple(_NIBBLE)
del i, c, _


def crc16(data, crc=0xFFFF):
    t = _NIBBLE
    for b in data:
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b >> 4)]
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b & 15)]
    return crc


def frame(payload, magic=MAGIC):
    # ``payload`` framed; ``magic`` (2 bytes) tells record kinds apart
    # (the NVM store wraps app snapshots in its own ``b"GS"`` slot records).
    n = len(payload)
    if n > 0xFFFF:
        raise SnapshotError("snapshot too large")
    out = bytearray(magic)
    out.append(VERSION)
    out.append(n & 0xFF)
    out.append(n >> 8)
    out.extend(payload)
    c = crc16(out)
    out.append(c & 0xFF)
    out.append(c >> 8)
    return bytes(out)


def payload_of(data, magic=MAGIC):
    # The payload of a framed record, or None when ``data`` is not one (too
    # short, another magic or version, truncated, a CRC mismatch): what a
    # save checks in play.  Saying which is gamemaster.snapshot_read's
    # ``unframe``, code a board needs at boot only.
    if len(data) < OVERHEAD or bytes(data[0:2]) != magic or data[2] != VERSION:
        return None
    end = HEADER + (data[3] | (data[4] << 8))
    if end + 2 > len(data):
        return None
    body = bytes(data[0:end])
    if crc16(body) != data[end] | (data[end + 1] << 8):
        return None
    return body[HEADER:]
