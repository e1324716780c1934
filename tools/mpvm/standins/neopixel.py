# neopixel.NeoPixel on adafruit_pixelbuf.PixelBuf (C): the transmit buffer
# (header + n * bpp + trailer, bytearray) and, once brightness < 1, a
# pre-brightness copy of n * bpp bytes (m_malloc) - shared-module/
# adafruit_pixelbuf/PixelBuf.c; struct ~64 B.  The library's neopixel.py
# itself ships as .mpy in the bundle; its bytecode is not counted here.
from _cheap import buf, obj


class NeoPixel:
    def __init__(self, pin, n, *, bpp=3, brightness=1.0, auto_write=True, pixel_order=None):
        self._c = obj(64)
        self._buf = bytearray(n * bpp)
        self._pre = bytearray(n * bpp) if brightness < 1.0 else None
        self.n = n
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
        return self.n

    def __setitem__(self, i, c):
        b = self._buf
        b[3 * i] = c[1]
        b[3 * i + 1] = c[0]
        b[3 * i + 2] = c[2]

    def fill(self, c):
        for i in range(self.n):
            self[i] = c

    def show(self):
        pass

    def deinit(self):
        pass
