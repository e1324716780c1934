# The Golem Battle field on screen: cells, obstacles, golems with facing.
#
# Built from vectorio rectangles, one per cell of the field on show (its size
# known at the first frame) and two per golem shown (``art_golems_marks``);
# a frame only recolours cells and moves the golem markers, so a row of the
# battle redraws the squares that changed.  The markers are their own
# module so that each part compiles in a small heap on a board (one module
# needed 8 KB at the setup screen, the peak of a game started on it).

import displayio
import vectorio

from gamemaster.registry import _drop
from gmfw import art_golems_marks as marks

# held by this module alone: freed with it when the picture goes
_drop("gmfw.art_golems_marks")

# terrain chars from gamemaster.golems.field.TERRAIN_CHARS: . o # ~ c t = |, and
# their colours: one palette for every cell (a cell picks its colour_index).
# Water is teal, far from every golem's colour (the Blue golem was hard to
# tell from blue water: tests/firmware/test_golems_colours.py); the setup
# screen's key names these colours (gamemaster.golems.view_setup._KEY).
TERRAIN = ".o#~ct=|"
TERRAIN_COLOURS = (0x303030, 0x8B5A2B, 0x909090, 0x00A0B4, 0x505070, 0x402040,
                   0x00A0B4, 0x00A0B4,   # a stream is water, drawn as a band along its flow
                   0xFF00FF)     # the last: a char not in TERRAIN
STREAM_EW = 6                    # TERRAIN.index("="), and "|" after it
GOLEM_COLOURS = marks.COLOURS


class Art:
    def __init__(self, layout):
        self.px = layout.art
        self.group = displayio.Group(x=layout.art_x, y=layout.art_y)
        self.terrain_palette = marks.palette(TERRAIN_COLOURS)
        self.golem_palette = marks.palette(GOLEM_COLOURS + (0xFFFFFF,))    # the nose: white
        self.cells = []          # n x n rectangles for the field on show
        self.golems = []         # body, nose, body, nose...: the golems shown so far
        self.size = 0
        self.picture = None

    def show(self, picture):
        if picture == self.picture:
            return
        self.picture = picture
        n, obstacles, golems = picture
        step = self.px // n
        edge = max(1, step // 16)        # the dark gap around each cell
        full = step - 2 * edge
        cells = self.cells
        if n != self.size:
            # one rectangle per cell of this field (16 on 4x4, not 36),
            # under the golems; a field of another size gets its own
            for rect in cells:
                self.group.remove(rect)
            self.size = n
            cells = self.cells = []
            for i in range(n * n):
                cells.append(vectorio.Rectangle(pixel_shader=self.terrain_palette, width=full,
                                                height=full, x=i % n * step + edge,
                                                y=i // n * step + edge))
                self.group.insert(i, cells[i])
        kinds = bytearray(n * n)             # 0: empty ground
        for ch, r, c in obstacles:
            k = TERRAIN.find(ch)
            kinds[r * n + c] = k if k >= 0 else len(TERRAIN)
        for i in range(n * n):
            rect = cells[i]
            k = kinds[i]
            if rect.color_index != k:
                rect.color_index = k
                # a stream: a half-width band along its flow (the cell's
                # dark gap shows on both banks); every other kind fills it
                x = i % n * step + edge
                y = i // n * step + edge
                w = h = full
                if k == STREAM_EW:
                    y, h = y + full // 4, full // 2
                elif k == STREAM_EW + 1:
                    x, w = x + full // 4, full // 2
                rect.x, rect.y, rect.width, rect.height = x, y, w, h
        marks.place(self, golems, step)
