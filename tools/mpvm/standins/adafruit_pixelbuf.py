# adafruit_pixelbuf.PixelBuf (C on the nRF52840 boards: CIRCUITPY_PIXELBUF;
# the bundle's adafruit_pixelbuf.py is never imported there): the bundle's
# neopixel.py (compiled on the board like the firmware) subclasses it.
# shared-module/adafruit_pixelbuf/PixelBuf.c: the struct (~64 B), the
# transmit buffer (header + n * bpp + trailer: a bytearray) and, once the
# brightness is below 1, a pre-brightness copy of n * bpp bytes (m_malloc).
from _cheap import buf, obj


class PixelBuf:
    def __init__(self, n, *, byteorder="BGR", brightness=1.0, auto_write=False, header=b"", trailer=b""):
        self._c = obj(64)
        self._n = n
        self._buf = bytearray(n * len(byteorder))
        self._pre = bytearray(len(self._buf)) if brightness < 1.0 else None
        self._brightness = brightness
        self.auto_write = auto_write

    @property
    def brightness(self):
        return self._brightness

    @brightness.setter
    def brightness(self, v):
        if v < 1.0 and self._pre is None:
            self._pre = bytearray(len(self._buf))
        self._brightness = v

    def __len__(self):
        return self._n

    def __setitem__(self, i, c):
        b = self._buf
        b[3 * i] = c[1]
        b[3 * i + 1] = c[0]
        b[3 * i + 2] = c[2]

    def fill(self, c):
        for i in range(self._n):
            self[i] = c

    def show(self):
        self._transmit(self._buf)

    def _transmit(self, buffer):
        pass
