"""The CPB's TFT Gizmo, brought up by ``gmfw/boot.py`` itself: the same panel
set-up as Adafruit's libraries, and the simulator's busio/fourwire/busdisplay
as strict as CircuitPython's C (host_sim/hw/displaybus.py)."""

import os
import sys
import types

import pytest

from host_sim.runner import Simulator  # first: it picks Blinka's board
from host_sim import bundle
from host_sim.hw import displaybus

# the libraries gmfw/boot.py's tft_gizmo does the work of: what they would
# send is the reference
LIBRARIES = ("adafruit-circuitpython-gizmo==1.3.27", "adafruit-circuitpython-st7789==2.1.5")


class _Rec:
    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs


def _capture(builder):
    """What ``builder()`` hands busio.SPI, fourwire.FourWire and
    busdisplay.BusDisplay, with recording stand-ins in sys.modules."""
    import board
    seen = {}

    def rec(name):
        def make(*args, **kwargs):
            seen[name] = _Rec(*args, **kwargs)
            return seen[name]
        return make

    fakes = {"busio": {"SPI": rec("spi")}, "fourwire": {"FourWire": rec("bus")},
             "busdisplay": {"BusDisplay": rec("display")}, "displayio": {"release_displays": rec("release")}}
    saved = {n: sys.modules.get(n) for n in fakes}
    added = {}
    for pin in ("RX", "TX", "SCL", "SDA", "A3"):
        if not hasattr(board, pin):
            added[pin] = object()
            setattr(board, pin, added[pin])
    try:
        for n, attrs in fakes.items():
            m = types.ModuleType(n)
            m.__dict__.update(attrs)
            sys.modules[n] = m
        for n in ("release", "spi", "bus", "display"):
            seen[n] = None
        builder()
        order = [n for n in ("release", "spi", "bus", "display") if seen[n] is not None]
        # pins by their board name (the same on both sides of a comparison)
        names = dict((id(getattr(board, p)), p) for p in ("RX", "TX", "SCL", "SDA", "A3"))
        for r in seen.values():
            if r is not None:
                r.args = tuple(names.get(id(a), a) for a in r.args)
                r.kwargs = dict((k, names.get(id(v), v)) for k, v in r.kwargs.items())
        return seen, order
    finally:
        for n, m in saved.items():
            if m is None:
                sys.modules.pop(n, None)
            else:
                sys.modules[n] = m
        for pin in added:
            delattr(board, pin)


def _library_gizmo():
    path = bundle.library_dir(LIBRARIES)
    sys.path.insert(0, path)
    try:
        for n in ("adafruit_st7789", "adafruit_gizmo", "adafruit_gizmo.tft_gizmo"):
            sys.modules.pop(n, None)

        def build():
            # the library subclasses BusDisplay: a class that records
            busdisplay = sys.modules["busdisplay"]
            record = busdisplay.BusDisplay

            class BusDisplay:
                def __init__(self, *args, **kwargs):
                    record(*args, **kwargs)
            busdisplay.BusDisplay = BusDisplay
            from adafruit_gizmo import tft_gizmo
            tft_gizmo.TFT_Gizmo(rotation=180)
        return _capture(build)
    finally:
        sys.path.remove(path)
        for n in ("adafruit_st7789", "adafruit_gizmo", "adafruit_gizmo.tft_gizmo"):
            sys.modules.pop(n, None)


def _ours():
    import importlib
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "firmware")
    sys.path.insert(0, root)
    try:
        sys.modules.pop("gmfw.boot", None)
        boot = importlib.import_module("gmfw.boot")
        return _capture(lambda: boot.tft_gizmo(180))
    finally:
        sys.path.remove(root)
        sys.modules.pop("gmfw.boot", None)


def test_the_firmware_sets_the_gizmo_up_as_adafruits_libraries_do():
    lib, lib_order = _library_gizmo()
    ours, our_order = _ours()
    assert bytes(ours["display"].args[1]) == bytes(lib["display"].args[1])      # the init sequence
    for key in ("width", "height", "rowstart", "rotation"):
        assert ours["display"].kwargs[key] == lib["display"].kwargs[key], key
    assert ours["display"].kwargs.get("colstart", 0) == lib["display"].kwargs.get("colstart", 0)
    assert ours["display"].kwargs["backlight_pin"] == lib["display"].kwargs["backlight_pin"] == "A3"
    assert ours["display"].args[0] is ours["bus"]
    for key in ("command", "chip_select"):
        assert ours["bus"].kwargs[key] == lib["bus"].kwargs[key], key
    assert (ours["bus"].kwargs["command"], ours["bus"].kwargs["chip_select"]) == ("TX", "RX")
    assert ours["bus"].args[0] is ours["spi"]
    assert ours["spi"].args == lib["spi"].args == ("SCL",)
    assert ours["spi"].kwargs == lib["spi"].kwargs == {"MOSI": "SDA"}
    # a reload keeps the last run's display: released before the new bus
    assert our_order == ["release", "spi", "bus", "display"]
    assert lib_order[0] == "release"


def test_the_simulated_panel_is_turned_on_by_what_the_firmware_sends():
    with Simulator(board="cpb_tft_gizmo", game="pipes", seed=3) as sim:
        sim.wait(1)
        assert sim.telemetry()["errors"] == []
        boot = sim.machine.boot
        sent = dict(boot.panel_commands)
        assert 0x11 in sent and 0x29 in sent and 0x21 in sent       # SLPOUT, DISPON, INVON
        assert sent[0x3A] == b"\x55"                                # 16-bit colour
        assert boot.panel_commands[-2] == (0x36, b"\xc0")            # MADCTL with BGR, last
        assert boot.panel_geometry["rowstart"] == 80
        assert sim.display_image().size == (240, 240)


class _Boot:
    display = types.SimpleNamespace(rotation=0, auto_refresh=True)


def _pins():
    return [types.SimpleNamespace(id=i) for i in range(5)]


def test_the_fake_display_bus_refuses_what_circuitpython_refuses(monkeypatch):
    import board
    pins = _pins()
    for i, p in enumerate(pins):
        monkeypatch.setattr(board, "ZZ%d" % i, p, raising=False)
    m = displaybus.build(_Boot())
    SPI, FourWire, BusDisplay = m["busio"]["SPI"], m["fourwire"]["FourWire"], m["busdisplay"]["BusDisplay"]
    spi = SPI(pins[0], MOSI=pins[1])
    with pytest.raises(ValueError, match="ZZ0 in use"):
        SPI(pins[0])
    with pytest.raises(TypeError, match="spi_bus must be of type SPI"):
        FourWire(object(), command=pins[2], chip_select=pins[3])
    bus = FourWire(spi, command=pins[2], chip_select=pins[3])
    with pytest.raises(RuntimeError, match="Too many display busses"):
        FourWire(spi, command=pins[2], chip_select=pins[4])
    with pytest.raises(ValueError, match="90 degree"):
        BusDisplay(bus, b"\x29\x00", width=240, height=240, rotation=45)
    BusDisplay(bus, b"\x29\x00", width=240, height=240, backlight_pin=pins[4])
    with pytest.raises(RuntimeError, match="Too many displays"):
        BusDisplay(bus, b"\x29\x00", width=240, height=240)


def test_an_init_sequence_is_read_as_circuitpython_reads_it():
    assert displaybus.parse_init_sequence(b"\x01\x80\x96\x3a\x81\x55\x0a\x29\x80\xff\x21\x00") == [
        (0x01, b"", 150), (0x3A, b"\x55", 10), (0x29, b"", 500), (0x21, b"", 0)]
    with pytest.raises(ValueError, match="ends inside command 0x3a"):
        displaybus.parse_init_sequence(b"\x3a\x82\x55")
