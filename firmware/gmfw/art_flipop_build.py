# The Flipop board picture's tiles drawn (gmfw/art_flipop.py's Art.__init__
# calls it).  Needed once a game, at its first frame with the board (the
# screen frees the picture when a frame without it comes: the ready
# screen, a text screen), so it is compiled there and dropped after; the
# frames' own code (art_flipop.py, art_flipop_marks.py) stays resident.
# Only the drawing: the first frame holds most of a game's state already
# (a resumed game's more), so what compiles there is kept small (1.5 KB
# to compile; with Art.__init__ and the palettes' and grids' helpers too,
# 6.7 KB, over the game's peak, and 3.2 KB with the helpers, over a
# resumed game's).

import displayio

from gmfw.art_flipop import TILES


def tiles(c):
    # TILES drawn: a hole's margin max(2, c // 7), a ball's radius
    # max(2, c // 4) (a circle as vectorio draws one), a gate's thickness
    # max(2, c // 6), up the tile's middle line
    t = displayio.Bitmap(len(TILES) * c, c, 4)
    m, r, g = max(2, c // 7), max(2, c // 4), max(2, c // 6)
    for k in range(1, len(TILES)):
        kind, v = TILES[k] >> 2, TILES[k] & 3
        for y in range(c):
            for x in range(c):
                if kind < 2:
                    p = v if m <= x < c - m and m <= y < c - m else 3 if kind else 0
                elif kind == 2:
                    p = v if (x - c // 2) ** 2 + (y - c // 2) ** 2 <= r * r else 0
                else:
                    p = v if 0 <= x - c // 2 + g // 2 < g else 0
                if p:
                    t[k * c + x, y] = p
    return t
