# fourwire.FourWire: the bus object lives in CircuitPython's static display
# bus array, not on the heap (shared-bindings/fourwire/FourWire.c make_new:
# allocate_display_bus_or_raise(), shared-module/displayio/__init__.c).
class FourWire:
    def __init__(self, spi_bus, *, command, chip_select, reset=None, baudrate=24000000,
                 polarity=0, phase=0):
        self._spi = spi_bus
