# Heap stand-ins for CircuitPython's C objects on the MicroPython VM.
#
# A stand-in allocates on the VM's heap what the C module allocates on the
# GC heap for that object: the struct itself (m_new_obj) and each buffer it
# m_mallocs, for 32-bit ARM (CircuitPython 9/10), in 16-byte GC blocks.
# Where each size comes from is written beside it.
#
# obj(n): the stand-in instance plus the bytearray it keeps comes to n bytes.
# A Python instance with one attribute and an empty bytearray measures 48 B
# on this VM (200 of them: 9728 B with their module, tools/mpvm/firmware_ram.py
# calibrate()), so the bytearray holds n - 48.  Attributes a stand-in gets
# later (x, y, hidden...) add a few bytes each beyond the C struct: the
# figures are slightly pessimistic.
# buf(n): a C buffer of n bytes (a bytearray: 16 B header + n, rounded).
#
# The displayio and vectorio stand-ins, made by the dozen (every label's
# lines, the pictures), hold exactly what the C holds instead: packed(),
# their one attribute, and their fields (x, y, hidden...) inside its
# bytearray, read and written by field() and flag() properties, as the C
# struct holds them.  An attribute of their own for each field grew the
# instance's attribute table (2 entries 16 B, 4 32 B, 8 64 B) and a
# separate buffer added its bytearray's 16-byte header: a TileGrid of 25
# tiles held 195 B where the C holds 144, a Palette 126 B for 64
# (tests/gates/test_standins_held.py measures each on the VM).

import struct

# a stand-in instance with one or two attributes: its object (16 B) and its
# attribute table (2 entries: 16 B); a bytearray's object; a list's object
INSTANCE_BYTES = 32
BYTEARRAY_BYTES = 16
LIST_BYTES = 16
STANDIN_OVERHEAD = INSTANCE_BYTES + BYTEARRAY_BYTES      # obj(): 48 B


def _round(n):
    return (n + 15) // 16 * 16


def obj(n):
    return bytearray(max(0, _round(n) - STANDIN_OVERHEAD))


def buf(n):
    return bytearray(max(0, _round(n + 16) - 16))


def packed(total, fields, *refs):
    """The one attribute of a stand-in whose C allocations come to ``total``
    bytes (each of them rounded to 16 first): a bytearray of at least
    ``fields`` bytes (the fields' bytes, packed there), or, when the C
    struct points at other objects (``refs``: a TileGrid's bitmap and
    palette), a list of it and them, so the stand-in keeps them alive as the
    struct does.  With its instance the stand-in holds ``total`` bytes, or
    the least more its fields need (a two-colour Palette: 16 B)."""
    over = INSTANCE_BYTES + BYTEARRAY_BYTES
    if refs:
        over += LIST_BYTES + _round(4 * (1 + len(refs)))
    data = bytearray(b"\xa5" * max(fields, total - over))      # all fields 0 (MASK)
    return [data] + list(refs) if refs else data


# The fields' bytes are kept XOR MASK.  The VM's collector reads every
# aligned word of the heap as a pointer when it could be one, and its heap
# sits at low addresses (a few hundred KB into the WebAssembly memory), where
# two 16-bit coordinates side by side (y = 4..18, x a multiple of 16) made
# a word that "pointed" into it and kept a dropped object alive; masked, a
# word's top byte is never 0.  (A board's heap is at 0x2000xxxx: its C
# structs' coordinates never look like one of its pointers.)
MASK = 0xA5


def pack(data, fmt, offset, *values):
    struct.pack_into(fmt, data, offset, *values)
    for i in range(offset, offset + struct.calcsize(fmt)):
        data[i] ^= MASK


def unpack(data, fmt, offset):
    n = struct.calcsize(fmt)
    return struct.unpack(fmt, bytes(b ^ MASK for b in data[offset:offset + n]))


def _data(o):
    c = o._c
    return c if isinstance(c, bytearray) else c[0]


def field(offset, fmt, writable=True):
    """A property reading (and writing) a ``struct`` field of the stand-in's
    bytearray at ``offset``; read-only ones raise AttributeError when set,
    as the C properties without a setter do."""
    def get(self):
        return unpack(_data(self), fmt, offset)[0]

    def put(self, v):
        pack(_data(self), fmt, offset, v)
    return property(get, put) if writable else property(get)


def flag(offset, bit):
    """A bool property: bit ``bit`` of the byte at ``offset``."""
    def get(self):
        return bool((_data(self)[offset] ^ MASK) >> bit & 1)

    def put(self, v):
        d = _data(self)
        b = d[offset] ^ MASK
        d[offset] = ((b | 1 << bit) if v else (b & ~(1 << bit) & 0xFF)) ^ MASK
    return property(get, put)
