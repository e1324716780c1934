# The Golem Battle field on screen: cells, obstacles, golems with facing.
#
# Built from vectorio rectangles: the ground under the whole field and the
# dark lines between its cells (made for the field's size at the first
# frame: 11 rectangles on 6x6, where a rectangle per cell took 36), then
# what stands on it, one rectangle per obstacle and two per golem
# (``art_golems_marks``).  A frame only moves and recolours the rectangles
# that changed, so a row of the battle redraws the squares that changed.
# The marks are their own module so that each part compiles in a small heap
# on a board (one module needed 8 KB at the setup screen, the peak of a
# game started on it).

import displayio
import vectorio

from gamemaster.registry import _drop
from gmfw.art_golems_marks import BLACK, TERRAIN, place

# held by this module alone: freed with it when the picture goes
_drop("gmfw.art_golems_marks")

# The palette of every rectangle (each picks its colour_index): the terrain
# chars (TERRAIN, gamemaster.golems.field.TERRAIN_CHARS: . o # ~ c t = |)
# in that order, a char not among them, the lines between cells, the golems
# by colour and a golem's nose.  Water is teal, far from every golem's
# colour (the Blue golem was hard to tell from blue water:
# tests/firmware/test_golems_colours.py); the setup screen's key names these
# colours (gamemaster.golems.view_setup._KEY).
COLOURS = (0x303030, 0x8B5A2B, 0x909090, 0x00A0B4, 0x505070, 0x402040,
           0x00A0B4, 0x00A0B4,   # a stream is water, drawn as a band along its flow
           0xFF00FF,             # a char not in TERRAIN
           0x000000,             # BLACK: the screen's background (gamemaster.view's,
           #                       which no Golem Battle screen changes)
           0xFF0000, 0x0050FF, 0xFFC800, 0x00C800,   # gamemaster.golems.options.COLOURS
           0xFFFFFF)             # a golem's nose


class Art:
    def __init__(self, layout):
        self.px = layout.art
        self.group = displayio.Group(x=layout.art_x, y=layout.art_y)
        self.palette = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            self.palette[i] = COLOURS[i]
        self.grid = []           # the ground and the lines, for the field's size
        self.items = []          # the obstacles' and the golems' (those beyond hidden)
        self.size = 0
        self.picture = None

    def rect(self, k, x, y, w, h):
        return vectorio.Rectangle(pixel_shader=self.palette, width=w, height=h, x=x, y=y,
                                  color_index=k)

    def show(self, picture):
        if picture == self.picture:
            return
        self.picture = picture
        n = picture[0]
        step = self.px // n
        gap = max(1, step // 16)         # the dark gap around each cell
        if n != self.size:
            # a field of another size: its own ground and lines, under the marks
            for r in self.grid:
                self.group.remove(r)
            self.size = n
            side = n * step - 2 * gap
            self.grid = [self.rect(0, gap, gap, side, side)]
            for j in range(1, n):
                at = j * step - gap
                self.grid.append(self.rect(BLACK, at, gap, 2 * gap, side))
                self.grid.append(self.rect(BLACK, gap, at, side, 2 * gap))
            for i in range(len(self.grid)):
                self.group.insert(i, self.grid[i])
        place(self, picture, step, gap)
