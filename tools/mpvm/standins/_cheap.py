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

STANDIN_OVERHEAD = 48


def _round(n):
    return (n + 15) // 16 * 16


def obj(n):
    return bytearray(max(0, _round(n) - STANDIN_OVERHEAD))


def buf(n):
    return bytearray(max(0, _round(n + 16) - 16))


def held(n, *refs):
    """obj(n) for a C object that points at others (a TileGrid's bitmap and
    palette, a shape's palette): the C struct keeps them alive, so the
    stand-in keeps them too, in a list beside its bytearray (a list and its
    items: 32 B, taken off the bytearray; up to 3 references)."""
    return [bytearray(max(0, _round(n) - STANDIN_OVERHEAD - 32))] + list(refs)
