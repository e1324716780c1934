"""Snapshot framing for NVM and undo: magic, version, length, CRC.

``microcontroller.nvm`` survives power loss but may hold anything: another
program's bytes, a half-written snapshot from a power cut during the write,
or a snapshot from an older firmware.  Framing lets boot tell these apart
from a real save, so a bad snapshot means "fresh start", never a crash.

Layout (all little-endian)::

    0  2  magic b"GM"
    2  1  format version
    3  2  payload length N
    5  N  payload
    5+N 2 CRC-16/CCITT-FALSE over bytes 0 .. 5+N
"""

MAGIC = b"GM"
VERSION = 1
HEADER = 5
OVERHEAD = HEADER + 2


class SnapshotError(ValueError):
    pass


def crc16(data, crc=0xFFFF):
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ 0x1021) & 0xFFFF
            else:
                crc = (crc << 1) & 0xFFFF
    return crc


def frame(payload):
    n = len(payload)
    if n > 0xFFFF:
        raise SnapshotError("snapshot too large")
    out = bytearray(MAGIC)
    out.append(VERSION)
    out.append(n & 0xFF)
    out.append(n >> 8)
    out.extend(payload)
    c = crc16(out)
    out.append(c & 0xFF)
    out.append(c >> 8)
    return bytes(out)


def unframe(data):
    """Payload bytes, or SnapshotError saying what is wrong (one line)."""
    if len(data) < OVERHEAD:
        raise SnapshotError("no snapshot (too short)")
    if bytes(data[0:2]) != MAGIC:
        raise SnapshotError("no snapshot (blank or foreign data)")
    if data[2] != VERSION:
        raise SnapshotError("snapshot from another firmware version (%d)" % data[2])
    n = data[3] | (data[4] << 8)
    if HEADER + n + 2 > len(data):
        raise SnapshotError("snapshot truncated")
    body = bytes(data[0:HEADER + n])
    c = data[HEADER + n] | (data[HEADER + n + 1] << 8)
    if crc16(body) != c:
        raise SnapshotError("snapshot corrupt (CRC mismatch)")
    return body[HEADER:]


class Writer:
    """Little-endian field packer (struct-free: identical on every VM)."""

    def __init__(self):
        self.buf = bytearray()

    def u8(self, v):
        if not 0 <= v <= 0xFF:
            raise SnapshotError("u8 out of range: %r" % (v,))
        self.buf.append(v)
        return self

    def u16(self, v):
        if not 0 <= v <= 0xFFFF:
            raise SnapshotError("u16 out of range: %r" % (v,))
        self.buf.append(v & 0xFF)
        self.buf.append(v >> 8)
        return self

    def u32(self, v):
        if not 0 <= v <= 0xFFFFFFFF:
            raise SnapshotError("u32 out of range: %r" % (v,))
        for shift in (0, 8, 16, 24):
            self.buf.append((v >> shift) & 0xFF)
        return self

    def blob(self, data):
        self.u16(len(data))
        self.buf.extend(data)
        return self

    def bytes(self):
        return bytes(self.buf)


class Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def _take(self, n):
        if self.pos + n > len(self.data):
            raise SnapshotError("snapshot payload too short")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def u8(self):
        return self._take(1)[0]

    def u16(self):
        c = self._take(2)
        return c[0] | (c[1] << 8)

    def u32(self):
        c = self._take(4)
        return c[0] | (c[1] << 8) | (c[2] << 16) | (c[3] << 24)

    def blob(self):
        return bytes(self._take(self.u16()))

    def done(self):
        if self.pos != len(self.data):
            raise SnapshotError("snapshot payload has %d extra bytes" % (len(self.data) - self.pos))
