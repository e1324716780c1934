"""The whole firmware on CircuitPython's own VM (CircuitPython 10.2.1's unix
port, tools/mpvm/cpvm.py): the runs play whole there as on the MicroPython
VM, with the live heap the MicroPython VM measures, and a soak plays every
game for hours on both nRF52840 profiles in the heap a board leaves.

The VM is not in the repository: GM_CP_UNIX, or
../shared/tools/circuitpython-unix/ beside it, or
/work/shared/tools/circuitpython-unix/.  Where it is missing these tests are
skipped with a warning (and fail under CI), as the other gates' tools are.
The soak is ``make test-slow``'s (slow); a short one runs here.
"""

import os
import stat

import pytest

from tests.gates._tools import need
from tools import mpvm, records
from tools.mpvm import cpvm, firmware_ram

pytestmark = pytest.mark.xdist_group("cp-vm")


def _need():
    need(cpvm.missing(), "CircuitPython VM gate (%s)" % cpvm.NAME,
         "the folder /work/shared/tools/circuitpython-unix/ (its README says how it is built), or %s" % cpvm.ENV)


def test_the_vm_is_found_by_its_variable_or_beside_the_repository_and_checked(tmp_path, monkeypatch):
    # CI clones the repository somewhere fresh on a machine with /work/shared
    assert cpvm.PLACES == (os.path.join(cpvm.ROOT, "..", "shared", "tools", "circuitpython-unix"),
                           "/work/shared/tools/circuitpython-unix")
    fake = tmp_path / cpvm.NAME
    fake.write_bytes(b"\x7fELF not the build")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv(cpvm.ENV, str(tmp_path))              # its folder
    assert cpvm.binary() == str(fake)
    monkeypatch.setenv(cpvm.ENV, str(fake))                  # or the file
    assert cpvm.binary() == str(fake)
    assert "not the build its README describes" in cpvm.missing()
    monkeypatch.setattr(cpvm, "PLACES", (str(tmp_path / "none"),))
    monkeypatch.setenv(cpvm.ENV, str(tmp_path / "gone"))
    assert cpvm.binary() is None and cpvm.ENV in cpvm.missing()


def test_the_pool_follows_circuitpython_10s_tables():
    # -X heapsize=137000: 132,800 B of blocks (micropython.mem_info's
    # total), the rest the collector's tables (4 bits a 16-byte block)
    assert cpvm._pool(137000) == 132800
    assert cpvm.soak_heap(46000) == 132000 + 46000 * 33 // 32 + 256


def test_the_firmware_plays_on_circuitpythons_own_vm_with_the_live_heap_the_micropython_vm_measures():
    # The Pipes run on the CLUE: whole on the CP VM, and its live heap
    # between ticks within 4 KB of the MicroPython VM's (the same code within
    # 1% module by module, the same C objects to the byte, the names pooled
    # as a board pools them; 2-4 KB more in every run:
    # docs/performance.md, "On CircuitPython's own VM")
    _need()
    need(mpvm.missing(), "firmware RAM gate (Node 20 + npm micropython-webassembly-pyscript)")
    cp = cpvm.figures_of("pipes", "clue", resume=False, smallest=False)["pipes"]
    mp = records.load("firmware_ram")           # the gate's run (tools/records.py), when fresh
    mp = mp["py"]["clue"]["pipes"] if mp else firmware_ram.measure_one("pipes", "clue", resume=False)["pipes"]
    assert "ERRORS 0" in cp["result"] and "UNDOS 1" in cp["result"], cp["result"]
    assert abs(cp["peak_live_bytes"] - mp["peak_live_bytes"]) < 4096, (cp, mp)
    assert abs(cp["after_boot_bytes"] - mp["after_boot_bytes"]) < 4096, (cp, mp)


def test_a_short_soak_changes_modes_and_games_restarts_and_stays_whole(monkeypatch):
    # the soak's player for a few simulated minutes a game, a mode change
    # every 3 minutes: power cuts, the firmware's own restarts (Flipop's
    # versus mode, each new game), undos, the menu; no MemoryError, no
    # error shown, no picture off
    _need()
    monkeypatch.setattr(cpvm, "MODE_EVERY_MS", 3 * 60000)
    monkeypatch.setattr(cpvm, "CUT_MS", (2 * 60000, 5 * 60000))
    out = cpvm.soak("cpb", hours=0.1, seed=3)
    assert min(out["hours"].values()) >= 0.1, out
    assert out["reloads"] >= 4 and out["cuts"] >= 4 and out["undos"] >= 4 and out["menus"] >= 8, out
    assert 0 < out["min_largest_free_bytes"] < cpvm.SOAK_HEAP, out


@pytest.mark.slow
@pytest.mark.parametrize("board", firmware_ram.PROFILES)
def test_every_run_plays_whole_on_circuitpythons_own_vm_in_the_heap_a_board_leaves(board):
    _need()
    folder = cpvm.Folder(drive=True)
    try:
        heap = cpvm.soak_heap(cpvm.harness_bytes(folder, board))
        for name in firmware_ram.RUNS:
            boots, again = cpvm._boots(name)
            done = cpvm._play(folder, boots, board, heap, False)
            assert len(done) == len(boots) and all(b.whole for b in done), (name, done[-1].summary())
            back = folder.run(dict(again, board=board), heap)
            assert back.whole, (name, back.summary())
    finally:
        folder.close()


@pytest.mark.slow
@pytest.mark.parametrize("board", firmware_ram.PROFILES)
def test_the_soak_plays_every_game_two_hours_in_the_heap_a_board_leaves(board):
    # every game SOAK_HOURS of simulated play (the menu, undos, power cuts,
    # the game and its modes changed in the menu) at -X heapsize=132000
    # (plus the stand-ins' own room): no MemoryError, no error, no picture
    # off; the smallest largest free block seen is the heap's fragmentation
    _need()
    out = cpvm.soak(board)
    print("soak %s: %s" % (board, out))
    assert min(out["hours"].values()) >= cpvm.SOAK_HOURS, out
    assert out["reloads"] >= 3 + 2 and out["cuts"] >= 10 and out["undos"] >= 50, out
    assert out["min_largest_free_bytes"] > 0, out


LANG_SOAK_HOURS = 0.5


@pytest.mark.slow
@pytest.mark.parametrize("board", firmware_ram.PROFILES)
def test_a_soak_in_russian_on_the_english_build_plays_whole(board):
    # issue 39: every game LANG_SOAK_HOURS in Russian on a board that kept
    # the English build (every letter spelt in Latin at every frame: the
    # longest texts, a new string a frame), the menu, power cuts, restarts;
    # no MemoryError, no error, no picture off.  (Its undos are not counted:
    # the harness counts the English "undone" notice.)
    _need()
    out = cpvm.soak(board, hours=LANG_SOAK_HOURS, seed=5, lang="ru", build="en_US")
    print("soak ru on en_US %s: %s" % (board, out))
    assert min(out["hours"].values()) >= LANG_SOAK_HOURS, out
    assert out["reloads"] >= 3 and out["cuts"] >= 4 and out["menus"] >= 8, out
    assert out["min_largest_free_bytes"] > 0, out


def test_circuitpythons_own_bitmaps_palettes_and_shapes_hold_what_the_stand_ins_hold(tmp_path):
    # the real C objects (CircuitPython 10.2.1's shared-module/displayio and
    # vectorio) against the sizes the MicroPython VM's stand-ins hold
    # (tools/mpvm/standins, tests/gates/test_standins_held.py): 40 of each
    import subprocess
    from tests.gates.test_standins_held import HELD
    _need()
    real = [e for e in HELD if "Palette" in e[0] or "Bitmap" in e[0] or "vectorio" in e[0]]
    script = tmp_path / "sizes.py"
    script.write_text(
        "import gc, displayio, vectorio\nBM = displayio.Bitmap(8, 8, 2)\nPAL = displayio.Palette(2)\n"
        "def m(make):\n    L = [None] * 40\n    gc.collect()\n    a = gc.mem_alloc()\n"
        "    for i in range(40):\n        L[i] = make()\n    gc.collect()\n    return (gc.mem_alloc() - a) / 40\n"
        + "".join("print(%r, m(lambda: %s))\n" % (expr, expr) for expr, _ in real))
    out = subprocess.run([cpvm.binary(), "-X", "heapsize=400000", str(script)], capture_output=True, text=True,
                         timeout=60)
    got = dict((line.rsplit(" ", 1)[0], float(line.rsplit(" ", 1)[1])) for line in out.stdout.splitlines())
    assert len(got) == len(real) >= 7, out.stdout + out.stderr
    for expr, c_bytes in real:
        assert abs(got[expr] - c_bytes) <= 2, (expr, got[expr], c_bytes)
