"""Ring output: the view's ring spec -> NeoPixel colours, one show() per change."""

from gamemaster import ring as ring_render


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
        colours = ring_render.physical_order(ring_render.render(spec, self.count),
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
