"""``microcontroller.nvm``: flash bytes that survive power cuts.

:class:`NvmStore` belongs to the Machine and outlives boots (and, with a
backing file, simulator runs).  Each boot gets an :class:`Nvm` view; a power
cut kills the view so writes made while the dead boot unwinds (``finally``
blocks, ``with`` exits) are dropped, as they would be with no power.

Every slice assignment is an erase+write on the chip, so it is counted; a
test can also tear the next write (only the first bytes land, then the
power goes) to check that the firmware's snapshot survives it.
"""

import os


class NvmStore:
    def __init__(self, size=8192, path=None):
        self.size = size
        self.path = path
        self.data = bytearray(b"\xff" * size)   # erased flash reads 0xFF
        self.writes = 0            # write operations (each an erase+write)
        self.bytes_written = 0
        self.dropped_writes = 0    # attempted after a power cut
        self.tear_after = None     # bytes to keep of the next write, then cut
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                saved = f.read(size)
            self.data[:len(saved)] = saved

    def flush(self):
        if self.path:
            tmp = self.path + ".tmp"
            with open(tmp, "wb") as f:
                f.write(self.data)
            os.replace(tmp, self.path)


class Nvm:
    """The bytearray-like object the firmware sees (CircuitPython's
    ``nvm.ByteArray``): fixed length, int and step-1 slice access."""

    def __init__(self, store, boot):
        self._store = store
        self._boot = boot

    def __len__(self):
        return self._store.size

    def _span(self, index):
        size = self._store.size
        if isinstance(index, slice):
            start, stop, step = index.indices(size)
            if step != 1:
                raise NotImplementedError("only slices with step=1 (aka None) are supported")
            return start, max(start, stop)
        if not isinstance(index, int):
            raise TypeError("nvm indices must be integers or slices")
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("index out of range")
        return index, index + 1

    def __getitem__(self, index):
        start, stop = self._span(index)
        if isinstance(index, slice):
            return bytearray(self._store.data[start:stop])
        return self._store.data[start]

    def __setitem__(self, index, value):
        start, stop = self._span(index)
        if isinstance(index, slice):
            value = bytes(value)
            if len(value) != stop - start:
                raise ValueError("Slice and value different lengths.")
        else:
            if not 0 <= value <= 255:
                raise ValueError("Bytes must be in range 0-255")
            value = bytes((value,))
        store = self._store
        if not self._boot.alive:
            store.dropped_writes += 1
            return
        tear = store.tear_after
        if tear is not None:
            store.tear_after = None
            kept = min(tear, len(value))
            store.data[start:start + kept] = value[:kept]
            store.writes += 1
            store.bytes_written += kept
            store.flush()
            self._boot.machine.power_cut("nvm_tear")
        store.data[start:stop] = value
        store.writes += 1
        store.bytes_written += len(value)
        store.flush()

    def __iter__(self):
        return iter(bytes(self._store.data))

    def __repr__(self):
        return "<nvm.ByteArray %d bytes>" % self._store.size
