# A text label shown as font tiles: one TileGrid a line over the font's own
# bitmap (issue 13 item 5: RAM).
#
# ``adafruit_display_text.label`` makes one 112-byte TileGrid per glyph on
# screen (a 40-character line: 4.5 KB); its ``bitmap_label`` draws the text
# into one Bitmap, but with its outlines, accents and scrolling it is 14 KB of
# compiled code (plus the package's 13 KB ``__init__`` and ``adafruit_ticks``),
# more than the glyphs it saves on this firmware's few labels.  This is the
# part the firmware uses, with ``label.Label``'s geometry (left to right, the
# origin at the left edge and half the ascent above the first baseline, the
# same ``bounding_box``, ``anchor_point`` and ``anchored_position``), so the
# layout (gmfw/screen.py) and its checks did not change.  CircuitPython's
# ``terminalio.FONT`` (a BuiltinFont) keeps all its glyphs in ONE bitmap,
# side by side, a glyph's ``tile_index`` its cell, every glyph the font's
# 6x12 cell (shared-module/fontio/BuiltinFont.c): so a line's glyphs are one
# TileGrid over that bitmap, a tile a character (112 B + 16 B + 1 B a
# character beyond 4 tiles), under a scale Group (when not 1), where a 1-bit Bitmap of the
# text held 4 B a 32 pixels of each pixel row (a 240-pixel line ~0.5 KB, the
# four message lines ~1.8 KB) and a blit of each glyph into it.  A run of
# glyphs one TileGrid can show is glyphs side by side on one line, over the
# same bitmap, of one size and offset; a glyph that is not (a font whose
# glyphs each have their own bitmap, as Blinka's for characters beyond
# ASCII) starts a new run: its own TileGrid, as label.py makes, the same
# pixels (a tile's value 0 transparent, as the blit skipped it), so no
# other drawing path is needed.  Spaces at a run's ends are left out (they
# show nothing).  A TileGrid's width is fixed when it is made: a text whose
# runs keep their places and lengths (the clock's second) sets the tiles of
# the grids it has; otherwise the grids from the first that differs are
# dropped (before the new ones are made, so their heap can be reused).  A
# blank text (the big word and the clock when not shown) has no ink: its
# label holds no TileGrid, only its box (~220 B each).

import displayio


class Label(displayio.Group):
    # What each label holds is few entries (its attributes' table is
    # allocated in steps: 8 entries take 64 B, 11 took 96 B): the line
    # spacing only when not the default, the colour read from the palette,
    # the ascent worked out again at each new text (four glyphs looked up),
    # the runs of the text shown worked out again from it when it changes.
    line_spacing = 1.25

    def __init__(self, font, text="", color=0xFFFFFF, scale=1, line_spacing=1.25,
                 anchor_point=None, anchored_position=None):
        super().__init__()
        self.font = font
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = color
        # the lines' grids sit in a scale group (label.py's local group)
        # only once a scale other than 1 is asked for: a label of scale 1
        # holds them itself, a group less (~0.1 KB)
        self._local = None
        if line_spacing != 1.25:
            self.line_spacing = line_spacing
        self._anchor = anchor_point
        self.pos = anchored_position
        self.box = (0, 0, 0, 0)
        if scale != 1:
            self.scale = scale
        self._text = None
        self.text = text

    def _layout(self, text):
        # the box (as label.py's _update_text, left to right) and the runs:
        # [first glyph, x, y of its cell's top-left corner, tile indices (a
        # byte each: BuiltinFont's are 8-bit), the count up to its last
        # character not a space]
        font = self.font
        y0 = 0
        for ch in "M j'":                 # label.py's ascent (top): the tallest of these
            g = font.get_glyph(ord(ch))
            if g:
                y0 = max(y0, g.height + g.dy)
        y0 //= 2
        step = int(font.get_bounding_box()[1] * self.line_spacing)
        top = bottom = right = 0
        left = None
        runs = []
        run = None
        x = y = 0
        for ch in text:
            if ch == "\n":
                x, y = 0, y + step
                run = None
                continue
            g = font.get_glyph(ord(ch))
            if not g:
                continue
            bottom = max(bottom, y - g.dy + y0)
            if y == 0:
                top = min(top, y0 - g.height - g.dy)
            right = max(right, x + g.shift_x, x + g.width + g.dx)
            if x == 0:
                left = 0 if left is None else min(left, g.dx)
            if run:
                f = run[0]
                if not (g.bitmap is f.bitmap and g.width == f.width and g.height == f.height
                        and g.dx == f.dx and g.dy == f.dy
                        and x == run[1] - f.dx + len(run[3]) * f.width):
                    run = None
            if ch != " " and g.width and g.height:
                if run is None:
                    run = [g, x + g.dx, y - g.height - g.dy + y0, bytearray(), 0]
                    runs.append(run)
                run[3].append(g.tile_index)
                run[4] = len(run[3])
            elif run:
                run[3].append(g.tile_index)
            x += g.shift_x
        left = left or 0
        return (left, top, right - left, bottom - top), runs

    def _draw(self, text, old):
        self.box, runs = self._layout(text)
        local = self if self._local is None else self._local
        keep = 0
        if len(local):
            # the grids shown: old's runs, one each, in order
            for a, b in zip(self._layout(old)[1], runs):
                f, g = a[0], b[0]
                if not (a[1:3] == b[1:3] and a[4] == b[4] and f.bitmap is g.bitmap
                        and f.width == g.width and f.height == g.height):
                    break
                keep += 1
        while len(local) > keep:            # let the old grids go first
            local.pop()
        for k in range(len(runs)):
            g, x, y, tiles, n = runs[k]
            if k < keep:
                grid = local[k]
            else:
                grid = displayio.TileGrid(g.bitmap, pixel_shader=self.palette, width=n,
                                          tile_width=g.width, tile_height=g.height, x=x, y=y)
                local.append(grid)
            for i in range(n):
                grid[i] = tiles[i]

    def _place(self):
        # label.py's anchored_position: the anchor point of the box at pos
        # (a label made without both stays at its x, y, as label.py's does)
        if self._anchor is None or self.pos is None:
            return
        ax, ay = self._anchor
        px, py = self.pos
        s = self.scale
        left, top, w, h = self.box
        self.x = int(px - left * s - round(ax * w * s))
        self.y = int(py - top * s - round(ay * h * s))

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text != self._text:
            old, self._text = self._text, text
            self._draw(text, old)
            self._place()

    @property
    def color(self):
        return self.palette[1]

    @color.setter
    def color(self, color):
        self.palette[1] = color

    @property
    def scale(self):
        return 1 if self._local is None else self._local.scale

    @scale.setter
    def scale(self, scale):
        if self._local is None:
            if scale == 1:
                return
            # the grids move into a scale group of their own
            local = displayio.Group(scale=scale)
            while len(self):
                local.insert(0, self.pop())
            self.append(local)
            self._local = local
        else:
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
        # (x, y, w, h) of the glyphs, unscaled, from the label's origin
        return self.box
