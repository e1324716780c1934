"""The simulator window, driven through a virtual X server (Xvfb + xdotool).
Skipped where those are not installed (apt-get install xvfb xdotool)."""

import json
import os
import shutil
import subprocess
import sys
import time

import pytest
from fixtures.tiny import TINY_DIR
from PIL import Image

from host_sim.window import Layout

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _env(**extra):
    env = dict(os.environ, PYTHONPATH=ROOT, SDL_AUDIODRIVER="dummy", **extra)
    env.pop("SDL_VIDEODRIVER", None)
    return env


def test_without_a_display_it_explains_and_offers_the_headless_command():
    env = _env()
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    proc = subprocess.run([sys.executable, "-m", "host_sim"], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=60)
    assert proc.returncode == 3
    assert "No display available" in proc.stderr
    assert "python -m host_sim run --headless --game pipes --seed 1 --script " \
           "examples/scripts/pipes-demo.txt" in proc.stderr


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                    reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)")
def test_window_shows_display_ring_button_and_space_presses(tmp_path):
    display = ":%d" % (90 + os.getpid() % 100)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x1024x24"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.5)
        rec, shot = tmp_path / "win.jsonl", tmp_path / "win.png"
        app = subprocess.Popen(
            [sys.executable, "-m", "host_sim", "run", "--firmware", TINY_DIR, "--record", str(rec),
             "--exit-after", "8", "--screenshot", str(shot)],
            env=_env(DISPLAY=display), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)
        deadline = time.time() + 30
        while time.time() < deadline and not (rec.exists() and rec.read_text().strip()):
            time.sleep(0.1)                      # first row: window open, firmware booted
        # No window manager: keys go to the window under the pointer, once it is
        # mapped; send again until a press shows up in the record.
        x = _env(DISPLAY=display)
        while app.poll() is None and '"pressed"' not in rec.read_text():
            subprocess.run(["xdotool", "mousemove", "300", "300"], env=x)
            time.sleep(0.2)
            subprocess.run(["xdotool", "key", "space"], env=x)
            time.sleep(0.8)
        out, err = app.communicate(timeout=60)
        assert app.returncode == 0, err
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
    rows = [json.loads(line) for line in rec.read_text().splitlines()]
    assert rows[-1]["turn"] >= 1, rows             # the key press reached the firmware
    img = Image.open(shot).convert("RGB")
    layout = Layout(240, 240, 2)
    assert img.size == (layout.width, layout.height)
    x0, y0 = layout.disp_pos
    assert img.getpixel((x0 + 20, y0 + 20)) == (0, 0, 255)      # the firmware's blue band
    # ring pixel 1 lit by the press ((10, 0, 255) brightened for the screen)
    px = img.getpixel(layout.pixel_pos(rows[-1]["turn"] % 12, 12, 0, True))
    assert px[2] == 255 and px[1] == 0


@pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (apt-get install xvfb)")
def test_a_scale_that_does_not_fit_the_screen_is_lowered_with_a_line_saying_so():
    display = ":%d" % (60 + os.getpid() % 30)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x768x24"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.5)
        proc = subprocess.run([sys.executable, "-m", "host_sim", "run", "--firmware", TINY_DIR,
                               "--scale", "3", "--exit-after", "1"],
                              env=_env(DISPLAY=display), cwd=ROOT, capture_output=True, text=True,
                              timeout=60)
        assert proc.returncode == 0, proc.stderr
        assert "--scale 3 does not fit this 768-pixel-high screen: scale" in proc.stderr
    finally:
        xvfb.kill()
        xvfb.wait()
