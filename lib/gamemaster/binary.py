# Little-endian field packing for snapshots of games with variable-size
# state (Golem Battle, the app).  Struct-free so range errors are explicit
# instead of silently truncated, identical on every VM.

from gamemaster.snapshot import SnapshotError


class Writer:
    # Little-endian field packer (struct-free: identical on every VM).

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
