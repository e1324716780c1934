"""``busio.SPI``, ``fourwire.FourWire`` and ``busdisplay.BusDisplay`` for a
board whose display is an add-on the firmware brings up itself (the CPB's
TFT Gizmo, ``gmfw/boot.py`` ``tft_gizmo``), per boot.

Written from CircuitPython 9/10's C, not from the happy path:

* ``shared-bindings/busio/SPI.c``: ``clock`` is required and every pin given
  must be a free pin of the board (``validate_obj_is_free_pin``); the object
  is claimed until ``deinit``.
* ``shared-bindings/fourwire/FourWire.c``: ``spi_bus`` must be a
  ``busio.SPI`` (``mp_arg_validate_type``: "spi_bus must be of type SPI,
  not ..."); ``command`` any pin; ``chip_select`` and ``reset`` free pins;
  polarity and phase 0..1.  The bus goes into the static display-bus array
  (``allocate_display_bus_or_raise``), one slot on these boards
  (``CIRCUITPY_DISPLAY_LIMIT``), which a reload does not empty: that is why
  ``displayio.release_displays()`` must come first.  Here every boot starts
  with the slots empty (a reload is a fresh boot), so only a second bus or
  display in one boot raises; the release before is checked by a test of
  ``gmfw/boot.py``, not by this fake.
* ``shared-bindings/busdisplay/BusDisplay.c`` and
  ``shared-module/busdisplay/BusDisplay.c``: ``rotation`` in 90-degree
  steps, the backlight a free pin, the display in the static display array;
  the init sequence is sent at construction, read as CircuitPython reads it
  (command byte, length byte whose bit 7 says a delay byte follows the data,
  the data, the delay in ms where 255 means 500).

The panel is the boot's off-screen display (``Boot.display``), turned to the
rotation asked; what the sequence sent is kept on the boot
(``panel_commands``: (command, data bytes) in order) so tests can read
what a real panel would have received.
"""

import board

def _pin(obj, what, claimed):
    if obj is None or not hasattr(obj, "id"):
        raise TypeError("%s must be of type Pin, not %s" % (what, type(obj).__name__))
    name = _name(obj)
    if name in claimed:
        raise ValueError("%s in use" % name)
    return name


def _name(pin):
    import board     # Blinka's, once host_sim has picked its board
    for name in dir(board):
        if getattr(board, name, None) is pin:
            return name
    return "pin %s" % getattr(pin, "id", "?")


def parse_init_sequence(seq):
    """[(command, data bytes, delay ms)] as CircuitPython walks the bytes;
    ValueError when a command's data or delay runs past the end (the C reads
    past the buffer there: a garbled panel, never a working one)."""
    seq = bytes(seq)
    out = []
    i = 0
    while i < len(seq):
        if i + 1 >= len(seq):
            raise ValueError("init sequence ends inside command 0x%02x" % seq[i])
        size = seq[i + 1] & 0x7F
        delay = bool(seq[i + 1] & 0x80)
        end = i + 2 + size + (1 if delay else 0)
        if end > len(seq):
            raise ValueError("init sequence ends inside command 0x%02x" % seq[i])
        ms = 0
        if delay:
            ms = seq[end - 1]
            ms = 500 if ms == 255 else ms
        out.append((seq[i], seq[i + 2:i + 2 + size], ms))
        i = end
    return out


def build(boot):
    """{"busio": ..., "fourwire": ..., "busdisplay": ...} module attributes
    for one boot (``modules.build`` wraps them as modules)."""
    slots = {"bus": None, "display": None}
    claimed = set()
    boot.panel_commands = []

    class SPI:
        def __init__(self, clock, MOSI=None, MISO=None, half_duplex=False):
            if half_duplex:
                # ports/nordic/common-hal/busio/SPI.c
                raise NotImplementedError("half_duplex is not supported")
            names = [_pin(clock, "clock", claimed)]
            names += [_pin(p, n, claimed) for p, n in ((MOSI, "MOSI"), (MISO, "MISO")) if p is not None]
            claimed.update(names)
            self._pins = names

        def deinit(self):
            claimed.difference_update(self._pins)
            self._pins = []

    class FourWire:
        def __init__(self, spi_bus, *, command=None, chip_select=None, reset=None, baudrate=24000000,
                     polarity=0, phase=0):
            names = []
            if command is not None:
                names.append(_pin(command, "command", ()))     # any pin, free or not
            for p, n in ((chip_select, "chip_select"), (reset, "reset")):
                if p is not None:
                    names.append(_pin(p, n, claimed))
            if not isinstance(spi_bus, SPI):
                raise TypeError("spi_bus must be of type SPI, not %s" % type(spi_bus).__name__)
            if slots["bus"] is not None:
                raise RuntimeError("Too many display busses; forgot displayio.release_displays() ?")
            for v, n in ((polarity, "polarity"), (phase, "phase")):
                if v not in (0, 1):
                    raise ValueError("%s must be 0-1" % n)
            claimed.update(names)
            slots["bus"] = self

    def BusDisplay(display_bus, init_sequence, *, width, height, colstart=0, rowstart=0, rotation=0,
                   backlight_pin=None, auto_refresh=True, **kwargs):
        if rotation % 90 != 0:
            raise ValueError("Display rotation must be in 90 degree increments")
        if backlight_pin is not None:
            claimed.add(_pin(backlight_pin, "backlight_pin", claimed))
        if slots["display"] is not None:
            raise RuntimeError("Too many displays")
        display = boot.display
        if display is None:
            raise RuntimeError("no display wired to this simulated board")
        boot.panel_commands = [(c, d) for c, d, _ms in parse_init_sequence(init_sequence)]
        boot.panel_geometry = {"width": width, "height": height, "colstart": colstart,
                               "rowstart": rowstart, "bus": display_bus}
        display.rotation = rotation
        display.auto_refresh = auto_refresh
        slots["display"] = display
        return display

    return {"busio": {"SPI": SPI}, "fourwire": {"FourWire": FourWire},
            "busdisplay": {"BusDisplay": BusDisplay}}
