"""An off-screen ``board.DISPLAY`` for the simulator: Blinka's real displayio
compositing, pixels landing in a PIL image instead of on a bus.

Why a ``BusDisplay`` subclass rather than a home-made renderer: the firmware's
groups, labels, tile grids and dirty-area tracking then run through the same
displayio code (Blinka's port of the C module) that decides what a real TFT
receives, so "pixels refreshed" here is a fair proxy for SPI traffic there.

The colour path is the real one too: 16-bit RGB565, so the PNG shows the
banding a 16-bit panel shows.
"""

import time

from busdisplay import BusDisplay
from displayio._area import Area
from PIL import Image


class OffscreenDisplay(BusDisplay):
    """240x240 (by default) display with no bus.

    Counters (read by the recorder and the benchmark):
    ``refresh_count`` refreshes that found something to draw or not;
    ``pixels_total`` pixels written since creation; ``last_pixels`` pixels
    written by the most recent refresh; ``last_refresh_ms`` its wall time.
    """

    # The displayio background thread may look at a display that __new__ has
    # registered but __init__ has not finished (platform-facts section 1).
    _auto_refresh = False

    def __new__(cls, *args, **kwargs):
        # Not in displayio's pool (limit 1, and only its stopped refresh
        # thread reads it): the simulator owns this display's lifetime.
        return object.__new__(cls)

    def __init__(self, width=240, height=240, rotation=0, auto_refresh=False):
        self.refresh_count = 0
        self.pixels_total = 0
        self.last_pixels = 0
        self.last_refresh_ms = 0.0
        self.refresh_ms_total = 0.0
        self._pixels_this_refresh = 0
        super().__init__(None, b"", width=width, height=height, rotation=rotation,
                         auto_refresh=auto_refresh,
                         # native-endian RGB565 words: PIL's "BGR;16" decodes them
                         reverse_bytes_in_word=False)
        self.image = Image.new("RGB", self._panel_size())

    def _panel_size(self):
        # In panel (not rotated) coordinates: that is what dirty areas use.
        return (self._core.area.x2, self._core.area.y2)

    def _refresh_display(self):
        started = time.perf_counter()
        self._pixels_this_refresh = 0
        group = self._core.current_group
        if self._core.full_refresh and group is not None:
            # Blinka keeps the layers' change flags through a full refresh (it
            # guards against its refresh thread); CircuitPython's C code clears
            # them, so without this the next refresh redraws the whole screen
            # again.  Nothing runs concurrently here, so consume them first.
            group._get_refresh_areas([])
        drawn = super()._refresh_display()
        self.last_pixels = self._pixels_this_refresh
        self.pixels_total += self._pixels_this_refresh
        self.refresh_count += 1
        self.last_refresh_ms = (time.perf_counter() - started) * 1000.0
        self.refresh_ms_total += self.last_refresh_ms
        return drawn

    def _refresh_area(self, area):
        if self.image.size != self._panel_size():   # rotation changed
            self.image = Image.new("RGB", self._panel_size())
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        width = clipped.x2 - clipped.x1
        height = clipped.y2 - clipped.y1
        size = width * height
        # One 16-bit pixel per half-word, like the C code's buffer; the mask
        # marks pixels some layer painted (the rest stay black, as on CP).
        buffer = memoryview(bytearray(((size + 1) // 2) * 4)).cast("I")
        mask = memoryview(bytearray(((size // 32) + 1) * 4)).cast("I")
        self._core.fill_area(clipped, mask, buffer)
        patch = Image.frombuffer("RGB", (width, height), buffer.tobytes()[:size * 2],
                                 "raw", "BGR;16", 0, 1)
        self.image.paste(patch, (clipped.x1, clipped.y1))
        self._pixels_this_refresh += size
        return True

    def snapshot(self):
        """A copy of what the panel shows now (after the last refresh)."""
        return self.image.copy()

    def save_png(self, path):
        self.image.save(path, "PNG")
