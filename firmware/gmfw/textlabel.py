# A text label drawn into one 1-bit Bitmap (issue 13 item 5: RAM).
#
# ``adafruit_display_text.label`` makes one 112-byte TileGrid per glyph on
# screen (a 40-character line: 4.5 KB); its ``bitmap_label`` draws the text
# into one Bitmap, but with its outlines, accents and scrolling it is 14 KB of
# compiled code (plus the package's 13 KB ``__init__`` and ``adafruit_ticks``),
# more than the glyphs it saves on this firmware's few labels.  This is the
# part the firmware uses, with ``label.Label``'s geometry (left to right, the
# origin at the left edge and half the ascent above the first baseline, the
# same ``bounding_box``, ``anchor_point`` and ``anchored_position``), so the
# layout (gmfw/screen.py) and its checks did not change: the text's glyphs
# are copied into a 2-colour Bitmap (``bitmaptools.blit``, in C on a board)
# shown by one TileGrid under a scale Group.  The Bitmap is reused while the
# text keeps its size in pixels; otherwise a new one is made (the old one is
# garbage).  A blank text (the big word and the clock when not shown) has no
# ink: its label holds no Bitmap nor TileGrid, only its box (~220 B each).

import bitmaptools
import displayio


class Label(displayio.Group):
    # What each label holds is few entries (its attributes' table is
    # allocated in steps: 8 entries take 64 B, 11 took 96 B): the line
    # spacing only when not the default, the colour read from the palette,
    # the ascent worked out again at each new text (four glyphs looked up).
    line_spacing = 1.25
    bitmap = None

    def __init__(self, font, text="", color=0xFFFFFF, scale=1, line_spacing=1.25,
                 anchor_point=None, anchored_position=None):
        super().__init__()
        self.font = font
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = color
        self._local = displayio.Group(scale=scale)
        self.append(self._local)
        if line_spacing != 1.25:
            self.line_spacing = line_spacing
        self._anchor = anchor_point
        self.pos = anchored_position
        self.box = (0, 0, 0, 0)
        self._text = None
        self.text = text

    def _glyphs(self, text):
        # (glyph, x, y) of each character drawn, left to right, line by line
        font = self.font
        step = int(font.get_bounding_box()[1] * self.line_spacing)
        x = y = 0
        for ch in text:
            if ch == "\n":
                x, y = 0, y + step
                continue
            g = font.get_glyph(ord(ch))
            if g:
                yield g, x, y
                x += g.shift_x

    def _draw(self, text):
        y0 = 0
        for ch in "M j'":                 # label.py's ascent (top): the tallest of these
            g = self.font.get_glyph(ord(ch))
            if g:
                y0 = max(y0, g.height + g.dy)
        y0 //= 2
        # pass 1: the box (as label.py's _update_text, left to right)
        top = bottom = right = 0
        left = None
        for g, x, y in self._glyphs(text):
            bottom = max(bottom, y - g.dy + y0)
            if y == 0:
                top = min(top, y0 - g.height - g.dy)
            right = max(right, x + g.shift_x, x + g.width + g.dx)
            if x == 0:
                left = 0 if left is None else min(left, g.dx)
        left = left or 0
        w, h = right - left, bottom - top
        self.box = (left, top, w, h)
        local = self._local
        bitmap = self.bitmap
        if w <= 0 or h <= 0 or text.isspace():     # a blank has no ink: no bitmap
            while len(local):
                local.pop()
            self.bitmap = None
            return
        if bitmap is not None and bitmap.width == w and bitmap.height == h:
            bitmap.fill(0)
        else:
            while len(local):                # let the old bitmap go first
                local.pop()
            self.bitmap = bitmap = None
            bitmap = displayio.Bitmap(w, h, 2)
            local.append(displayio.TileGrid(bitmap, pixel_shader=self.palette, x=left, y=top))
            self.bitmap = bitmap
        # pass 2: each glyph's cell of the font bitmap into ours
        for g, x, y in self._glyphs(text):
            x1 = g.tile_index * g.width
            bitmaptools.blit(bitmap, g.bitmap, x + g.dx - left, y - g.height - g.dy + y0 - top,
                             x1=x1, y1=0, x2=x1 + g.width, y2=g.height, skip_source_index=0)

    def _place(self):
        # label.py's anchored_position: the anchor point of the box at pos
        # (a label made without both stays at its x, y, as label.py's does)
        if self._anchor is None or self.pos is None:
            return
        ax, ay = self._anchor
        px, py = self.pos
        s = self._local.scale
        left, top, w, h = self.box
        self.x = int(px - left * s - round(ax * w * s))
        self.y = int(py - top * s - round(ay * h * s))

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text != self._text:
            self._text = text
            self._draw(text)
            self._place()

    @property
    def color(self):
        return self.palette[1]

    @color.setter
    def color(self, color):
        self.palette[1] = color

    @property
    def scale(self):
        return self._local.scale

    @scale.setter
    def scale(self, scale):
        self._local.scale = scale
        self._place()

    @property
    def anchor_point(self):
        return self._anchor

    @property
    def anchored_position(self):
        return self.pos

    @anchored_position.setter
    def anchored_position(self, pos):
        self.pos = pos
        self._place()

    @property
    def bounding_box(self):
        """(x, y, w, h) of the glyphs, unscaled, from the label's origin."""
        return self.box
