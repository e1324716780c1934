"""An off-screen ``board.DISPLAY`` for the simulator: Blinka's real displayio
compositing, pixels landing in a PIL image instead of on a bus.

Why a ``BusDisplay`` subclass rather than a home-made renderer: the firmware's
groups, labels, tile grids and dirty-area tracking then run through the same
displayio code (Blinka's port of the C module) that decides what a real TFT
receives, so "pixels refreshed" here is a fair proxy for SPI traffic there.

The colour path is the real one too: 16-bit RGB565, so the PNG shows the
banding a 16-bit panel shows.

Pixels are composed on demand.  Every refresh walks the dirty areas exactly
as displayio does (so areas, pixel counts and SPI time are exact on every
frame), but turning them into pixels is Blinka's pure-Python compositing,
~97 % of a headless run's time, and usually nobody looks at the result.  So
unless something watches every frame (``eager``: a ``--frames`` folder, the
window), a refresh only marks the image stale, and the first read of
``image`` composes the whole scene once.  That image is what the panel
shows: displayio's dirty tracking exists so that redrawing only the dirty
areas and redrawing everything give the same picture (tested).  The one
gap: a scene changed after the last ``refresh()`` and read before the next
one shows the change early; the firmware refreshes in the same loop tick as
every change it draws, so at the simulator's observation points (a
``time.sleep``) the two agree.
"""

import time

from busdisplay import BusDisplay
from displayio._area import Area
from PIL import Image

SPI_HZ = 24000000          # the profiled boards' TFT SPI clock
BITS_PER_PIXEL = 16        # RGB565


def spi_ms(pixels, spi_hz=SPI_HZ, bits_per_pixel=BITS_PER_PIXEL):
    """Time the pixel data of ``pixels`` takes on the SPI bus (no command
    overhead): what a refresh costs a board, per profile's clock."""
    return pixels * bits_per_pixel * 1000.0 / spi_hz


def drop_contained_areas(areas):
    """An unmerged pull request's ``filter_out_redundant_areas`` (shared-module/
    displayio/Group.c as read at commit 1aacf1a8): every area lying inside
    another area of the frame's list is dropped, the earlier of two equal
    areas kept; the survivors keep their order.  No released CircuitPython
    has it: released ``busdisplay`` sends every area of the list (a label
    change costs its old glyphs' area plus each new glyph inside it), as
    Blinka 2.7 and this display do by default.  Kept to measure what the
    filter would save (``filter_contained``)."""
    kept = list(areas)
    i = 0
    while i < len(kept):
        a = kept[i]
        dropped = False
        j = i + 1
        while j < len(kept):
            b = kept[j]
            if b.x1 >= a.x1 and b.y1 >= a.y1 and b.x2 <= a.x2 and b.y2 <= a.y2:
                del kept[j]                    # b inside a (or equal): drop b
            elif a.x1 >= b.x1 and a.y1 >= b.y1 and a.x2 <= b.x2 and a.y2 <= b.y2:
                del kept[i]                    # a strictly inside a later b
                dropped = True
                break
            else:
                j += 1
        if not dropped:
            i += 1
    return kept


class OffscreenDisplay(BusDisplay):
    """240x240 (by default) display with no bus.

    Counters (read by the recorder and the benchmark):
    ``refresh_count`` refreshes that found something to draw or not;
    ``pixels_total`` pixels written since creation; ``last_pixels`` pixels
    written by the most recent refresh; ``last_areas`` its clipped areas as
    ``(x1, y1, x2, y2)``; ``areas_total`` areas sent since creation;
    ``max_refresh_pixels`` the largest single refresh; ``last_refresh_ms``
    its wall time (composing included when it happened then).
    ``eager``: compose every refresh's areas as it happens (else on demand).
    ``filter_contained``: drop areas contained in another, as an unmerged
    pull request to CircuitPython's displayio would (:func:`drop_contained_areas`);
    off, as on every released board.
    """

    filter_contained = False     # released CircuitPython: every dirty area is sent

    # The displayio background thread may look at a display that __new__ has
    # registered but __init__ has not finished (platform-facts section 1).
    _auto_refresh = False

    def __new__(cls, *args, **kwargs):
        # Not in displayio's pool (limit 1, and only its stopped refresh
        # thread reads it): the simulator owns this display's lifetime.
        return object.__new__(cls)

    def __init__(self, width=240, height=240, rotation=0, auto_refresh=False, eager=False):
        self.refresh_count = 0
        self.pixels_total = 0
        self.areas_total = 0
        self.last_pixels = 0
        self.last_areas = []
        self.max_refresh_pixels = 0
        self.refreshes_over_screen = 0       # refreshes that sent more than the screen has
        self.last_refresh_ms = 0.0
        self.refresh_ms_total = 0.0
        self.compose_ms_total = 0.0
        self.eager = eager
        self._pixels_this_refresh = 0
        self._areas_this_refresh = []
        # True while the panel's content (the last refresh) is not in _image
        self._stale = False
        super().__init__(None, b"", width=width, height=height, rotation=rotation,
                         auto_refresh=auto_refresh,
                         # native-endian RGB565 words: PIL's "BGR;16" decodes them
                         reverse_bytes_in_word=False)
        self._image = Image.new("RGB", self._panel_size())

    def _panel_size(self):
        # In panel (not rotated) coordinates: that is what dirty areas use.
        return (self._core.area.x2, self._core.area.y2)

    @property
    def image(self):
        """What the panel shows now (after the last refresh), composed on
        first read after refreshes that were only accounted."""
        if self._stale or self._image.size != self._panel_size():
            self._compose_all()
        return self._image

    def _refresh_display(self):
        started = time.perf_counter()
        self._pixels_this_refresh = 0
        self._areas_this_refresh = []
        group = self._core.current_group
        if self._core.full_refresh and group is not None:
            # Blinka keeps the layers' change flags through a full refresh (it
            # guards against its refresh thread); CircuitPython's C code clears
            # them, so without this the next refresh redraws the whole screen
            # again.  Nothing runs concurrently here, so consume them first.
            group._get_refresh_areas([])
        drawn = super()._refresh_display()
        self.last_pixels = self._pixels_this_refresh
        self.last_areas = self._areas_this_refresh
        self.pixels_total += self._pixels_this_refresh
        self.areas_total += len(self._areas_this_refresh)
        if self._pixels_this_refresh > self.max_refresh_pixels:
            self.max_refresh_pixels = self._pixels_this_refresh
        if self._pixels_this_refresh > self._core.area.x2 * self._core.area.y2:
            self.refreshes_over_screen += 1
        self.refresh_count += 1
        self.last_refresh_ms = (time.perf_counter() - started) * 1000.0
        self.refresh_ms_total += self.last_refresh_ms
        return drawn

    def _get_refresh_areas(self):
        areas = super()._get_refresh_areas()
        if self.filter_contained and not self._core.full_refresh:
            areas = drop_contained_areas(areas)
        return areas

    def _refresh_area(self, area):
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        size = (clipped.x2 - clipped.x1) * (clipped.y2 - clipped.y1)
        self._pixels_this_refresh += size
        self._areas_this_refresh.append((clipped.x1, clipped.y1, clipped.x2, clipped.y2))
        if self.eager and not self._stale and self._image.size == self._panel_size():
            self._paste(clipped)
        else:
            self._stale = True
        return True

    def _paste(self, clipped, image=None):
        started = time.perf_counter()
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
        (self._image if image is None else image).paste(patch, (clipped.x1, clipped.y1))
        self.compose_ms_total += (time.perf_counter() - started) * 1000.0

    def compose_scene(self):
        """A new image of the whole scene as a full refresh would draw it
        now (the panel's image is left alone)."""
        image = Image.new("RGB", self._panel_size())
        if self._core.current_group is not None:
            whole = Area()
            self._core.area.copy_into(whole)
            self._paste(whole, image)
        return image

    def _compose_all(self):
        self._image = self.compose_scene()
        self._stale = False

    def viewed(self):
        """What a person looking at the screen sees: the panel's pixels
        turned back by ``rotation`` (the CPB's TFT Gizmo is mounted upside
        down and drawn at rotation 180, so its panel holds the picture
        turned; displayio turns clockwise, PIL's rotate counter-clockwise)."""
        image = self.image
        rotation = self.rotation % 360
        return image.rotate(rotation, expand=True) if rotation else image

    def snapshot(self):
        """A copy of what the screen shows now (after the last refresh), upright."""
        return self.viewed().copy()

    def save_png(self, path):
        self.viewed().save(path, "PNG")
