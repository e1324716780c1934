# Art kind "flipop": the 5x5 board as the player sees it across the table
# (their side at the bottom: turned round when they play Black), with the
# files a-e under it and the ranks 1-5 beside it, as large as the screen
# allows (LARGE: the screen gives it the layout's large_art place).
# A move is drawn so it can be copied onto the board without notation:
# a chain's holes numbered in order (1 = the ball to move; the later holes
# 2, 3, ...), the start green, the holes passed cyan, the destination
# framed in magenta (a loop chain back to its start: 1 over 6 if room),
# the gates it turns red, their turns (if 2+) by the anchor under the
# numbers' line (no two texts closer than a space or a row), and the
# pick countdown as a bar under the board.
# Before the first tap the holes of the balls that can move are tinted.
# Payload: (w, b, g0, g1, path, turned, bar, mark, human) from
# gamemaster.flipop.view_versus.  Tiles and shapes are built once; a frame
# changes the holes' and balls' tiles, moves the gates, recolours them and
# changes texts.  The palette, the files
# and ranks (labels), the gates' tiles and a chain's numbers and the gates'
# counts (font tiles, made as a frame needs them, freed when it does not)
# are art_flipop_marks.py.

import displayio
import vectorio

from gamemaster.flipop.board import EXIT_MASK
from gmfw.art_flipop_marks import COLOURS, axes, counts, gates, numbers, turn_board

LARGE = True
# the holes' tiles: their colours (COLOURS), then the destination's two
# (framed; the holes passed or the start inside)
HOLES = (1, 2, 3, 4, 5, 12)
DEST = len(HOLES)
# compiled at boot with the versus mode (gmfw/boot.py MODE_KEPT) and kept
# when the board goes off screen (the ready and end screens): compiled again
# at the next game's first frame it would need ~9 KB beside the display
RESIDENT = True
PICK_STEPS = 12


class Art:
    def __init__(self, layout):
        ax, ay, size = layout.large_art
        # (12: the files' row under the board)
        self.cell = c = max(8, (size - 12 - 4) // 5)
        self.Label = layout.Label
        # (10: the ranks' column left of the board)
        self.group = displayio.Group(x=ax + 10 + (size - 10 - 5 * c) // 2, y=ay)
        p = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            p[i] = COLOURS[i]
        self.palette = p
        g = self.group
        inset = max(2, c // 7)
        # The holes, the balls and the gates are TileGrids over a few
        # cell-sized tiles (a Bitmap each), not 53 rectangles and circles:
        # ~7 KB less of a board's heap.  A hole's tile: wood round the hole
        # in one of HOLES' colours (COLOURS), framed in magenta (11) on the
        # destination (DEST + k); a ball's: none, White's, Black's (a circle
        # as vectorio draws one: x*x + y*y <= r*r from its middle); a
        # gate's: none, a bar along the cell's middle line, up or across,
        # plain or turned, in a grid half a cell off the holes' so the bar
        # lies on the boundary between two holes (the gates pointing up or
        # down: 4 lines x 5 rows; across: 5 columns x 4 lines)
        self.holes = grid(self, tiles(c, 0, HOLES + (5, 4), inset), p, 5, 5, 0, 0)
        q = displayio.Palette(3)
        q.make_transparent(0)
        q[1] = COLOURS[6]
        q[2] = COLOURS[7]
        self.balls = grid(self, tiles(c, 1, (0, 1, 2), max(2, c // 4)), q, 5, 5, 0, 0)
        q = displayio.Palette(3)
        q.make_transparent(0)
        q[1] = COLOURS[8]
        q[2] = COLOURS[9]
        t = tiles(c, 2, (0, 1, 2, 1, 2), max(2, c // 6))
        self.ups = grid(self, t, q, 4, 5, c - c // 2, 0)
        self.acrosses = grid(self, t, q, 5, 4, 0, c - c // 2)
        axes(self)
        self.bar = vectorio.Rectangle(pixel_shader=p, width=1, height=3, x=0,
                                      y=5 * c + 12 + 1, color_index=10)
        self.bar.hidden = True
        g.append(self.bar)
        self.steps = []             # the path's numbers, made as needed
        self.counts = []            # turns of a gate turned more than once
        self.payload = None
        self.human = -1

    def xy(self, h):
        # top-left pixel of hole h: the player's own rank at the bottom
        x, y = h % 5, h // 5
        if self.human:
            return (4 - x) * self.cell, y * self.cell
        return x * self.cell, (4 - y) * self.cell

    def show(self, payload):
        if payload == self.payload or payload is None:
            return
        self.payload = payload
        w, b, g0, g1, path, turned, bar, mark, human = payload
        if human != self.human:
            turn_board(self, human)
        c = self.cell
        for h in range(25):
            # (HOLES: a hole, an exit, the move's start and holes, a ball that
            # can move; DEST + 0 or 1: the destination, a hole or the start)
            k = 3 if path and h == path[0] else 4 if h in path else 5 if mark >> h & 1 else \
                1 if EXIT_MASK[0] >> h & 1 else 2 if EXIT_MASK[1] >> h & 1 else 0
            if path and h == path[-1]:
                k = DEST + 1 if k == 3 else DEST
            x, y = self.xy(h)
            i = y // c * 5 + x // c
            if self.holes[i] != k:
                self.holes[i] = k
            k = 1 if w >> h & 1 else 2 if b >> h & 1 else 0
            if self.balls[i] != k:
                self.balls[i] = k
        numbers(self, path)
        counts(self, turned)
        gates(self, g0, g1, turned, human)
        width = 5 * c * bar // PICK_STEPS
        self.bar.hidden = width <= 0
        if width > 0:
            self.bar.width = width


def grid(art, bitmap, palette, w, h, x, y):
    # a w x h TileGrid of ``bitmap``'s cell-sized tiles at (x, y), on the picture
    c = art.cell
    g = displayio.TileGrid(bitmap, pixel_shader=palette, width=w, height=h, tile_width=c,
                           tile_height=c, x=x, y=y)
    art.group.append(g)
    return g


def tiles(c, kind, values, r):
    # one c x c tile a value, side by side, of a kind: 0 the holes' (r: the
    # wood round the hole in the value's colour; from DEST on framed), 1 the
    # balls' (r: their radius), 2 the gates' (r: their thickness; the first
    # three tiles up, the next two across); 0 is wood, or transparent
    n = len(values)
    t = displayio.Bitmap(n * c, c, 3 if kind else len(COLOURS))
    for k in range(n):
        v = values[k]
        for y in range(c):
            for x in range(c):
                if kind == 0:
                    p = v if r <= x < c - r and r <= y < c - r else 11 if k >= DEST else 0
                elif kind == 1:
                    p = v if (x - c // 2) ** 2 + (y - c // 2) ** 2 <= r * r else 0
                else:
                    p = v if 0 <= (x if k < 3 else y) - c // 2 + r // 2 < r else 0
                if p:
                    t[k * c + x, y] = p
    return t
