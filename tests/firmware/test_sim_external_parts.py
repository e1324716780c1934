"""The external big button and ring docs/hardware.md wires on the reference
boards (GM_BUTTON_PIN, GM_RING_PIN, GM_RING_PIXELS): each settings block
there runs on the firmware in the simulator with that board's profile, the
press comes from the new pad, the ring is driven on its pin with its pixel
count, and the power the doc gives for it is what the firmware lights."""

import os
import re

import pytest

from host_sim.runner import Simulator

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "hardware.md")

# Adafruit's NeoPixel figures: ~20 mA per colour at full, ~1 mA a dark pixel
MA_PER_FULL_CHANNEL = 20.0
MA_DARK_PIXEL = 1.0


def _doc():
    with open(DOC, encoding="utf-8") as f:
        return f.read()


def _blocks():
    """(board, settings.toml text) of each settings block in the doc."""
    found = re.findall(r"```toml\n# settings\.toml for (\w+):[^\n]*\n(.*?)```", _doc(), re.S)
    assert len(found) >= 2, "docs/hardware.md: no settings blocks for the external parts"
    return found


def _power_claims():
    """{board: (pixels, mA at the default brightness, mA at 100)} as the doc states them."""
    claims = re.findall(r"Power at the firmware's brightness \((\w+), (\d+) pixels\): at most "
                        r"\*\*(\d+) mA\*\* at the default\s+`GM_BRIGHTNESS = 30`, \*\*(\d+) mA\*\* at",
                        _doc())
    return dict((b, (int(n), int(low), int(high))) for b, n, low, high in claims)


def _settings(text):
    out = {}
    for line in text.splitlines():
        if "=" in line and not line.startswith("#"):
            key, value = [x.strip() for x in line.split("=", 1)]
            out[key] = int(value) if value.isdigit() else value.strip('"')
    return out


def _worst_ma(sim):
    # the brightest frame on the data line, in mA (the ring's bytes are
    # what the firmware sends, its brightness applied)
    worst = 0
    for r in sim.records:
        ring = r.get("ring")
        if ring:
            ma = sum(sum(px) for px in ring) / 255.0 * MA_PER_FULL_CHANNEL + MA_DARK_PIXEL * len(ring)
            worst = max(worst, ma)
    return worst


def _play_to_the_brightest_frame(sim):
    # IceTowers: 3-2-1-GO, a tap opens the call menu on DROP, the short
    # hold calls it, and the drop's last second ("DROP!", 3 s later by
    # default) lights the whole ring white (the firmware's brightest frame)
    sim.press()
    sim.wait(4)
    sim.press()
    sim.wait(1)
    sim.hold(1.0)
    sim.wait(4)


@pytest.mark.parametrize("board,text", _blocks(), ids=[b for b, _ in _blocks()])
def test_each_wiring_the_doc_shows_runs_on_its_board(board, text, tmp_path):
    settings = _settings(text)
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    with Simulator(board=board, game="pipes", seed=3, settings=str(path)) as sim:
        sim.wait(1)
        assert sim.records[-1]["hint"] in ("", None) or "GM_" not in sim.records[-1]["hint"], \
            sim.records[-1]["hint"]
        assert sim.telemetry()["errors"] == []
        ring_pin = settings.get("GM_RING_PIN", sim.profile["ring"]["pin"])
        assert sim.machine.ring_pin == ring_pin
        assert len(sim.ring) == settings["GM_RING_PIXELS"]
        if "GM_RING_PIN" in settings:
            assert "NEOPIXEL" not in sim.machine.leds          # the board's own pixels stay dark
        assert sim.machine.button_pin == settings["GM_BUTTON_PIN"]
        assert sim.machine.button_value_when_pressed is False     # to GND, pulled up
        turn = sim.records[-1]["turn"]
        sim.press()
        sim.wait(0.5)
        assert sim.records[-1]["turn"] == turn + 1
        assert sim.crashes == []


@pytest.mark.parametrize("board", ["cpb_tft_gizmo", "clue"])
def test_the_power_the_doc_gives_is_the_brightest_frame_the_firmware_lights(board, tmp_path):
    claims = _power_claims()
    assert board in claims, "docs/hardware.md gives no ring power for %s" % board
    pixels, at_default, at_full = claims[board]
    text = dict(_blocks())[board]
    got = []
    for brightness in (30, 100):
        path = tmp_path / ("settings-%d.toml" % brightness)
        path.write_text(text + "GM_BRIGHTNESS = %d\n" % brightness, encoding="utf-8")
        with Simulator(board=board, game="icetowers", seed=3, settings=str(path)) as sim:
            sim.wait(1)
            assert len(sim.ring) == pixels
            _play_to_the_brightest_frame(sim)
            got.append(round(_worst_ma(sim)))
    assert got == [at_default, at_full], (
        "docs/hardware.md says %d / %d mA for %s, the firmware lights %d / %d mA"
        % (at_default, at_full, board, got[0], got[1]))


def test_a_taken_pad_is_one_line_on_screen_and_the_board_s_own_button_still_plays():
    with Simulator(board="cpb_tft_gizmo", game="pipes", seed=3,
                   extra_settings={"GM_BUTTON_PIN": "A3"}) as sim:
        sim.wait(1)
        assert sim.records[-1]["hint"] == 'GM_BUTTON_PIN = "A3": taken by the display (free: A1, A2)'
        assert sim.machine.button_pin == "BUTTON_A"
        turn = sim.records[-1]["turn"]
        sim.press()                 # reads the message
        sim.wait(0.5)
        sim.press()
        sim.wait(0.5)
        assert sim.records[-1]["turn"] == turn + 1
