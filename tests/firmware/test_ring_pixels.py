"""The ring's pixels on the nRF52840 boards without the bundle's neopixel.py
(ring.driver "pixelbuf", gmfw.ringout.Pixels: the same adafruit_pixelbuf
subclass, ~4 KB less heap, docs/performance.md): those profiles never load
the library, and the pin is set up as neopixel.NeoPixel 6.4.2 sets it up,
the board's NeoPixel power switch included.  Every other profile drives the
ring with neopixel.NeoPixel itself."""

import ast
import os
import sys
import types

import pytest

FIRMWARE = os.path.join(os.path.dirname(__file__), "..", "..", "firmware")


def test_only_the_neopixel_driver_imports_the_library_and_the_nrf_boards_do_not_use_it():
    gmfw = os.path.join(FIRMWARE, "gmfw")
    found = []
    for name in sorted(os.listdir(gmfw)):
        if name.endswith(".py"):
            with open(os.path.join(gmfw, name)) as f:
                tree = ast.parse(f.read())
            for node in ast.walk(tree):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module] if isinstance(node, ast.ImportFrom) else [])
                found.extend((name, n) for n in names if n == "neopixel")
    assert found == [("boot.py", "neopixel")]
    import boards
    for name in ("clue", "cpb_tft_gizmo"):
        assert boards.select(None, name)[1]["ring"]["driver"] == "pixelbuf", name
    assert boards.select(None, "feather_esp32s3_tft")[1]["ring"].get("driver", "neopixel") == "neopixel"


def test_the_default_driver_is_the_neopixel_library(boot, monkeypatch):
    import neopixel
    made = []

    class _NeoPixel:
        def __init__(self, pin, n, **kw):
            made.append((pin, n, kw))

    monkeypatch.setattr(neopixel, "NeoPixel", _NeoPixel)
    monkeypatch.setattr(boot, "board", types.SimpleNamespace(D5="d5-pin"))
    hw = _hw("D5", driver="neopixel")
    boot.ring(hw, _Settings())
    assert made == [("d5-pin", 3, {"brightness": 0.25, "auto_write": False, "pixel_order": "GRB"})]
    assert isinstance(hw.pixels, _NeoPixel) and _Out.made == []


class _Out:
    made = []

    def __init__(self, pin):
        self.pin = pin
        self.value = None
        self.direction = None
        _Out.made.append(self)

    def switch_to_output(self, value=False):
        self.value = value


@pytest.fixture
def boot(monkeypatch):
    from host_sim import hw
    hw.prepare_host()                          # Blinka's board, neopixel_write hooked
    sys.path.insert(0, os.path.abspath(FIRMWARE))
    try:
        from gmfw import boot
        import digitalio
        monkeypatch.setattr(digitalio, "DigitalInOut", _Out)
        _Out.made = []
        yield boot
    finally:
        sys.path.remove(os.path.abspath(FIRMWARE))


def _hw(pin, driver="pixelbuf"):
    from gmfw.hardware import Hardware
    hw = Hardware.__new__(Hardware)
    hw.profile = {"ring": {"pin": pin, "count": 3, "order": "GRB", "max_brightness": 0.5,
                           "driver": driver}}
    hw.ring_count = 3
    hw.max_brightness = 0.5
    hw.pixel_power = None
    return hw


@pytest.mark.parametrize("power, inverted, on", [("NEOPIXEL_POWER", False, True),
                                                  ("NEOPIXEL_POWER_INVERTED", True, False)])
def test_the_boards_own_neopixel_gets_its_power_switched_on(boot, monkeypatch, power, inverted, on):
    fake = types.SimpleNamespace(NEOPIXEL="np-pin", D5="d5-pin")
    setattr(fake, power, "power-pin")
    monkeypatch.setattr(boot, "board", fake)
    hw = _hw("NEOPIXEL")
    boot.ring(hw, _Settings())
    assert hw.pixel_power.pin == "power-pin" and hw.pixel_power.value is on
    assert hw.pixels.pin.pin == "np-pin" and len(hw.pixels) == 3
    assert hw.pixels.brightness == 0.25


def test_a_ring_on_another_pin_leaves_the_power_switch_alone(boot, monkeypatch):
    monkeypatch.setattr(boot, "board", types.SimpleNamespace(NEOPIXEL="np-pin", D5="d5-pin",
                                                             NEOPIXEL_POWER="power-pin"))
    hw = _hw("D5")
    boot.ring(hw, _Settings())
    assert hw.pixel_power is None and [o.pin for o in _Out.made] == ["d5-pin"]


class _Settings:
    def get(self, key):
        return {"GM_BRIGHTNESS": 50}[key]
