# fourwire.FourWire: the bus object lives in CircuitPython's static display
# bus array, not on the heap (shared-bindings/fourwire/FourWire.c make_new:
# allocate_display_bus_or_raise(), shared-module/displayio/__init__.c): the
# constructor hands out the one bus this module made when it was imported
# (with the harness, whose bytes are taken off).


class _FourWire:
    def __init__(self):
        self._spi = None


_BUS = _FourWire()


def FourWire(spi_bus, *, command, chip_select, reset=None, baudrate=24000000, polarity=0,
             phase=0):
    _BUS._spi = spi_bus         # (the static struct points at its SPI, which stays on the heap)
    return _BUS
