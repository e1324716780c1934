"""The two-slot NVM store: torn writes keep the last good save, garbage is a
fresh start with a one-line message, 256-byte NVM fits (issue 5).

First on a plain bytearray (every tear point of a record, both tear models),
then on the real firmware in the simulator.  The helpers at the top are
shared by the other ``test_reliability_*`` files.
"""

import importlib.util
import os
import random
import sys

import pytest

from gamemaster.app import App
from gamemaster.settings import Settings
from gamemaster.snapshot import frame
from host_sim.runner import FIRMWARE_DIR, Simulator


def _load(name, nvmstore=None):
    # by path: the firmware folder is not on the test process's sys.path;
    # gmfw.nvmread imports gmfw.nvmstore, which is given the one loaded here
    import sys
    spec = importlib.util.spec_from_file_location(
        "reliability_" + name, os.path.join(FIRMWARE_DIR, "gmfw", name + ".py"))
    module = importlib.util.module_from_spec(spec)
    saved = sys.modules.get("gmfw.nvmstore")
    if nvmstore is not None:
        sys.modules["gmfw.nvmstore"] = nvmstore
    try:
        spec.loader.exec_module(module)
    finally:
        if nvmstore is not None:
            if saved is None:
                del sys.modules["gmfw.nvmstore"]
            else:
                sys.modules["gmfw.nvmstore"] = saved
    return module


nvmstore = _load("nvmstore")
nvmread = _load("nvmread", nvmstore)       # reading at boot, the same slots


def record_size(data):
    # bytes one slot needs for ``data``: the frame and the slot's seq
    return nvmstore.OVERHEAD + 2 + len(data)


# -- helpers shared by the reliability tests -----------------------------------
def last(sim):
    return sim.records[-1]


def resets_of(sim, reason="reset"):
    return sum(1 for b in sim.boots if b[1] == reason)


def reference_elements(seed, turns, draw="uniform"):
    """turn -> element of an uninterrupted Pipes game with this seed."""
    app = App(Settings.from_toml('GM_SEED = %d\nPIPES_DRAW = "%s"\nGM_BOOT = "play"\n'
                                 % (seed, draw)))
    app.boot(0)
    out = {}
    while app.game.turn <= turns:
        if app.game.phase == "turn":
            out[app.game.turn] = app.game.view(0).art[1]
        app.game.press(0)
    return out


# -- the store on a bytearray --------------------------------------------------
def snap(n, size=40):
    """A framed app-level snapshot standing for save number ``n``."""
    return frame(bytes([n & 0xFF]) * size)


def test_saves_alternate_between_the_slots_and_the_newest_wins():
    nvm = bytearray(b"\xff" * 8192)
    assert nvmread.read(nvm) == (None, None)           # blank: no problem to report
    for n in range(1, 6):
        assert nvmstore.write(nvm, snap(n))
        assert nvmread.read(nvm) == (snap(n), None)
        good = nvmstore.scan(nvm)
        assert [g[1] for g in good] == ([n - 1, n - 2] if n > 1 else [0])
        assert good[0][0] == (n - 1) % 2                  # slot A, B, A, ...
    assert not nvmstore.write(nvm, snap(5))              # same bytes: no flash write
    assert nvm[4096:4098] == b"GS" and nvm[0:2] == b"GS" and nvm[-1] == 0xFF


def test_sequence_numbers_wrap():
    nvm = bytearray(b"\xff" * 256)
    nvmstore.write(nvm, snap(1))
    start, _ = nvmstore.slot_spans(256)[0]
    # pretend slot A holds seq 0xFFFF: the next save (seq 0) must still win
    rec = frame(b"\xff\xff" + snap(1), nvmstore.SLOT_MAGIC)
    nvm[start:start + len(rec)] = rec
    nvmstore.write(nvm, snap(2))
    assert nvmread.read(nvm)[0] == snap(2)
    assert [g[1] for g in nvmstore.scan(nvm)] == [0, 0xFFFF]


def _tear(nvm, data, keep, erase_unit=None):
    """Write ``data`` through the store but land only ``keep`` bytes: the
    byte model (rest unchanged) or the flash model (the erase unit being
    written is wiped, then rewritten in address order up to the cut)."""
    class Torn(Exception):
        pass

    class TornNvm(bytearray):
        def __setitem__(self, index, value):
            if not isinstance(index, slice):
                return bytearray.__setitem__(self, index, value)
            start = index.start
            image = bytearray(self)
            image[start:start + len(value)] = value
            cut = start + keep
            if erase_unit is None:
                bytearray.__setitem__(self, slice(start, cut), value[:keep])
            else:
                lo = start // erase_unit * erase_unit
                hi = lo + erase_unit
                if cut < hi:
                    bytearray.__setitem__(self, slice(lo, hi), b"\xff" * erase_unit)
                    bytearray.__setitem__(self, slice(lo, cut), image[lo:cut])
                else:
                    bytearray.__setitem__(self, slice(lo, hi), image[lo:hi])
            raise Torn()

    t = TornNvm(nvm)
    with pytest.raises(Torn):
        nvmstore.write(t, data)
    return bytearray(t)


@pytest.mark.parametrize("size,unit", [(8192, None), (8192, 4096), (256, None)])
def test_a_torn_write_at_any_byte_keeps_the_previous_save(size, unit):
    for saves in (1, 2, 3):
        nvm = bytearray(b"\xff" * size)
        for n in range(1, saves + 1):
            nvmstore.write(nvm, snap(n))
        record = record_size(snap(9))
        for keep in range(record):
            torn = _tear(nvm, snap(9), keep, unit)
            got, problem = nvmread.read(torn)
            assert got == snap(saves), (saves, keep)
            # the spoilt slot is named at boot (a lone first save's partner
            # was never written: blank is no loss)
            both = len(nvmstore.scan(torn)) == 2
            blank = all(b in (0, 0xFF) for b in bytes(torn[size // 2:size // 2 + 5]))
            assert problem == (None if both or (saves == 1 and blank) else nvmread.LOST), (
                saves, keep, problem)
            # and the store goes on: the next save lands and wins
            nvmstore.write(torn, snap(10))
            assert nvmread.read(torn)[0] == snap(10)


def test_one_erase_unit_nvm_torn_during_erase_is_a_fresh_start_never_a_crash():
    # SAMD21: the 256-byte NVM is one flash row, so a cut while writing slot A
    # erases slot B too.  Boot must then see "no good snapshot", with a reason.
    outcomes = set()
    for saves in (2, 3):
        nvm = bytearray(b"\xff" * 256)
        for n in range(1, saves + 1):
            nvmstore.write(nvm, snap(n))
        for keep in range(record_size(snap(9))):
            got, problem = nvmread.read(_tear(nvm, snap(9), keep, erase_unit=256))
            if got is None:
                outcomes.add("fresh")
            else:
                assert got == snap(saves)
                outcomes.add("previous")
    assert outcomes == {"fresh", "previous"}


def test_garbage_never_raises_and_names_the_problem():
    r = random.Random(3)
    for size in (256, 8192):
        for _ in range(300):
            nvm = bytearray(r.getrandbits(8) for _ in range(size))
            if r.random() < 0.5:
                nvm[0:2] = b"GS"
            if r.random() < 0.3:
                nvm[size // 2:size // 2 + 2] = b"GS"
            got, problem = nvmread.read(nvm)
            assert got is None and problem and "\n" not in problem
    zeros = bytearray(256)
    assert nvmread.read(zeros) == (None, None)
    # the reader that named the problems is dropped again (a board holds
    # none of it once it has booted)
    assert "gamemaster.snapshot_read" not in sys.modules


def test_an_old_single_slot_snapshot_is_still_read():
    nvm = bytearray(b"\xff" * 8192)
    nvm[0:len(snap(4))] = snap(4)
    assert nvmread.read(nvm) == (snap(4), None)
    nvmstore.write(nvm, snap(5))
    assert nvmread.read(nvm)[0] == snap(5)


def test_pipes_and_golems_snapshots_fit_a_256_byte_nvm():
    half = nvmstore.slot_spans(256)[0][1]
    for text in ('GM_GAME = "pipes"\nPIPES_DRAW = "bag"\nGM_TURN_SECONDS = 90\n',
                 'GM_GAME = "golems"\nGOLEMS_PLAYERS = 4\nGOLEMS_FIELD = 6\n'):
        app = App(Settings.from_toml('GM_BOOT = "play"\n' + text))
        app.boot(0)
        for key in ("GM_SOUND", "GM_BRIGHTNESS", "GM_RESUME"):
            app.settings.cycle(key)
        for _ in range(5):
            app.game.press(0)
            assert record_size(app.snapshot(0)) <= 127 - 0 < half


# -- the store under the real firmware -----------------------------------------
def _torn_press(sim, keep, erase):
    """Press with the save it causes torn; returns the view before it."""
    before = last(sim)
    sim.tear_next_nvm_write(keep, erase=erase)
    sim.press()
    sim.wait(0.3)
    return before


@pytest.mark.parametrize("erase", [False, True])
def test_firmware_resumes_the_previous_save_after_a_torn_write(erase):
    r = random.Random(8 + erase)
    with Simulator(game="pipes", seed=8, boot_mode="resume",
                   extra_settings={"GM_CHECKPOINT_SECONDS": 0}) as sim:
        sim.press()
        for i in range(25):
            sim.wait(r.choice((0.5, 2.0)))
            if r.random() < 0.5:
                sim.press()
                continue
            before = _torn_press(sim, r.randint(0, 45), erase)   # records are ~60 B
            assert sim.boots[-1][1] == "nvm_tear"
            after = last(sim)
            # the tap's save was torn: the turn shown before it comes back
            for k in ("phase", "turn", "element", "water_round"):
                assert after[k] == before[k], (k, before, after)
        assert resets_of(sim, "nvm_tear") >= 8 and sim.crashes == []


def test_256_byte_nvm_with_one_erase_row_never_crashes():
    fresh = previous = 0
    with Simulator(game="pipes", seed=9, boot_mode="resume", nvm_size=256,
                   nvm_erase_unit=256, extra_settings={"GM_CHECKPOINT_SECONDS": 0}) as sim:
        sim.press()
        for keep in range(0, 44, 2):          # records are ~46 B: every cut is inside one
            sim.wait(1)
            if keep % 4:
                sim.press()                   # so the torn save goes to the other slot
                sim.wait(0.5)
            before = _torn_press(sim, keep, True)
            after = last(sim)
            if (after["turn"], after["element"]) == (before["turn"], before["element"]):
                previous += 1
            else:
                fresh += 1
                assert after["phase"] == "ready"
                # a cut at byte 0 leaves the row erased: a blank NVM, nothing to report
                assert keep == 0 or "new game" in after["hint"], (keep, after["hint"])
                sim.press()
        assert sim.crashes == []
    assert previous and fresh


@pytest.mark.parametrize("junk", [b"\x00\x01\x02garbage" * 40, b"GS\x01\x20\x00" + b"\x55" * 200,
                                  frame(b"\x00\x00" + frame(b"\x09\x00\x00\x00\x00\x00"),
                                        nvmstore.SLOT_MAGIC),
                                  frame(b"\x00\x00" + b"GM\x07\x00\x00\x00\x00",
                                        nvmstore.SLOT_MAGIC)])
def test_corrupt_or_foreign_nvm_is_a_fresh_start_with_one_line(junk):
    with Simulator(game="pipes", seed=2, boot_mode="resume", start=False) as sim:
        sim.machine.nvm.data[0:len(junk)] = junk
        sim.start()
        row = last(sim)
        assert row["phase"] == "ready" and sim.crashes == []
        assert "new game" in row["hint"] and "\n" not in row["hint"], row["hint"]
        sim.press()
        sim.wait(0.5)
        assert last(sim)["phase"] == "turn"
