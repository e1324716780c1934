"""``microcontroller.nvm``: flash bytes that survive power cuts.

:class:`NvmStore` belongs to the Machine and outlives boots (and, with a
backing file, simulator runs).  Each boot gets an :class:`Nvm` view; a power
cut kills the view so writes made while the dead boot unwinds (``finally``
blocks, ``with`` exits) are dropped, as they would be with no power.

Every slice assignment is an erase+write on the chip, so it is counted, and
so are the erases of each erase unit it touches (CircuitPython's nRF, SAMD
and ESP ports erase on every write).  A test can also tear the next write:
only the first bytes land, then the power goes.  Two models: ``bytes`` (the
rest of the NVM keeps its old contents) and ``erase`` (as flash does it:
the erase unit being written is wiped first, then rewritten in address
order up to the cut, so the rest of that unit reads 0xFF).

Wear: as CircuitPython's nRF port writes (ports/nordic common-hal
nvm/ByteArray.c), every slice assignment copies each 4 KB page it touches,
erases it and programs it again (``nrf_nvm_safe_flash_page_write``), so a
write of one byte costs a page erase; ``unit_erases`` counts them per unit.
``worn_after``: a unit erased that many times is worn out; its next erase
fails.  Without the SoftDevice (no BLE, this firmware) the port does not
check the erase (``nrfx_nvmc_page_erase`` returns nothing and the write
reports success): the page keeps its old bits and programming can only
clear bits, so the unit reads old AND new.  ``worn_raises`` models the
SoftDevice path instead (``sd_flash_page_erase`` fails: set_bytes returns
false, shared-bindings raises ``RuntimeError("Unable to write to nvm.")``).

``nvs_pages``: erase as the ESP32-S3 port does instead.  There
(ports/espressif common-hal nvm/ByteArray.c) every write, whatever its size,
is ``nvs_erase_all`` (entries marked erased: bitmap bits cleared, no flash
erase) and ``nvs_set_blob`` of the whole NVM.  ESP-IDF's NVS appends 32-byte
entries to 4 KB pages of 126 entries, a blob as chunks (a header entry and
its data entries, as many as the page has room for) and one index entry,
fills its pages in turn and erases a page when it comes back to it (all its
entries are erased ones: nothing to move).  ``unit_erases`` then counts
erases per NVS page.  A model of the entry arithmetic, not of NVS's code.
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
        self.tear_erases = False   # tear like flash: the touched erase unit is wiped first
        self.erase_unit = 4096     # flash erase unit (nRF52840 page; SAMD21 row: 256)
        self.unit_erases = {}      # erase unit index -> erases (every write erases what it touches)
        self.worn_after = None     # erases a unit survives (None: never wears out)
        self.worn_raises = False   # a worn unit raises (SoftDevice path) instead of writing garbage
        self.worn_units = set()    # units worn out whatever their count (tests)
        self.nvs_pages = 0         # ESP32-S3: pages of the NVS partition (0: page-erasing port)
        self.nvs_cursor = (0, 0)   # (page, entries used in it)
        self.nvs_used = set()      # pages written since they were erased
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                saved = f.read(size)
            self.data[:len(saved)] = saved

    def units(self, start, stop):
        unit = self.erase_unit or self.size
        return range(start // unit, (max(start, stop - 1)) // unit + 1)

    def count_erases(self, start, stop):
        for u in self.units(start, stop):
            self.unit_erases[u] = self.unit_erases.get(u, 0) + 1

    NVS_ENTRIES = 126              # 32-byte entries in a 4 KB NVS page

    def nvs_blob_erases(self):
        """Append one blob of the whole NVM to the NVS pages; count the
        erase of each page NVS comes back to."""
        page, used = self.nvs_cursor
        left = (self.size + 31) // 32             # data entries to place
        index = 1                                 # the blob index entry
        while left or index:
            if self.NVS_ENTRIES - used < (2 if left else 1):
                page, used = (page + 1) % self.nvs_pages, 0
                if page in self.nvs_used:
                    self.unit_erases[page] = self.unit_erases.get(page, 0) + 1
            self.nvs_used.add(page)
            if left:
                n = min(left, self.NVS_ENTRIES - used - 1)
                used += 1 + n                     # chunk header + data
                left -= n
            else:
                used += 1
                index = 0
        self.nvs_cursor = (page, used)

    def worn(self, start, stop):
        """Units among those a write to [start, stop) touches that are worn out."""
        limit = self.worn_after
        return [u for u in self.units(start, stop) if u in self.worn_units
                or (limit is not None and self.unit_erases.get(u, 0) >= limit)]

    def program_worn(self, start, value, worn):
        """A write whose erase failed in the ``worn`` units: there the flash
        keeps its old bits and the program step can only clear bits (old AND
        new); the other units it touches are written as usual."""
        unit = self.erase_unit or self.size
        for i, b in enumerate(value):
            a = start + i
            self.data[a] = (self.data[a] & b) if a // unit in worn else b

    def tear_in_unit(self, start, value, kept):
        """A cut ``kept`` bytes into writing ``value`` at ``start``: units
        written completely hold the new image; the unit where the cut falls
        was erased and holds the new image only up to the cut."""
        unit = self.erase_unit or self.size
        image = bytearray(self.data)
        image[start:start + len(value)] = value
        cut = start + kept
        for u in self.units(start, start + len(value)):
            lo, hi = u * unit, min(self.size, (u + 1) * unit)
            self.unit_erases[u] = self.unit_erases.get(u, 0) + 1
            if cut >= hi:
                self.data[lo:hi] = image[lo:hi]
                continue
            self.data[lo:hi] = b"\xff" * (hi - lo)
            self.data[lo:cut] = image[lo:cut]
            break

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
            # shared-bindings/nvm/ByteArray.c: only array, bytearray,
            # memoryview or bytes on the right side, of single bytes
            import array
            if not isinstance(value, (array.array, bytearray, memoryview, bytes)):
                raise NotImplementedError("array/bytes required on right side")
            view = memoryview(value)
            if len(view) * view.itemsize != stop - start:
                raise ValueError("Slice and value different lengths.")
            if view.itemsize != 1:
                raise ValueError("Array values should be single bytes.")
            value = bytes(view)
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
            if store.tear_erases:
                store.tear_in_unit(start, value, kept)
            else:
                store.data[start:start + kept] = value[:kept]
            store.writes += 1
            store.bytes_written += kept
            store.flush()
            self._boot.machine.power_cut("nvm_tear")
        worn = store.worn(start, stop)
        if worn and store.worn_raises:
            raise RuntimeError("Unable to write to nvm.")
        if store.nvs_pages:
            store.nvs_blob_erases()
        else:
            store.count_erases(start, stop)
        if worn:
            store.program_worn(start, value, worn)
        else:
            store.data[start:stop] = value
        store.writes += 1
        store.bytes_written += len(value)
        store.flush()

    def __iter__(self):
        return iter(bytes(self._store.data))

    def __repr__(self):
        return "<nvm.ByteArray %d bytes>" % self._store.size
