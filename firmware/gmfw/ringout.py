# Ring output: the view's ring spec -> NeoPixel colours, one show() per change.

import adafruit_pixelbuf
import neopixel_write

from gamemaster import ring


class Pixels(adafruit_pixelbuf.PixelBuf):
    # The ring's NeoPixels: what the bundle's neopixel.NeoPixel is for this
    # firmware (adafruit_pixelbuf, C on the boards, keeps the colours in the
    # pixel order and scales the brightness; neopixel_write clocks the bytes
    # out), without neopixel.py's ~4 KB of code compiled into the heap
    # (docs/performance.md, "RAM of the whole firmware").  ``pin``: a
    # digitalio output (gmfw/boot.py).
    def __init__(self, pin, n, brightness, order):
        super().__init__(n, brightness=brightness, byteorder=order, auto_write=False)
        self.pin = pin

    def _transmit(self, buffer):
        neopixel_write.neopixel_write(self.pin, buffer)


class RingOut:
    def __init__(self, pixels, count, first=0, clockwise=True):
        self.pixels = pixels
        self.count = count
        self.first = first
        self.clockwise = clockwise
        self._last = None

    def show(self, spec):
        if spec == self._last:
            return False
        self._last = spec
        colours = ring.physical_order(ring.render(spec, self.count),
                                             self.first, self.clockwise)
        # CircuitPython scales each byte by int(brightness * 256) // 256
        # (shared-module/adafruit_pixelbuf/PixelBuf.c): at the default 9 %
        # (CPB, Feather) or 6 % (CLUE) a dim 8 becomes 0 and the "turns to
        # come" dots vanish.  A lit channel is raised to the least value that
        # still reaches the LED as 1.
        sb = int(self.pixels.brightness * 256)
        least = (255 + sb) // sb if 0 < sb < 256 else 1
        for i in range(self.count):
            c = colours[i]
            if least > 1 and ((0 < c[0] < least) or (0 < c[1] < least) or (0 < c[2] < least)):
                c = tuple(v if v == 0 or v >= least else least for v in c)
            self.pixels[i] = c
        self.pixels.show()
        return True

    def set_brightness(self, value):
        if self.pixels.brightness != value:
            self.pixels.brightness = value
            self._last = None
