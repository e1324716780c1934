"""Issue 15, item 1 through the real firmware: battles read from the drive
end as ``golems battle`` ends them (the unit test
tests/host/test_golems_same_result.py drives the game-master itself; this
one runs code.py in the simulator with the files on its drive)."""

import io
import os
import re
import shutil

from host_sim import cli_golems
from host_sim.runner import Simulator

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "examples", "golems")

CASES = (
    ("field.txt", "E?(X,L) F 2(F) X", "F E?(X,R) 3(F) A?(D,X)"),   # the examples p1, p2
    ("siege.txt", "3(F) F F R", "S D S D"),                       # the siege
    ("siege.txt", "S S D S", "S D S S"),                           # Blue holds out
)


def host_result(tmp_path, field, red, blue):
    (tmp_path / "red.txt").write_text(red + "\n")
    (tmp_path / "blue.txt").write_text(blue + "\n")
    out = io.StringIO()
    assert cli_golems.main(["battle", os.path.join(EXAMPLES, field),
                            str(tmp_path / "red.txt"), str(tmp_path / "blue.txt")], out) == 0
    m = re.search(r"^result: (\w+) (wins|captures the castle) \(round (\d+), row (\d+)",
                  out.getvalue(), re.M)
    return m.group(1) + " wins", int(m.group(3))


def device_result(tmp_path, field, red, blue):
    drive = tmp_path / "drive"
    os.makedirs(str(drive / "golems"))
    shutil.copy(os.path.join(EXAMPLES, field), str(drive / "golems" / "field.txt"))
    (drive / "golems" / "p1.txt").write_text(red + "\n")
    (drive / "golems" / "p2.txt").write_text(blue + "\n")
    with Simulator(game="golems", seed=5, drive=str(drive),
                   extra_settings={"GOLEMS_VARIANT": "autonomous"}) as sim:
        sim.wait(0.5)
        for _ in range(60):
            if sim.records[-1]["phase"] == "game_over":
                break
            sim.press()
            sim.wait(0.3)
        rec = sim.records[-1]
        assert rec["phase"] == "game_over" and sim.crashes == []
        assert rec["title"] == "Winner"
        return rec["big"] + " wins", rec["round"]


def test_drive_battles_end_on_the_device_as_on_the_host(tmp_path):
    for k, (field, red, blue) in enumerate(CASES):
        sub = tmp_path / str(k)
        os.makedirs(str(sub))
        host = host_result(sub, field, red, blue)
        assert device_result(sub, field, red, blue) == host, (field, red, blue)
    # the case, worked out by hand in tests/host/test_golems_same_result.py
    assert host_result(tmp_path / "1", *CASES[1]) == ("Red wins", 2)


def _setup_screen(tmp_path, files, boot_mode="play"):
    drive = tmp_path / "drive"
    os.makedirs(str(drive / "golems"))
    for name, data in files.items():
        (drive / "golems" / name).write_bytes(data)
    with Simulator(seed=5, drive=str(drive), boot_mode=boot_mode,
                   extra_settings={"GM_GAME": "golems", "GOLEMS_VARIANT": "autonomous"}) as sim:
        sim.wait(0.5)
        assert sim.crashes == []
        return sim.records[-1]


def test_drive_files_saved_on_windows_play_and_unreadable_ones_are_named(tmp_path):
    # a field and programs with a byte-order mark and CRLF (what Windows
    # editors write) play the battle; a field that is not UTF-8 text is named
    # on the setup screen with what is wrong, not taken for "no field" (a
    # hand-played game)
    def windows(path):
        text = open(path, encoding="utf-8").read().replace("\n", "\r\n")
        return b"\xef\xbb\xbf" + text.encode("utf-8")

    fine = _setup_screen(tmp_path / "a", {
        "field.txt": windows(os.path.join(EXAMPLES, "field.txt")),
        "p1.txt": windows(os.path.join(EXAMPLES, "p1.txt")),
        "p2.txt": windows(os.path.join(EXAMPLES, "p2.txt"))})
    shown = " ".join([fine.get("title") or ""] + list(fine.get("lines") or []))
    assert shown.startswith("Round 1: row 1 Red: ") and "Blue: " in shown, fine   # it plays
    cp1250 = "; pole\n. . o\n; zażółć\n".encode("cp1250")       # a Polish Windows editor
    bad = _setup_screen(tmp_path / "b", {"field.txt": cp1250}, "new")     # the setup screen
    assert "golems/field.txt: not UTF-8 text (byte 0xbf at offset 17)" in bad["lines"], bad
