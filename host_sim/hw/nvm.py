"""``microcontroller.nvm``: flash bytes that survive power cuts.

:class:`NvmStore` belongs to the Machine and outlives boots (and, with a
backing file, simulator runs).  Each boot gets an :class:`Nvm` view; a power
cut kills the view so writes made while the dead boot unwinds (``finally``
blocks, ``with`` exits) are dropped, as they would be with no power.

Every slice assignment is one ``common_hal_nvm_bytearray_set_bytes`` of the
board's port, written as that port's C writes it (CircuitPython 9.2.9 and
10.2.1 alike; docs/fidelity.md cites the sources):

``"page"`` (nRF52840: CLUE, CPB; the default).  ports/nordic
    common-hal/nvm/ByteArray.c walks the 4 KB pages the range touches;
    ``write_page`` copies each page into a buffer, puts the new bytes in it
    and ``nrf_nvm_safe_flash_page_write`` (peripherals/nrf/nvm.c) erases the
    page (``nrfx_nvmc_page_erase``) and programs the whole buffer back
    (``nrfx_nvmc_bytes_write``), a page even when its bytes did not change.
    Steps: per page, an erase (``NRF_ERASE_US``, nRF52840 tERASEPAGE) then
    1,024 words programmed in address order (``NRF_WORD_US`` each, tWRITE).
    A cut during the erase leaves the page half erased (old bits with some
    set: garbage the records' CRC refuses); during the programming, the words
    before the cut hold the page's new image, the one being programmed some of
    its bits, the rest reads 0xFF.  The erase is never checked (no SoftDevice:
    ``nrfx_nvmc_page_erase`` returns nothing), hence ``worn_after`` below.
``"nvs"`` (ESP32-S3).  ports/espressif common-hal/nvm/ByteArray.c reads the
    whole blob, ``nvs_erase_all`` (every item of the "CPY" namespace marked
    erased, item by item), ``nvs_set_blob`` of all 8 KB and ``nvs_commit``.
    ESP-IDF's NVS (components/nvs_flash/src/nvs_storage.cpp, v5.3-v5.5)
    writes a blob as chunks (a header entry and its data entries, as many as
    the page has room for), then its index entry; a chunk without its index,
    or an index without all its chunks, is dropped when NVS loads
    (``eraseOrphanDataBlobs``, ``eraseMismatchedBlobIndexes``).  So from the
    first erase mark of ``nvs_erase_all`` until the new index entry is
    written the blob is gone, and ``get_bytes`` reads a missing blob as 8 KB
    of zeros: a cut in that window leaves the NVM reading as a new board's.
    Steps: the erase marks (a 4-byte state-bitmap word per 16 entries of each
    item), per chunk its header, data and state words, a page erase whenever
    NVS comes back to a used page (``PageManager::requestNewPage``), the
    index entry.  Durations: a SPI NOR flash of the 4 MB QSPI class,
    typical figures (``NOR_*``; the maxima are ~8x longer).  NVS appends
    32-byte entries to 4 KB pages of 126 entries over the partition's pages
    (5: 20 KB, ``partitions-4MB*.csv``) and erases a page only when it comes
    back to it, so ``unit_erases`` counts erases per NVS page.  A model of the
    entry arithmetic and of the order of NVS's writes, not of NVS's code.

A test can cut the power at any instant of the next write (``cut_at_us``,
µs into it: :meth:`NvmStore.plan` gives the steps and their length), or with
the older byte models ``tear_after`` (only the first bytes land; with
``tear_erases`` the erase unit is wiped first).  ``log`` (a list) records
every write with the store's state before it, so a test can replay any
write cut at any instant afterwards (:meth:`NvmStore.replay`).

Wear: ``unit_erases`` counts erases per erase unit (a cut erase counts too).
``worn_after``: a unit erased that many times is worn out; its next erase
fails and programming can only clear bits (old AND new), with no error, as
on the nRF port without the SoftDevice.  ``worn_raises`` models the
SoftDevice path instead (``sd_flash_page_erase`` fails: set_bytes returns
false, shared-bindings raises ``RuntimeError("Unable to write to nvm.")``).
"""

import os
import random

# nRF52840 Product Specification, NVMC: tERASEPAGE 85 ms, tWRITE 41 us (per word)
NRF_ERASE_US = 85000
NRF_WORD_US = 41
# ESP32-S3's SPI NOR flash (4 MB QSPI class, e.g. W25Q32JV, typical): a sector
# erase 45 ms, a page program 0.4 ms, a short program 30 us + 2.5 us a byte
NOR_ERASE_US = 45000
NOR_PAGE_US = 400
NOR_BYTE_US = (30, 2.5)
NVS_ENTRY = 32


def nor_program_us(n):
    """A program of ``n`` bytes inside one 256-byte flash page."""
    return min(NOR_PAGE_US, NOR_BYTE_US[0] + NOR_BYTE_US[1] * max(0, n - 1))


def nor_data_us(n):
    """``n`` bytes of entry data, written page piece by page piece."""
    us = 0
    while n > 0:
        k = min(256, n)
        us += nor_program_us(k)
        n -= k
    return us


class NvmStore:
    NVS_ENTRIES = 126              # 32-byte entries in a 4 KB NVS page

    def __init__(self, size=8192, path=None, nvs_pages=0):
        self.size = size
        self.path = path
        self.nvs_pages = nvs_pages # ESP32-S3: pages of the NVS partition (0: the page port)
        # erased flash reads 0xFF; the ESP32-S3's missing blob reads as zeros
        self.data = bytearray((b"\x00" if nvs_pages else b"\xff") * size)
        self.writes = 0            # write operations (each an erase+write)
        self.bytes_written = 0
        self.dropped_writes = 0    # attempted after a power cut
        self.tear_after = None     # bytes to keep of the next write, then cut
        self.tear_erases = False   # tear like flash: the touched erase unit is wiped first
        self.cut_at_us = None      # cut the power this many us into the next write
        self.erase_unit = 4096     # flash erase unit (nRF52840 page; SAMD21 row: 256)
        self.unit_erases = {}      # erase unit index -> erases (every write erases what it touches)
        self.worn_after = None     # erases a unit survives (None: never wears out)
        self.worn_raises = False   # a worn unit raises (SoftDevice path) instead of writing garbage
        self.worn_units = set()    # units worn out whatever their count (tests)
        self.nvs_cursor = (0, 0)   # (page, entries used in it)
        self.nvs_used = set()      # pages written since they were erased
        self.nvs_items = ()        # entries of each item of the blob in NVS (chunks, index)
        self.log = None            # a list: every write, with the state before it (tests)
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                saved = f.read(size)
            self.data[:len(saved)] = saved

    @classmethod
    def for_profile(cls, profile, path=None):
        """The NVM of a board profile: its size, and its port's writes
        (``nvm_wear``'s ``model`` "nvs": the ESP32-S3's; else pages of
        ``nvm_bytes / erase_units``, the nRF52840's 4 KB)."""
        size = profile.get("nvm_bytes", 8192)
        wear = profile.get("nvm_wear") or {}
        if wear.get("model") == "nvs":
            return cls(size, path, nvs_pages=wear["erase_units"])
        store = cls(size, path)
        if wear:
            store.erase_unit = size // wear["erase_units"]
        return store

    def units(self, start, stop):
        unit = self.erase_unit or self.size
        return range(start // unit, (max(start, stop - 1)) // unit + 1)

    def count_erases(self, start, stop):
        for u in self.units(start, stop):
            self._erased(u)

    def _erased(self, u):
        self.unit_erases[u] = self.unit_erases.get(u, 0) + 1

    # -- the steps of one write, as the port's C makes them -------------------
    def plan(self, start, value):
        """[(kind, us, unit)] of a write of ``value`` at ``start``: "erase"
        (unit: the page), "program" (the page's words), and on the ESP32-S3
        "mark" (an erase mark of nvs_erase_all), "meta" (an NVS header or
        state word), "data" (a chunk's data), "index" (the blob's index
        entry: the new blob exists once it is written)."""
        if self.nvs_pages:
            return self._nvs_plan()[0]
        unit = self.erase_unit or self.size
        steps = []
        for u in self.units(start, start + len(value)):
            words = (min(self.size, (u + 1) * unit) - u * unit + 3) // 4
            steps.append(("erase", NRF_ERASE_US, u))
            steps.append(("program", words * NRF_WORD_US, u))
        return steps

    def _nvs_plan(self):
        # The write's steps and the NVS state after it: (steps, cursor, used
        # pages, the new blob's item spans)
        steps = []
        mark = nor_program_us(4)
        for span in self.nvs_items:               # nvs_erase_all: the old blob's items
            for _ in range((2 * span + 31) // 32):
                steps.append(("mark", mark, None))
        page, used = self.nvs_cursor
        pages = set(self.nvs_used)
        left = (self.size + NVS_ENTRY - 1) // NVS_ENTRY  # data entries to place
        items = []
        index = 1                                 # the blob index entry
        while left or index:
            if self.NVS_ENTRIES - used < (2 if left else 1):
                steps.append(("meta", mark, None))          # the full page marked FULL
                page, used = (page + 1) % self.nvs_pages, 0
                if page in pages:
                    steps.append(("erase", NOR_ERASE_US, page))
                    pages.discard(page)
                steps.append(("meta", nor_program_us(NVS_ENTRY), None))   # its header
            pages.add(page)
            if left:
                n = min(left, self.NVS_ENTRIES - used - 1)
                steps.append(("meta", nor_program_us(NVS_ENTRY) + mark, None))   # chunk header
                steps.append(("data", nor_data_us(n * NVS_ENTRY), None))
                for _ in range((2 * n + 31) // 32):
                    steps.append(("meta", mark, None))      # its entries marked written
                used += 1 + n
                left -= n
                items.append(1 + n)
            else:
                steps.append(("index", nor_program_us(NVS_ENTRY) + mark, None))
                used += 1
                items.append(1)
                index = 0
        return steps, (page, used), pages, tuple(items)

    def nvs_blob_erases(self):
        """Append one blob of the whole NVM to the NVS pages; count the
        erase of each page NVS comes back to."""
        steps, self.nvs_cursor, self.nvs_used, self.nvs_items = self._nvs_plan()
        for kind, _, unit in steps:
            if kind == "erase":
                self._erased(unit)

    def loss_window_us(self, start=0, value=b"\x00"):
        """µs of the next write during which a cut leaves neither the old
        contents nor the new (ESP32-S3: from the first erase mark to the
        new index entry); 0 on the page port, where a cut spoils only the
        pages being written."""
        if not self.nvs_pages:
            return 0
        t = end = 0
        first = None
        for kind, us, _ in self.plan(start, value):
            if kind == "mark" and first is None:
                first = t
            t += us
            if kind == "index":
                end = t
        return 0 if first is None else end - first

    def write(self, start, value, at_us=None):
        """Write ``value`` at ``start`` as the port does; with ``at_us`` the
        power goes that many µs into the write (what flash holds then is
        kept).  Returns True when the write was cut."""
        if self.log is not None:
            self.log.append({"before": bytes(self.data), "state": self._state(),
                             "start": start, "value": bytes(value)})
        if self.nvs_pages:
            return self._nvs_write(start, value, at_us)
        image = bytearray(self.data)
        image[start:start + len(value)] = value
        worn = self.worn(start, start + len(value))
        unit = self.erase_unit or self.size
        t = 0
        for kind, us, u in self.plan(start, value):
            lo, hi = u * unit, min(self.size, (u + 1) * unit)
            frac = None if at_us is None or at_us >= t + us else (at_us - t) / us
            if kind == "erase":
                self._erased(u)
                if u not in worn:
                    if frac is None:
                        self.data[lo:hi] = b"\xff" * (hi - lo)
                    else:                     # half erased: some bits set
                        noise = random.Random(start * 1000003 + int(at_us))
                        for a in range(lo, hi):
                            self.data[a] |= noise.getrandbits(8) if noise.random() < frac else 0
            else:
                done = hi if frac is None else lo + 4 * int(frac * (hi - lo) / 4)
                if u in worn:           # programming only clears bits: old AND new
                    n = done - lo
                    self.data[lo:done] = (int.from_bytes(self.data[lo:done], "little")
                                          & int.from_bytes(image[lo:done], "little")).to_bytes(n, "little")
                else:
                    self.data[lo:done] = image[lo:done]
                if frac is not None and done < hi:    # the word being programmed
                    noise = random.Random(start * 1000003 + int(at_us) + 1)
                    for a in range(done, min(hi, done + 4)):
                        self.data[a] &= image[a] | noise.getrandbits(8)
            if frac is not None:
                return True
            t += us
        return False

    def _nvs_write(self, start, value, at_us):
        steps, cursor, used, items = self._nvs_plan()
        t = 0
        first = None
        for kind, us, unit in steps:
            if at_us is not None and at_us < t:
                break
            if kind == "erase":
                self._erased(unit)
            if first is None and kind == "mark":
                first = t
            t += us
        lost = first is not None and at_us is not None and first <= at_us
        if at_us is not None and at_us < t:
            # cut: before the first erase mark the old blob stands; after it
            # (before the index) the blob is gone and reads as zeros
            if lost:
                self.data[:] = bytes(self.size)
                self.nvs_cursor, self.nvs_used, self.nvs_items = cursor, used, ()
            return True
        blob = bytearray(self.data)
        blob[start:start + len(value)] = value
        self.data[:] = blob
        self.nvs_cursor, self.nvs_used, self.nvs_items = cursor, used, items
        return False

    def _state(self):
        return (self.nvs_cursor, frozenset(self.nvs_used), self.nvs_items,
                dict(self.unit_erases), set(self.worn_units), self.worn_after)

    def replay(self, entry, at_us=None):
        """What flash holds after ``entry`` (one of ``log``'s) is written
        again cut ``at_us`` µs in (None: whole); nothing here changes.
        Returns (bytes, the write's steps)."""
        other = NvmStore(self.size, None, self.nvs_pages)
        other.erase_unit = self.erase_unit
        other.data[:] = entry["before"]
        (other.nvs_cursor, used, other.nvs_items, erases, other.worn_units,
         other.worn_after) = entry["state"]
        other.nvs_used, other.unit_erases = set(used), dict(erases)
        steps = other.plan(entry["start"], entry["value"])
        other.write(entry["start"], entry["value"], at_us)
        return bytes(other.data), steps

    def worn(self, start, stop):
        """Units among those a write to [start, stop) touches that are worn out."""
        if self.nvs_pages:
            return []
        limit = self.worn_after
        return [u for u in self.units(start, stop) if u in self.worn_units
                or (limit is not None and self.unit_erases.get(u, 0) >= limit)]

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
            self._erased(u)
            if cut >= hi:
                self.data[lo:hi] = image[lo:hi]
                continue
            self.data[lo:hi] = b"\xff" * (hi - lo)
            self.data[lo:cut] = image[lo:cut]
            break

    def flush(self):
        if self.path:
            tmp = self.path + ".tmp"
            try:
                with open(tmp, "wb") as f:
                    f.write(self.data)
                os.replace(tmp, self.path)
            except OSError as e:
                if os.path.exists(tmp):
                    os.remove(tmp)
                raise OSError(e.errno, e.strerror, self.path) from None


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
            self._flush()
            self._boot.machine.power_cut("nvm_tear")
        if store.worn(start, stop) and store.worn_raises:
            raise RuntimeError("Unable to write to nvm.")
        cut, store.cut_at_us = store.cut_at_us, None
        store.write(start, value, cut)
        store.writes += 1
        store.bytes_written += len(value)
        self._flush()
        if cut is not None:
            self._boot.machine.power_cut("nvm_cut")

    def _flush(self):
        # the simulator's own file (--nvm): a host failure, not the board's
        try:
            self._store.flush()
        except OSError as e:
            self._boot.machine.host_failed(e)

    def __iter__(self):
        return iter(bytes(self._store.data))

    def __repr__(self):
        return "<nvm.ByteArray %d bytes>" % self._store.size
