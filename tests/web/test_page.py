"""The game-master page in headless Chromium: real key, mouse and touch
input, the real MicroPython VM running lib/gamemaster, the canvas read back.

Expected values come from the rules and from CPython running the same
lib/gamemaster with the same settings (the page must give the same game)."""

import io
import time

import pytest

from gamemaster.app import App
from gamemaster.settings import Settings
from web import load_view_dict

from tests.web.page_tools import READY, open_page, view, wait_view

# The page's tests mostly wait: the button is held in real time (a menu is a
# 4 s hold) and the page runs at its own pace.  Under ``make test`` they run
# as three groups, each in a test process of its own beside one process per
# core (tests/conftest.py), so the waiting overlaps the CPU-bound tests:
# these, the every-game tests (test_page_games.py) and the phone-app ones
# (test_page_phone.py).
pytestmark = pytest.mark.xdist_group("web-page")

PIPE_WATER = (0x30, 0xA0, 0xFF)      # firmware/gmfw/art_pipe.py PIPE
TILE = (0x20, 0x20, 0x20)            # firmware/gmfw/art_pipe.py TILE
WATER_BG = (0, 40, 200)              # lib/gamemaster/pipes/master_view.py: the flash's "on"
WATER_DIM = (0, 8, 40)               # and "off" background
PIXEL = """
const [x, y] = arguments;
const c = document.getElementById("screen");
const d = window.devicePixelRatio || 1;
const px = c.getContext("2d").getImageData(Math.round(x * d), Math.round(y * d), 1, 1).data;
return Array.from(px).slice(0, 3);
"""


def screen_px(b, sx, sy):
    """The canvas colour at (sx, sy) in the device's 240x240 screen units."""
    g = b.js("return gm.geometry")
    k = g["screen"] / 240
    return tuple(b.js(PIXEL, g["x0"] + (sx + 0.5) * k, g["y0"] + (sy + 0.5) * k))


def ring_px(b, i):
    """The canvas colour at the centre of ring pixel ``i`` (0 = 12 o'clock)."""
    x, y = b.js("return gm.geometry.leds")[i]
    return tuple(b.js(PIXEL, x, y))


def close(c, want, tol=8):
    return all(abs(a - b) <= tol for a, b in zip(c, want))


view_dict = load_view_dict()     # the page's own View -> dict


def _json(x):
    # what a value looks like after JSON (tuples become lists)
    if isinstance(x, (list, tuple)):
        return [_json(i) for i in x]
    return x


def cpython_turns(toml, taps):
    """(turn, art) after each of ``taps`` taps: the same lib/gamemaster on
    CPython, the same settings text the page builds from its URL."""
    app = App(Settings.from_toml(toml.encode()))
    t = 1000
    app.boot(t, None)
    out = []
    for _ in range(taps):
        app.button(True, t)
        t += 80
        app.button(False, t)
        t += 300
        app.tick(t)
        d = view_dict(app.view(t))
        out.append((d["turn"], _json(d["art"])))
    return out


def test_a_tap_starts_turn_2_and_shows_its_element(desktop, site):
    b = desktop
    open_page(b, site, "?seed=7")
    v = view(b)
    assert (v["phase"], v["art"]) == ("ready", ["text", "READY"])
    want = cpython_turns("GM_SEED = 7\n", 2)
    b.press()                                    # space: turn 1
    wait_view(b, "v.turn === 1", "turn 1")
    b.click(200, 200)                            # the mouse on the screen: turn 2
    v = wait_view(b, "v.turn === 2", "turn 2")
    assert v["phase"] == "turn" and v["title"] == "Turn 2"
    assert v["art"] == want[1][1] and v["art"][0] == "pipe"
    assert v["seconds_left"] == 60
    time.sleep(0.1)
    # the element is drawn: every element's pipe runs through the tile's
    # centre (art square 112 px at (64, 28): centre (120, 84)), and the
    # tile's corner is the field colour
    assert close(screen_px(b, 120, 84), PIPE_WATER), screen_px(b, 120, 84)
    assert close(screen_px(b, 70, 34), TILE), screen_px(b, 70, 34)
    # the ring counts completed turns: 1 of 12 on 12 pixels = pixel 0 lit green
    assert b.js("return gm.view.ring") == ["count", 1, 12, [0, 200, 60], [8, 8, 8]]
    assert close(ring_px(b, 0), (0, 200, 60), 30), ring_px(b, 0)
    assert ring_px(b, 1)[1] < 60
    assert b.js("return gm.cues").count("turn") == 2
    # a press started Web Audio and asked for the screen to stay on (headless
    # Chromium may refuse the lock; a phone grants it)
    assert b.js("return gm.audio") == "web audio"
    assert b.js("return gm.wakeLock") == "held" or b.js("return gm.wakeLock").startswith("refused")


def test_a_tap_the_page_handles_late_is_still_a_tap(desktop, site):
    # a busy page (a slow phone, a starved test machine) handles the release
    # a second late: the press is timed by the events' own time stamps, as
    # the device times it by keypad's, so it is a tap (turn 1), not a pause
    b = desktop
    open_page(b, site, "?seed=7")
    b.key_down(" ")
    b.js("const t = performance.now(); while (performance.now() - t < 1200) {}")
    b.key_up(" ", held_ms=80)
    v = wait_view(b, "v.turn === 1", "turn 1 from a tap handled late")
    assert v["phase"] == "turn", v


def test_the_seeded_elements_are_the_ones_cpython_draws(desktop, site):
    b = desktop
    open_page(b, site, "?seed=4242")
    want = cpython_turns("GM_SEED = 4242\n", 9)
    seen = []
    for turn in range(1, 10):
        b.press(key="ArrowRight" if turn % 2 else "Enter")
        v = wait_view(b, "v.turn === %d && v.phase === 'turn'" % turn, "turn %d" % turn)
        seen.append((v["turn"], v["art"]))
    assert seen == want
    assert len(set(a[1] for _, a in seen)) > 2      # a real sequence, not one element
    # another seed is another game
    assert cpython_turns("GM_SEED = 4243\n", 9) != want


def test_a_hold_shows_its_feedback_and_pauses(desktop, site):
    b = desktop
    open_page(b, site, "?seed=7")
    b.press()
    wait_view(b, "v.phase === 'turn'", "turn 1")
    b.key_down(" ")
    # from 250 ms the ring fills in white and the hint says what releasing does
    v = wait_view(b, "v.ring[0] === 'hold'", "hold feedback", timeout=3)
    wait_view(b, "v.hint === 'release: pause / resume'", "the pause zone", timeout=3)
    time.sleep(0.35)
    assert b.js("return gm.view.ring[2]") == [255, 255, 255]
    assert close(ring_px(b, 0), (255, 255, 255), 10), ring_px(b, 0)
    b.key_up(" ", held_ms=1000)                 # released 1 s after the press: pause
    v = wait_view(b, "v.phase === 'paused'", "paused")
    assert v["title"] == "PAUSED" and v["art"] == ["text", "II"]
    s = v["seconds_left"]
    time.sleep(1.5)
    assert view(b)["seconds_left"] == s         # the clock stands still
    b.press()                                   # a tap resumes
    wait_view(b, "v.phase === 'turn'", "resumed")


def test_a_longer_hold_undoes_the_last_press(desktop, site):
    b = desktop
    open_page(b, site, "?seed=7")
    want = cpython_turns("GM_SEED = 7\n", 3)
    for turn in (1, 2, 3):
        b.press()
        wait_view(b, "v.turn === %d" % turn, "turn %d" % turn)
    b.key_down(" ")
    # past 2 s the zone is undo: amber ring, the hint says so
    wait_view(b, "v.hint === 'release: UNDO last press'", "the undo zone", timeout=4)
    assert b.js("return gm.view.ring[2]") == [255, 160, 0]
    b.key_up(" ", held_ms=2600)                 # released 2.6 s after the press: undo
    v = wait_view(b, "v.turn === 2", "back to turn 2")
    # the same element as before, the clock as it was at the press
    assert (v["phase"], v["art"]) == ("turn", want[1][1])
    assert v["seconds_left"] >= 57, v              # turn 2 was ended within a second or two
    assert v["hint"] == "undone: back to Pipes, turn 2"
    assert b.js("return gm.errors") == []


def test_a_reload_resumes_the_same_turn_with_its_clock(desktop, site):
    b = desktop
    open_page(b, site, "?seed=7&turn=30")
    b.press()
    wait_view(b, "v.turn === 1", "turn 1")
    b.press()
    before = wait_view(b, "v.turn === 2", "turn 2")
    time.sleep(2.2)
    assert view(b)["seconds_left"] <= 28        # the clock runs
    saved = b.js("return localStorage.getItem('gm.snapshot')")
    assert saved and b.js("return gm.saves") >= 3
    # what the device would show after a power cut with this NVM content
    app = App(Settings.from_toml(b"GM_SEED = 7\nGM_TURN_SECONDS = 30\n"))
    app.boot(5000, bytes.fromhex(saved))
    want = view_dict(app.view(5000))
    reloading = time.perf_counter()
    b.refresh()
    b.wait(READY, what="the first frame after the reload")
    v = view(b)
    took = int(time.perf_counter() - reloading + 0.999)    # whole seconds the reload took
    assert (v["turn"], v["art"], v["phase"]) == (2, before["art"], "turn")
    assert (want["turn"], _json(want["art"])) == (2, before["art"])
    # saved every shown second (not the device's 15 s checkpoints): the
    # clock resumes where it was, and keeps running
    left = want["seconds_left"]
    # (no time given back; at most the seconds the reload itself took gone,
    # as the clock runs on through it: one on a quiet machine)
    assert left - max(1, took) <= v["seconds_left"] <= left, (v, left, took)
    assert left <= 28
    assert v["hint"] == "resumed Pipes, turn 2"     # the app's notice after a power cut
    wait_view(b, "v.seconds_left <= %d" % (left - 2), "the clock running again", timeout=5)


def test_the_water_rounds_after_turn_12_turn_the_page_blue(phone, site, shots_dir):
    b = phone
    open_page(b, site, "?seed=7&ring=16")       # GM_RING_PIXELS = 16
    assert len(b.js("return gm.ring")) == 16
    for turn in range(1, 13):
        b.press(60)
        wait_view(b, "v.turn === %d && v.phase === 'turn'" % turn, "turn %d" % turn)
    b.press(60)
    v = wait_view(b, "v.phase === 'water'", "the first water round")
    assert v["water_round"] == 1 and v["title"] == "WATER"
    # the round flashes (500 ms on, 500 ms dim): catch a painted "on" frame,
    # reading the view, the page's colour and the ring in one go
    bg, body, ring = b.wait("""
        const bg = gm.view.background;
        const body = getComputedStyle(document.body).backgroundColor;
        if (bg[2] < 150 || body !== `rgb(${bg[0]}, ${bg[1]}, ${bg[2]})`) return null;
        return [bg, body, gm.ring];""", timeout=5, what="the water flash's bright half")
    assert tuple(bg) == WATER_BG
    assert len(set(map(tuple, ring))) == 1 and ring[0][2] > 200        # the ring all blue
    # the canvas: the screen's background and two ring pixels (either half
    # of the flash by the time they are read; both are blue)
    # (each pixel read once: the flash may turn between two reads)
    screen = screen_px(b, 5, 120)
    assert screen[2] > 3 * screen[0]
    for px in (screen, ring_px(b, 6), ring_px(b, 13)):
        assert px[2] >= 40 and px[2] > px[0] + 30 and px[2] > px[1] + 20, px
    assert close(screen, WATER_BG, 8) or close(screen, WATER_DIM, 8), screen
    assert "water" in b.js("return gm.cues")
    # both halves of the flash legible: the grey hint on blue, the blue ring
    # on its bezel (1.45:1 on the blue page before the bezel)
    low = b.js("return gm.contrastMin")
    assert low["text"] >= 4.5 and low["ring"] >= 3, low
    _check_shot(b.screenshot(), (780, 1688), shots_dir, "web-phone-water.png")
    b.press(60)
    v = wait_view(b, "v.turn === 13 && v.phase === 'turn'", "turn 13")
    assert b.js("return getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)"


def test_it_runs_offline_once_loaded(desktop, site):
    b = desktop
    open_page(b, site, "?seed=7&sound=false")
    b.wait("return navigator.serviceWorker.ready.then(r => !!r.active)", timeout=15,
           what="the service worker")
    b.set_offline(True)
    try:
        b.refresh()
        b.wait(READY, what="the page loaded offline")
        b.press()
        wait_view(b, "v.turn === 1", "turn 1 offline")
        # sound=false in the address is GM_SOUND = false: no cue played
        assert b.js("return [gm.cues, gm.view.cue]") == [[], "turn"]
    finally:
        b.set_offline(False)


def _check_shot(png, size, shots_dir, name):
    """Keep the screenshot (see conftest.shots_dir) after checking its size."""
    from PIL import Image
    img = Image.open(io.BytesIO(png)).convert("RGB")
    assert img.size == size, img.size
    with open("%s/%s" % (shots_dir, name), "wb") as f:
        f.write(png)
    return img


def test_screenshots_at_a_phone_and_a_desktop_size(phone, desktop, site, shots_dir):
    for b, size, name in ((phone, (780, 1688), "web-phone.png"),
                          (desktop, None, "web-desktop.png")):
        open_page(b, site, "?seed=7")
        w, h = b.js("return [innerWidth, innerHeight]")
        if b is phone:
            assert (w, h) == (390, 844)
            # a finger: turn 1
            b.touch(w // 2, h // 2)
            wait_view(b, "v.turn === 1", "turn 1 by touch")
            b.touch(30, h - 30)                   # anywhere on the page is the button
        else:
            b.press()
            wait_view(b, "v.turn === 1", "turn 1")
            b.press()
        wait_view(b, "v.turn === 2", "turn 2")
        time.sleep(0.3)
        dpr = b.js("return devicePixelRatio")
        img = _check_shot(b.screenshot(), size or (int(w * dpr), int(h * dpr)), shots_dir, name)
        # the screenshot shows the element (pipe water at the art's centre)
        # and the ring's first pixel green
        g = b.js("return gm.geometry")
        k = g["screen"] / 240
        centre = img.getpixel((int((g["x0"] + 120.5 * k) * dpr), int((g["y0"] + 84.5 * k) * dpr)))
        assert close(centre, PIPE_WATER), centre
        x, y = g["leds"][0]
        led = img.getpixel((int(x * dpr), int(y * dpr)))
        assert close(led, (0, 200, 60), 30), led
        # the ring runs round the screen inside the window
        for x, y in g["leds"]:
            assert g["thick"] / 2 <= x <= w - g["thick"] / 2 and g["thick"] / 2 <= y <= h - g["thick"] / 2
            assert not (g["x0"] - g["thick"] / 2 < x < g["x0"] + g["screen"] + g["thick"] / 2
                        and g["y0"] - g["thick"] / 2 < y < g["y0"] + g["screen"] + g["thick"] / 2)
    # a finger held ~1 s on the phone pauses; a touch resumes
    b = phone
    b.touch_down(195, 700)
    b.touch_up(held_ms=1000)
    wait_view(b, "v.phase === 'paused'", "paused by a held finger")
    b.touch(195, 700)
    wait_view(b, "v.phase === 'turn'", "resumed by a touch")
    # the hold feedback under a finger, kept as a picture: the ring fills in
    # white and the hint says what releasing will do
    b.touch_down(195, 700)
    wait_view(b, "v.hint === 'release: pause / resume'", "the pause zone under a finger", timeout=3)
    time.sleep(0.3)
    _check_shot(b.screenshot(), (780, 1688), shots_dir, "web-phone-hold.png")
    b.touch_up(held_ms=1000)                    # released 1 s after the touch: pause
    wait_view(b, "v.phase === 'paused'", "the hold's gesture")
