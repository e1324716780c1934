"""microcontroller.nvm: survives power cuts and (with a file) runs; counts
writes; drops writes made after the power went; can tear a write."""

import pytest
from fixtures.tiny import tiny_sim


def boot_counter(sim):
    return int.from_bytes(sim.nvm[0:4], "little")


def test_nvm_survives_resets_and_ram_does_not():
    with tiny_sim() as sim:
        assert sim.nvm[4:8] == b"\xff\xff\xff\xff"          # erased flash
        for n in range(1, 6):
            assert boot_counter(sim) == n
            assert sim.records[-1]["boot_count"] == n
            sim.reset()
        assert sim.nvm_writes == 6 and sim.machine.nvm.bytes_written == 24


def test_a_file_keeps_nvm_between_simulator_runs(tmp_path):
    path = str(tmp_path / "nvm.bin")
    with tiny_sim(nvm_file=path) as sim:
        sim.reset()
        assert boot_counter(sim) == 2
    with tiny_sim(nvm_file=path) as sim:
        assert boot_counter(sim) == 3
    assert len(open(path, "rb").read()) == 8192


def test_writes_while_the_dead_boot_unwinds_are_dropped():
    with tiny_sim(TINY_SAVE_ON_EXIT=1) as sim:
        sim.reset()
        assert sim.nvm[8] == 0xFF
        assert sim.machine.nvm.dropped_writes == 1


def test_a_torn_write_lands_partly_then_the_power_goes():
    with tiny_sim() as sim:
        sim.reset()                                   # boots: counter 2
        sim.tear_next_nvm_write(1)
        sim.reset()                                   # boot 3 writes 3, only 1 byte lands
        assert [b[1] for b in sim.boots] == ["power_on", "reset", "reset", "nvm_tear"]
        assert boot_counter(sim) == 4                 # boot 4 read 3 and wrote 4


def test_nvm_slices_behave_like_circuitpython():
    with tiny_sim() as sim:
        import microcontroller
        nvm = microcontroller.nvm
        assert len(nvm) == 8192
        nvm[10:13] = b"abc"
        assert nvm[10:13] == bytearray(b"abc") and nvm[11] == ord("b")
        assert nvm[-8192] == 1                        # the boot counter's low byte
        with pytest.raises(ValueError):
            nvm[0:4] = b"abc"
        with pytest.raises(NotImplementedError):
            nvm[0:8:2] = b"abcd"
        with pytest.raises(IndexError):
            nvm[8192]
        assert sim.nvm[10:13] == b"abc"


def test_nvm_slice_values_must_be_byte_buffers_as_in_c():
    # shared-bindings/nvm/ByteArray.c: the right side must be an array,
    # bytearray, memoryview or bytes (else NotImplementedError) of single
    # bytes (else ValueError).  A list or a tuple worked on the old fake and
    # would raise on a board.
    import array
    with tiny_sim() as sim:
        import microcontroller
        nvm = microcontroller.nvm
        for bad in ([1, 2, 3], (1, 2, 3), iter(b"abc")):
            with pytest.raises(NotImplementedError, match="array/bytes required"):
                nvm[20:23] = bad
        with pytest.raises(ValueError, match="single bytes"):
            nvm[20:24] = array.array("h", [1, 2])
        nvm[20:23] = memoryview(b"xyz")
        nvm[23:25] = array.array("B", [7, 8])
        nvm[25:26] = bytearray(b"!")
        assert sim.nvm[20:26] == b"xyz\x07\x08!"


# -- erases per erase unit, as CircuitPython's nRF port erases ------------------
def _nrf_nvm():
    from host_sim.hw.nvm import Nvm, NvmStore

    class Alive:
        alive = True
    store = NvmStore(8192)                  # two 4 KB pages, the default erase unit
    return store, Nvm(store, Alive())


def test_every_write_erases_each_page_it_touches_once():
    # ports/nordic common-hal nvm/ByteArray.c: set_bytes walks the pages of
    # the range; write_page copies the page, erases it and programs it again
    store, nvm = _nrf_nvm()
    nvm[5] = 1                               # one byte: its page
    assert store.unit_erases == {0: 1}
    nvm[100:200] = bytes(100)                # inside page 0 again
    assert store.unit_erases == {0: 2}
    nvm[4090:4100] = bytes(10)               # across the boundary: both pages
    assert store.unit_erases == {0: 3, 1: 1}
    nvm[8191] = 7                            # the last byte: page 1
    assert store.unit_erases == {0: 3, 1: 2} and store.writes == 4


def test_a_worn_page_keeps_old_bits_anded_with_the_new_and_reports_success():
    # nrfx_nvmc_page_erase is not checked (no SoftDevice): a failed erase
    # leaves the old bits, programming can only clear bits
    store, nvm = _nrf_nvm()
    nvm[0:2] = b"\x0f\xf0"
    nvm[4096:4098] = b"\x0f\xf0"
    store.worn_after = 1
    nvm[0:2] = b"\xff\x3c"                   # no exception: the port says nothing
    assert bytes(nvm[0:2]) == b"\x0f\x30"
    store.worn_after = None
    store.worn_units = {0}
    nvm[4096:4098] = b"\xf0\x0f"             # page 1 is fine
    assert bytes(nvm[4096:4098]) == b"\xf0\x0f"
    assert store.unit_erases == {0: 2, 1: 2}


def test_a_worn_page_on_the_softdevice_path_raises_as_circuitpython_does():
    store, nvm = _nrf_nvm()
    store.worn_units = {1}
    store.worn_raises = True
    with pytest.raises(RuntimeError, match="Unable to write to nvm."):
        nvm[5000] = 1
    nvm[5] = 1
    assert store.unit_erases == {0: 1}


# -- a cut at any instant of a write, as each port writes ----------------------
def test_a_cut_at_any_instant_of_a_page_write():
    # nRF52840: the page is erased (85 ms), then all its 1,024 words are
    # programmed in address order (41 us each), the unchanged ones too
    from host_sim.hw.nvm import NRF_ERASE_US, NRF_WORD_US, NvmStore
    store = NvmStore(8192)
    old = bytes(range(256)) * 16
    store.data[4096:8192] = old
    store.data[0:4] = b"keep"
    steps = store.plan(4096, b"\x00" * 40)
    assert steps == [("erase", NRF_ERASE_US, 1), ("program", 1024 * NRF_WORD_US, 1)]
    new = bytearray(old)
    new[0:40] = bytes(40)

    def cut(at):
        other = NvmStore(8192)
        other.data[:] = store.data
        assert other.write(4096, b"\x00" * 40, at) is (at < NRF_ERASE_US + 1024 * NRF_WORD_US)
        assert bytes(other.data[0:4]) == b"keep"            # the other page untouched
        assert other.unit_erases == {1: 1}
        return bytes(other.data[4096:])

    half = cut(NRF_ERASE_US // 2)                       # half erased: old bits, some set
    assert half != old and all(h | o == h for h, o in zip(half, old))
    assert cut(NRF_ERASE_US + 1 * NRF_WORD_US)[8:] == b"\xff" * (4096 - 8)
    k = 20                                              # 20 words programmed
    page = cut(NRF_ERASE_US + k * NRF_WORD_US)
    assert page[:4 * k] == new[:4 * k] and page[4 * k + 4:] == b"\xff" * (4096 - 4 * k - 4)
    assert cut(NRF_ERASE_US + 1024 * NRF_WORD_US) == bytes(new)


def test_an_esp32s3_write_cut_between_erase_and_index_reads_as_a_new_board():
    # nvs_erase_all, nvs_set_blob (chunks, then the index), nvs_commit: from
    # the first erase mark to the index the blob is gone and reads as zeros
    from host_sim.hw.nvm import NvmStore
    store = NvmStore(8192, nvs_pages=5)
    assert bytes(store.data) == bytes(8192)             # a new board's NVM
    assert store.loss_window_us() == 0                  # nothing to lose yet
    store.write(0, b"old!")
    while "erase" not in [k for k, _, _ in store.plan(0, b"new!")]:
        store.write(0, b"old!")                         # until NVS comes back to its pages
    steps = store.plan(0, b"new!")
    kinds = [k for k, _, _ in steps]
    assert kinds[0] == "mark" and kinds[-1] == "index" and "data" in kinds
    first = 0
    total = sum(us for _, us, _ in steps)
    window = store.loss_window_us()
    assert window == total and 90000 < window < 150000    # ~108 ms: page erases in it

    def cut(at):
        other = NvmStore(8192, nvs_pages=5)
        other.data[:] = store.data
        other.nvs_items = store.nvs_items
        other.nvs_cursor, other.nvs_used = store.nvs_cursor, set(store.nvs_used)
        other.write(0, b"new!", at)
        return bytes(other.data[:4]), bytes(other.data) == bytes(8192)

    assert cut(first) == (b"\x00" * 4, True)            # the first mark cut: already gone
    assert cut(total // 2) == (b"\x00" * 4, True)
    assert cut(total - 1) == (b"\x00" * 4, True)
    assert cut(total) == (b"new!", False)
    assert cut(None) == (b"new!", False)
