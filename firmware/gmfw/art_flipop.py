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
# gamemaster.flipop.view_versus.  Tiles and shapes are built once a game
# (the tiles drawn by art_flipop_build.py, compiled for that and dropped); a frame
# changes the holes' and balls' tiles, moves the gates, recolours them and
# changes texts, font tiles (a TileGrid a line): the files and ranks, a
# chain's numbers and the gates' counts (made as a frame needs them, freed
# when it does not).  The palette, the exits, files and ranks, the texts and
# the gates are art_flipop_marks.py: two modules, each compiled in a smaller
# heap (at boot with the versus mode, gmfw/boot.py MODE_KEPT; or, the mode
# chosen in the menu, at its first frame).

import displayio
import vectorio

from gmfw.art_flipop_marks import COLOURS, counts, gates, numbers, turn_board

LARGE = True
# The picture's tiles, one c x c tile each, side by side in one 2-bit
# Bitmap that every TileGrid of the picture shows with its own palette:
# kind * 4 + the colour (its palette's): kind 0 a hole's (the colour inside
# the hole, 0 round it: the wood, or nothing), 1 framed (3 round it), 2 a
# ball, 3 a gate (a bar up the tile's middle: the gates across show it
# transposed).  Tile 0 is all 0: no tint, ball or gate.  The holes' grid:
# 1 a hole, 2 and 3 White's and Black's exits; the tints' (their own
# palette: the same tiles, other colours): 1 the start (or a ball that can
# move), 2 a hole passed, 4 and 5 the destination (passed, the start); the
# balls': 6 White's, 7 Black's; the gates': 8 plain, 9 turned.  No two
# tiles alike: each is c * c * 2 bits of the board's heap (~150 B at
# 240x240).
TILES = bytes((0, 1, 2, 3, 6, 5, 9, 10, 13, 14))
# kept when the board goes off screen (the ready and end screens): compiled
# again at the next game's first frame it would need ~10 KB beside the display
RESIDENT = True
PICK_STEPS = 12


class Art:
    def __init__(self, layout):
        ax, ay, size = layout.large_art
        # (12: the files' row under the board)
        self.cell = c = max(8, (size - 12 - 4) // 5)
        # (10: the ranks' column left of the board)
        self.group = displayio.Group(x=ax + 10 + (size - 10 - 5 * c) // 2, y=ay)
        # The holes, the balls and the gates are TileGrids over cell-sized
        # tiles (TILES, one 2-bit Bitmap), not 53 rectangles and circles:
        # ~4 KB less of a board's heap.  The holes: wood round a
        # hole, an exit of White's or Black's (COLOURS 0-3); over them the
        # tints: none, the start's colour inside (or, before the first tap,
        # a ball's that can move: never both at once), the holes passed,
        # and framed in magenta the destination, the start inside when the
        # chain ends where it began.  The balls: none, White's, Black's (a
        # circle as vectorio draws one: x*x + y*y <= r*r from its middle).
        # The gates: none, a bar along the cell's middle line, plain or
        # turned, in a grid half a cell off the holes' so the bar lies on
        # the boundary between two holes (the gates up or down: 4 lines x
        # 5 rows; across: 5 columns x 4 lines, the same tiles in a grid
        # transposed, its tiles' x and y swapped as a board's displayio
        # does it: index column * 4 + line; two tiles fewer, ~0.3 KB).
        # (the tiles drawn by art_flipop_build.py, compiled for this and
        # dropped: code needed once a game, at its first frame)
        from gmfw.art_flipop_build import tiles
        t = tiles(c)
        self.holes = grid(self, t, palette(COLOURS[:4]), 0)
        self.tint_colours = q = palette((None, COLOURS[4], COLOURS[5], COLOURS[11]))
        self.tints = grid(self, t, q, 0)
        self.balls = grid(self, t, palette((None, COLOURS[6], COLOURS[7])), 0)
        # (and the pick countdown's bar: the gates' palette's last colour)
        q = palette((None, COLOURS[8], COLOURS[9], COLOURS[10]))
        self.ups = grid(self, t, q, 1, x=c - c // 2)
        self.acrosses = grid(self, t, q, 1, y=c - c // 2)
        self.acrosses.transpose_xy = True
        self.axes = []              # the files and ranks (turn_board)
        self.bar = vectorio.Rectangle(pixel_shader=q, width=1, height=3, x=0,
                                      y=5 * c + 12 + 1, color_index=3)
        self.bar.hidden = True
        self.group.append(self.bar)
        self.steps = []             # the path's numbers, made as needed
        self.counts = []            # turns of a gate turned more than once
        self.payload = None
        self.human = -1
        self.tint = COLOURS[4]
        from gamemaster.registry import _drop
        _drop("gmfw.art_flipop_build")


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
        # the tints' first colour: the move's start, or a ball that can move
        k = COLOURS[4 if path else 12]
        if self.tint != k:
            self.tint = self.tint_colours[1] = k
        for h in range(25):
            x, y = self.xy(h)
            i = y // c * 5 + x // c
            # (TILES: the tints, the balls)
            k = 1 if path and h == path[0] else 2 if h in path else mark >> h & 1
            if path and h == path[-1]:
                k = 5 if k == 1 else 4
            if self.tints[i] != k:
                self.tints[i] = k
            k = 6 if w >> h & 1 else 7 if b >> h & 1 else 0
            if self.balls[i] != k:
                self.balls[i] = k
        numbers(self, path)
        counts(self, turned)
        gates(self, g0, g1, turned, human)
        width = 5 * c * bar // PICK_STEPS
        self.bar.hidden = width <= 0
        if width > 0:
            self.bar.width = width


def palette(colours):
    # a Palette of ``colours`` (None: transparent)
    p = displayio.Palette(len(colours))
    for i in range(len(colours)):
        if colours[i] is None:
            p.make_transparent(i)
        else:
            p[i] = colours[i]
    return p


def grid(art, bitmap, palette, gaps, x=0, y=0):
    # a TileGrid of ``bitmap``'s cell-sized tiles on the picture at (x, y):
    # 5 x 5, or with ``gaps`` 4 columns (the lines between 5) x 5 rows
    c = art.cell
    g = displayio.TileGrid(bitmap, pixel_shader=palette, width=5 - gaps, height=5,
                           tile_width=c, tile_height=c, x=x, y=y)
    art.group.append(g)
    return g
