# busio.SPI on nRF: busio_spi_obj_t (base, the SPIM peripheral pointer,
# has_lock, baudrate, polarity, phase, bits, three pin numbers: ~32 B) from
# mp_obj_malloc in shared-bindings/busio/SPI.c; the SPIM3 transfer buffer is
# static RAM (ports/nordic/mpconfigport.h SPIM3_BUFFER_RAM_SIZE, outside
# the heap).  The TFT Gizmo's display bus keeps a reference to it.
from _cheap import obj


class SPI:
    def __init__(self, clock, MOSI=None, MISO=None):
        self._c = obj(32)

    def deinit(self):
        pass
