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
        for i in range(self.count):
            self.pixels[i] = colours[i]
        self.pixels.show()
        return True

    def set_brightness(self, value):
        if self.pixels.brightness != value:
            self.pixels.brightness = value
            self._last = None
