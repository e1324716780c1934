# The Golem Battle field on screen: cells, obstacles, golems with facing.
#
# Built from vectorio rectangles, one per cell of the field on show (its size
# known at the first frame); a frame only recolours cells and moves the golem
# markers, so a row of the battle redraws the squares that changed.

import displayio
import vectorio

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
GOLEM_COLOURS = (0xFF0000, 0x0050FF, 0xFFC800, 0x00C800)   # gamemaster.golems.options.COLOURS


class Art:
    def __init__(self, layout):
        size_px, x, y = layout.art, layout.art_x, layout.art_y
        self.px = size_px
        self.group = displayio.Group(x=x, y=y)
        self.cells = []          # n x n rectangles for the field on show (built by _layout)
        self.terrain_palette = displayio.Palette(len(TERRAIN_COLOURS))
        for i in range(len(TERRAIN_COLOURS)):
            self.terrain_palette[i] = TERRAIN_COLOURS[i]
        self.golem_palette = displayio.Palette(5)
        for i in range(4):
            self.golem_palette[i] = GOLEM_COLOURS[i]
        self.golem_palette[4] = 0xFFFFFF
        self.golems = []
        self.noses = []
        for i in range(4):
            body = vectorio.Rectangle(pixel_shader=self.golem_palette, width=4, height=4, x=0, y=0,
                                      color_index=i)
            nose = vectorio.Rectangle(pixel_shader=self.golem_palette, width=2, height=2, x=0, y=0,
                                      color_index=4)
            body.hidden = True
            nose.hidden = True
            self.golems.append(body)
            self.noses.append(nose)
            self.group.append(body)
            self.group.append(nose)
        self.size = 0
        self.picture = None

    def _layout(self, n):
        # one rectangle per cell of this field (16 on 4x4, not 36), under
        # the golems; a field of another size gets its own
        for rect in self.cells:
            self.group.remove(rect)
        self.size = n
        step = self.px // n
        gap = max(1, step // 16)
        self.cells = []
        for i in range(n * n):
            rect = vectorio.Rectangle(pixel_shader=self.terrain_palette, width=step - 2 * gap,
                                      height=step - 2 * gap, x=(i % n) * step + gap,
                                      y=(i // n) * step + gap)
            self.cells.append(rect)
            self.group.insert(i, rect)
        self.step = step

    def show(self, picture):
        if picture == self.picture:
            return
        self.picture = picture
        n, obstacles, golems = picture
        if n != self.size:
            self._layout(n)
        kinds = bytearray(n * n)             # 0: empty ground
        for ch, r, c in obstacles:
            k = TERRAIN.find(ch)
            kinds[r * n + c] = k if k >= 0 else len(TERRAIN)
        step = self.step
        full = step - 2 * max(1, step // 16)
        edge = (step - full) // 2
        for i in range(n * n):
            rect = self.cells[i]
            k = kinds[i]
            if rect.color_index != k:
                rect.color_index = k
                # a stream: a half-width band along its flow (the cell's
                # dark gap shows on both banks); every other kind fills it
                x = (i % n) * step + edge
                y = (i // n) * step + edge
                w = h = full
                if k == STREAM_EW:
                    y, h = y + full // 4, full // 2
                elif k == STREAM_EW + 1:
                    x, w = x + full // 4, full // 2
                rect.x, rect.y, rect.width, rect.height = x, y, w, h
        body = step * 3 // 5
        nose = max(2, step // 6)
        mid = (body - nose) // 2
        for k in range(4):
            g_rect, n_rect = self.golems[k], self.noses[k]
            if k >= len(golems):
                g_rect.hidden = n_rect.hidden = True
                continue
            colour, r, c, facing = golems[k][:4]
            x0 = c * step + (step - body) // 2
            y0 = r * step + (step - body) // 2
            g_rect.color_index = colour
            g_rect.x, g_rect.y, g_rect.width, g_rect.height = x0, y0, body, body
            g_rect.hidden = False
            # the nose on the side the golem faces (north, east, south, west)
            dx, dy = ((mid, -nose), (body, mid), (mid, body), (-nose, mid))[facing]
            n_rect.x, n_rect.y, n_rect.width, n_rect.height = x0 + dx, y0 + dy, nose, nose
            n_rect.hidden = False
