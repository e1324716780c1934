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
