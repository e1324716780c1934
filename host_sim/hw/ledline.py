"""Capture of the NeoPixel data line: what ``neopixel_write`` would clock out.

The firmware's ring (``gmfw.ringout.Pixels``) and the real ``neopixel`` library
(the tiny test firmware's) run; only ``neopixel_write`` is replaced, in its
module before either is imported (``neopixel`` binds the name when imported:
when it was imported first, its name is replaced too).  The byte buffer is decoded back into per-pixel colours
using the pixel order of the strip that sent it, so a strip built with the
wrong order for the hardware shows up as wrong colours, as it would on LEDs.
"""

import sys

import neopixel_write as _write_module

from host_sim import hw
from host_sim.hw import pins

_original = _write_module.neopixel_write


def decode(buffer, order):
    """Per-pixel ``[r, g, b]`` (``[r, g, b, w]`` for RGBW orders) from the bytes
    sent in ``order`` (e.g. "GRB": the first byte of each pixel is green)."""
    order = order.upper()
    bpp = len(order)
    ri, gi, bi = order.index("R"), order.index("G"), order.index("B")
    wi = order.index("W") if "W" in order else None
    out = []
    for base in range(0, len(buffer) - bpp + 1, bpp):
        px = [buffer[base + ri], buffer[base + gi], buffer[base + bi]]
        if wi is not None:
            px.append(buffer[base + wi])
        out.append(px)
    return out


def encode(pixels, order):
    """Inverse of :func:`decode` (used by tests and the window)."""
    order = order.upper()
    out = bytearray()
    for px in pixels:
        channel = {"R": px[0], "G": px[1], "B": px[2], "W": px[3] if len(px) > 3 else 0}
        out.extend(channel[c] for c in order)
    return bytes(out)


def _strip():
    """The NeoPixel object whose ``_transmit`` called us."""
    return sys._getframe(2).f_locals.get("self")


def _strip_order(strip, default_bpp):
    order = getattr(strip, "_byteorder_string", None)
    if isinstance(order, str):
        return order
    return "GRB" if default_bpp == 3 else "GRBW"


def c_brightness(strip, buffer):
    """The bytes CircuitPython's C PixelBuf would send: each pre-brightness
    byte times ``(uint16_t)(brightness * 256)``, integer-divided by 256
    (shared-module/adafruit_pixelbuf/PixelBuf.c).  Blinka's pure-Python
    pixelbuf sends ``int(byte * brightness)`` instead, which differs (10 at
    0.3: C 2, Python 3) and would hide a dim pixel going dark."""
    pre = getattr(strip, "_pre_brightness_buffer", None)
    if pre is None or len(pre) != len(buffer):
        return bytes(buffer)
    scaled = int(getattr(strip, "_brightness", 1.0) * 256)
    return bytes((v * scaled) // 256 for v in pre)


def neopixel_write(pin, buffer):
    machine = hw.owner()
    if machine is None:
        return _original(pin, buffer)
    name = pins.pin_name(getattr(pin, "_pin", pin)) or "pin%s" % getattr(pin, "id", "?")
    strip = _strip()
    machine.led_write(name, c_brightness(strip, buffer), _strip_order(strip, 3))
    return None


def install():
    _write_module.neopixel_write = neopixel_write
    if "neopixel" in sys.modules:
        sys.modules["neopixel"].neopixel_write = neopixel_write
