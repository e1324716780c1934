"""The firmware knows its heap (gmfw/heap.py): with a small fake heap in the
simulator (``gc.mem_free``, which CPython lacks, patched in), it says so in
one line and shows the game without pictures instead of meeting a MemoryError."""

import gc
import os
import sys

from host_sim.runner import Simulator

from test_reliability_nvmstore import last

FIRMWARE = os.path.join(os.path.dirname(__file__), "..", "..", "firmware")


def fw(module):
    return sys.modules[module]


def hints(sim):
    return [r["hint"] for r in sim.records if r.get("hint")]


def test_a_game_the_heap_cannot_take_beside_pictures_starts_without_them(monkeypatch, capsys):
    monkeypatch.setattr(gc, "mem_free", lambda: 20 * 1024, raising=False)
    with Simulator(game="golems", seed=3, boot_mode="play",
                   extra_settings={"GOLEMS_PLAYERS": 3}) as sim:
        sim.wait(4)
        assert "game-master ready: host_sim mem_free 20480" in capsys.readouterr().out
        assert "low memory (20 KB free): pictures off" in hints(sim)
        assert sim.crashes == [] and last(sim)["errors"] == []
        assert fw("gmfw.telemetry").degraded is True
        assert "gmfw.art_rolls" not in sys.modules and "gmfw.art_golems" not in sys.modules
        rolls = [r for r in sim.records if r["phase"] == "roll" and r["art"] == "rolls"]
        screen = [o for o in gc.get_objects() if type(o).__name__ == "Screen"
                  and type(o).__module__ == "gmfw.screen"][-1]
        assert rolls and screen.arts == {}
        # the rolls in words in the picture's place
        assert screen.big.text == " ".join(p[1] for p in rolls[-1]["big"])
        sim.press()                            # the game goes on
        sim.wait(2)
        assert last(sim)["phase"] == "program" and sim.crashes == []


def test_a_picture_the_heap_cannot_take_is_shown_in_words(monkeypatch):
    free = [1 << 20]
    monkeypatch.setattr(gc, "mem_free", lambda: free[0], raising=False)
    with Simulator(game="pipes", seed=5, boot_mode="play") as sim:
        sim.wait(2)
        assert "gmfw.art_pipe" in sys.modules and fw("gmfw.telemetry").degraded is False
        # a picture whose module is compiled again when it comes back (the
        # pipe's stays loaded: the next test)
        monkeypatch.setattr(fw("gmfw.art_pipe"), "RESIDENT", False)
        free[0] = 9 * 1024                     # the heap runs short during play
        sim.hold(4.5)                          # the menu (text: the pipe's picture is dropped)
        sim.hold(1.2)                          # its first entry: resume
        sim.wait(3)
        row = last(sim)
        assert row["phase"] == "turn" and sim.crashes == [] and row["errors"] == []
        assert "low memory (9 KB free): a picture off" in hints(sim)
        assert "gmfw.art_pipe" not in sys.modules
        screen = [o for o in gc.get_objects() if type(o).__name__ == "Screen"
                  and type(o).__module__ == "gmfw.screen"][-1]
        assert screen.arts == {} and screen.big.text == row["big"].replace("_", " ")


def test_a_resident_picture_keeps_its_code_off_screen_and_comes_back_without_a_compile(monkeypatch):
    # gmfw/art_pipe.py RESIDENT: compiling it again at each turn took more
    # heap than its code; its shapes still leave with it
    free = [1 << 20]
    monkeypatch.setattr(gc, "mem_free", lambda: free[0], raising=False)
    with Simulator(game="pipes", seed=5, boot_mode="play") as sim:
        sim.wait(2)
        module = fw("gmfw.art_pipe")
        screen = [o for o in gc.get_objects() if type(o).__name__ == "Screen"
                  and type(o).__module__ == "gmfw.screen"][-1]
        assert "pipe" in screen.arts
        sim.hold(4.5)                          # the menu: no picture on screen
        assert screen.arts == {} and fw("gmfw.art_pipe") is module
        free[0] = 9 * 1024                     # short of a compile, not of the shapes
        sim.hold(1.2)                          # resume
        sim.wait(3)
        row = last(sim)
        assert row["phase"] == "turn" and sim.crashes == [] and row["errors"] == []
        assert fw("gmfw.art_pipe") is module and screen.arts["pipe"][0] is module
        assert not any("low memory" in h for h in hints(sim))


def test_a_resident_picture_coming_back_loads_no_heap_check(monkeypatch):
    # nothing compiles for it, so gmfw.heap (dropped after each check) is
    # not compiled again either: after the menu the pipe comes back as is
    import builtins
    real = builtins.__import__
    checks = []

    def spy(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "gmfw.heap" or (name == "gmfw" and fromlist and "heap" in fromlist):
            checks.append(name)
        return real(name, globals, locals, fromlist, level)

    with Simulator(game="pipes", seed=5, boot_mode="play") as sim:
        sim.wait(2)
        assert "gmfw.art_pipe" in sys.modules and "gmfw.heap" not in sys.modules
        sim.hold(4.5)                          # the menu: no picture on screen
        monkeypatch.setattr(builtins, "__import__", spy)
        sim.hold(1.2)                          # resume: the pipe again
        sim.wait(3)
        monkeypatch.setattr(builtins, "__import__", real)
        assert last(sim)["phase"] == "turn" and last(sim)["art"] == "pipe" and sim.crashes == []
        assert checks == []


def test_need_reads_the_module_file_and_what_is_loaded_needs_nothing():
    sys.path.insert(0, os.path.abspath(FIRMWARE))
    try:
        from gmfw import heap
        size = os.path.getsize(os.path.join(FIRMWARE, "gmfw", "art_pipe.py"))
        was = sys.modules.pop("gmfw.art_pipe", None)
        try:
            assert heap.need("gmfw.art_pipe") == heap.PY_PER_BYTE * size + heap.PY_FLOOR
        finally:
            if was is not None:
                sys.modules["gmfw.art_pipe"] = was
        assert heap.need("gmfw.heap") == 0                  # loaded already
        assert heap.need("gmfw.no_such_module") == 0
    finally:
        sys.path.remove(os.path.abspath(FIRMWARE))


def test_the_largest_compiles_come_first_at_boot():
    # gmfw/boot.py load_code: the game's module, the app and the screen are
    # compiled before the hardware, the display and the drivers take heap
    # (their compile needs several times their code: tools/mpvm/firmware_ram.py),
    # on the CLUE's profile, whose ring driver is gmfw.ringout's
    with Simulator(game="golems", seed=3, boot_mode="play", board="clue") as sim:
        sim.wait(1)
        assert sim.crashes == []
        order = [m for m in sys.modules if m.startswith(("gmfw.", "gamemaster."))]
        first = [order.index(m) for m in ("gamemaster.golems.master", "gamemaster.app", "gmfw.screen",
                                          "gmfw.hardware", "gmfw.ringout", "gmfw.sound")]
        assert first == sorted(first), order


def test_the_modules_compiled_early_are_ones_the_game_imports_and_keeps():
    # gmfw/boot.py KEPT: compiling them at boot only moves their compile;
    # each exists and its game's module imports it
    from gamemaster import registry
    from tools.mpvm import firmware_ram
    lib = os.path.join(os.path.dirname(__file__), "..", "..", "lib")
    for game_id in registry.ids():
        module = registry.module(game_id)
        with open(os.path.join(lib, *module.split(".")) + ".py") as f:
            source = f.read()
        package = os.path.join(lib, *module.split(".")[:-1])
        views = "".join(open(os.path.join(package, f)).read() for f in sorted(os.listdir(package))
                        if f.endswith(".py"))
        # (every mode's: the settings that choose each of MODE_KEPT's modes)
        kept = firmware_ram._boot_table("KEPT").get(game_id, ())
        mode = firmware_ram._mode_kept(game_id)
        for value in (mode[1] if mode else ()):
            more = firmware_ram._kept(game_id, '%s = "%s"\n' % (mode[0], value))
            assert more == kept + mode[2], (game_id, value)
        kept += mode[2] if mode else ()
        for name in kept:
            if name.startswith("gmfw.art_"):
                # a picture: resident, and one the game's views show
                sys.path.insert(0, os.path.abspath(FIRMWARE))
                try:
                    art = __import__(name, None, None, ("Art",))
                finally:
                    sys.path.remove(os.path.abspath(FIRMWARE))
                if not hasattr(art, "Art"):
                    # a picture's helper: a kept picture imports it (and keeps it)
                    assert any("from %s import" % name in open(
                        os.path.join(FIRMWARE, *k.split(".")) + ".py").read()
                        for k in kept if k != name and k.startswith("gmfw.art_")), name
                    continue
                assert art.RESIDENT is True, name
                assert 'v.art = ("%s"' % name[len("gmfw.art_"):] in views, (game_id, name)
                continue
            assert name.startswith(module[:module.rindex(".") + 1]), name
            assert os.path.isfile(os.path.join(lib, *name.split(".")) + ".py"), name
            # the game's module imports it, or (a mode's) a module of its package does
            package, short = name.rsplit(".", 1)
            assert "from %s import" % name in source or (
                "from %s import %s" % (package, short) in views or
                "from %s import" % name in views), (module, name)
    assert firmware_ram._kept("pipes") and firmware_ram._kept("golems", 'GOLEMS_VARIANT = "siege"\n')
    # the dice only where the variant rolls them (not the autonomous golems')
    assert "gmfw.art_rolls" not in firmware_ram._kept("golems", 'GOLEMS_VARIANT = "autonomous"\n')
    assert firmware_ram._kept("flipop", 'FLIPOP_MODE = "versus"\n') != firmware_ram._kept("flipop")


def test_code_for_one_moment_is_not_held_through_play():
    # the boot's code, the NVM's reading, the app's boot and new-game code
    # and the heap check are dropped once they are done, and the snapshot
    # packer (gamemaster.binary, Golem Battle's) is never loaded: a board
    # holds none of them through Pipes' play
    with Simulator(game="pipes", seed=5, boot_mode="resume") as sim:
        sim.wait(2)
        sim.press()                            # a turn: the pipe's picture (the heap checked), a save
        sim.wait(2)
        assert sim.crashes == [] and last(sim)["phase"] == "turn" and last(sim)["art"] == "pipe"
        assert "gmfw.art_pipe" in sys.modules and sim.records
        for name in ("gmfw.boot", "gmfw.nvmread", "gamemaster.app_boot", "gamemaster.snapshot_read",
                     "gmfw.heap", "gamemaster.binary"):
            assert name not in sys.modules, name
