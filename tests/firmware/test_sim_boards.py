"""``python -m host_sim run --board NAME``: the firmware on any profile in
boards/, with that board's screen size and rotation, ring, button wiring,
speaker pins, NVM size and label drawing, headless and in the window."""

import json
import os
import shutil
import subprocess
import sys
import time

import pytest
from PIL import Image, ImageChops

from host_sim import runner
from host_sim.runner import Simulator
from host_sim.window import Layout

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAMES = runner.board_names()


@pytest.mark.parametrize("name", NAMES)
def test_each_profile_runs_with_its_screen_ring_button_and_labels(name):
    profile = runner.board_profile(name)
    disp, ring = profile["display"], profile["ring"]
    with Simulator(board=name, game="pipes", seed=3) as sim:
        sim.wait(1)
        assert sim.telemetry()["errors"] == []                  # every part found its pins
        assert sim.display_image().size == (disp["width"], disp["height"])
        assert len(sim.ring) == ring["count"]
        assert len(sim.nvm) == profile.get("nvm_bytes", 8192)
        one_bitmap = disp.get("labels") == "one_bitmap"
        assert ("gmfw.textlabel" in sys.modules) == one_bitmap
        turn = sim.records[-1]["turn"]
        sim.press()                                             # the profile's button pin
        sim.wait(0.5)
        assert sim.records[-1]["turn"] == turn + 1
        assert sim.crashes == []


def _picture(name):
    with Simulator(board=name, game="pipes", seed=3) as sim:
        sim.wait(1)
        return sim.display_image()


def test_the_tft_gizmo_drawn_upside_down_is_shown_upright():
    # the CPB's Gizmo panel is driven at rotation 180; what its viewer sees
    # is the CLUE's picture (same size, same one-bitmap labels, rotation 0)
    clue, cpb = _picture("clue"), _picture("cpb_tft_gizmo")
    assert ImageChops.difference(clue, cpb).getbbox() is None
    assert ImageChops.difference(clue, clue.rotate(180)).getbbox() is not None


def test_the_command_line_takes_a_board(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("wait 1\npress\nwait 1\n")
    rec = tmp_path / "r.jsonl"
    assert runner.main(["--headless", "--board", "cpb_tft_gizmo", "--game", "pipes", "--seed", "3",
                        "--script", str(script), "--record", str(rec)]) == 0
    rows = [json.loads(line) for line in rec.read_text().splitlines()]
    assert {len(r["ring"]) for r in rows if r.get("ring")} == {10}
    assert rows[-1]["turn"] == 2 and rows[-1]["errors"] == []
    with pytest.raises(SystemExit) as stop:
        runner.main(["--headless", "--board", "pico", "--script", str(script)])
    assert stop.value.code == 2


def test_the_command_line_seed_is_what_settings_toml_takes(tmp_path, capsys):
    # --seed becomes GM_SEED: a seed the board's settings would refuse is
    # refused here, in one line, rather than shown as a settings error
    script = tmp_path / "s.txt"
    script.write_text("wait 1\n")
    with pytest.raises(SystemExit) as stop:
        runner.main(["--headless", "--game", "pipes", "--seed", str(2 ** 31), "--script", str(script)])
    assert stop.value.code == 2
    assert "--seed: must be an integer 0..2147483647" in capsys.readouterr().err
    assert runner.main(["--headless", "--game", "pipes", "--seed", str(2 ** 31 - 1),
                        "--script", str(script)]) == 0


@pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (apt-get install xvfb)")
def test_the_window_has_the_board_s_screen(tmp_path):
    display = ":%d" % (150 + os.getpid() % 100)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x1024x24"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shot = tmp_path / "win.png"
    try:
        time.sleep(0.5)
        env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
        env.pop("SDL_VIDEODRIVER", None)
        proc = subprocess.run([sys.executable, "-m", "host_sim", "run",
                               "--board", "feather_esp32s3_tft", "--game", "pipes", "--seed", "3", "--exit-after", "2",
                               "--screenshot", str(shot)], env=env, cwd=ROOT, capture_output=True,
                              text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
    img = Image.open(shot).convert("RGB")
    layout = Layout(240, 135, 2)
    assert img.size == (layout.width, layout.height)
    x0, y0 = layout.disp_pos
    screen = img.crop((x0, y0, x0 + layout.disp_w, y0 + layout.disp_h))
    assert len(screen.getcolors(1 << 16)) > 2               # the firmware's picture is there
    below = img.getpixel((x0 + 10, y0 + layout.disp_h + 4))
    assert below == (24, 24, 28)                            # and the 240x135 screen ends there
