# The Flipop board picture's (art_flipop.py) palette and what a frame
# changes besides its tints and balls: the exits, files and ranks as the
# board is turned, the texts (a chain's numbers, the gates' counts) as font
# tiles, the gates.  Apart from art_flipop.py so each module compiles in a
# smaller heap.

import displayio
import terminalio

from gamemaster.flipop.board import EXIT_MASK, gate_dir

# the picture's palette; the tiles name its colours by index (each name
# would be one more interned string on a board that compiles the .py)
COLOURS = (0x8A6A3C,        # 0 wood
           0x6B4E2A,        # 1 a hole
           0x808080,        # 2 White's exits
           0x303078,        # 3 Black's exits
           0x00C040,        # 4 the move's start
           0x00B0C0,        # 5 the holes it passes
           0xF0F0F0,        # 6 White's balls
           0x000000,        # 7 Black's balls
           0xFFD040,        # 8 a gate
           0xFF3030,        # 9 a gate the move turns
           0x30A0FF,        # 10 the pick countdown's bar
           0xFF30FF,        # 11 the destination's frame
           0x3C7A3C)        # 12 a ball that can move (before the first tap)
# (the files' row under the board is 12 pixels high)


def turn_board(art, human):
    # the board seen from the human's side: the exits, the files under the
    # board (one line: each letter in the 6-pixel glyph cell nearest its
    # column's middle, blanks between) and the ranks left of it
    # (right-aligned 4 pixels off, one a line, the lines a cell apart), as
    # font tiles (texts): two texts, not ten (a text ~0.1 KB of a board's
    # heap); art.xy places the holes, the balls and the gates
    art.human = human
    c = art.cell
    for h in range(25):
        x, y = art.xy(h)
        art.holes[y // c * 5 + x // c] = \
            2 if EXIT_MASK[0] >> h & 1 else 3 if EXIT_MASK[1] >> h & 1 else 1
    files = ""
    for i in range(5):
        slot = (i * c + c // 2) // 6            # the glyph cell under column i
        files += " " * (slot - len(files)) + "abcde"[4 - i if human else i]
    ranks = "\n".join("12345" if human else "54321")
    texts(art, art.axes, 0xE0E0E0, [(files, (0, 5 * c + 1)), (ranks, (-10, (c - 12) // 2))], c)


def texts(art, shown, colour, want, pitch=15):
    # The picture's small texts (the files and ranks, a chain's numbers,
    # the gates' counts): ``want``, [(text, (x, y))], shown as font tiles,
    # one TileGrid a line over the font's own bitmap (its glyphs side by
    # side, a glyph's tile_index its cell: ~0.1 KB of a board's heap a
    # line, where a label holds ~0.6 KB), placed as a label with its
    # top-left corner at (x, y) sets them, its lines ``pitch`` pixels apart
    # (15: 12 x a label's line spacing 1.25).  ``shown``: [[text, (x, y),
    # a line's TileGrid, ...]] on screen, replaced when ``want`` differs;
    # colour: theirs.
    if [e[:2] for e in shown] == [list(t) for t in want]:
        return
    while shown:
        for tile in shown.pop()[2:]:
            art.group.remove(tile)
    if not want:
        return
    p = displayio.Palette(2)
    p.make_transparent(0)
    p[1] = colour
    font = terminalio.FONT
    g = font.get_glyph(32)
    for text, (x, y) in want:
        entry = [text, (x, y)]
        lines = text.split("\n")
        for r in range(len(lines)):
            line = lines[r]
            tile = displayio.TileGrid(g.bitmap, pixel_shader=p, width=len(line),
                                      tile_width=g.width, tile_height=g.height,
                                      x=x, y=y + pitch * r)
            for i in range(len(line)):
                tile[i] = font.get_glyph(ord(line[i])).tile_index
            art.group.append(tile)
            entry.append(tile)
        shown.append(entry)


def numbers(art, path):
    # a chain's holes numbered in order, in the hole's top-left corner; a
    # hole reached twice (a chain ending where it started or on an exit it
    # emptied) shows both numbers, one under the other ("2,6" would run up
    # to the next hole's number) where there is room beside a gate's count
    # (26-pixel holes, a one-digit second number); else the frame says the
    # last ball goes there.  A plain move (two holes) needs none: green
    # start, framed end
    n = len(path)
    want = []
    for i in range(n if n > 2 else 0):
        h = path[i]
        if h in path[:i]:
            continue
        text = str(i + 1)
        if art.cell > 25 and h == path[-1] and i < n - 1 < 9:
            text += "\n" + str(n)
        x, y = art.xy(h)
        want.append((text, (x + 1, y)))
    texts(art, art.steps, 0xFFFFFF, want)


def counts(art, turned):
    # by the gate's anchor, in the hole up-left of it on the screen (one
    # such hole to an anchor), right of its middle and under the line of
    # its number and its right neighbour's: a count never reads as part of
    # a number ("21"), and keeps a space from a second number (numbers).
    # u: the label's corner left of the anchor (u + 4 above it)
    # (tests/firmware/test_flipop_picture.py)
    c = art.cell
    u = c // 2 - 3
    want = []
    for a in range(16):
        n = turned.count(a)
        if n < 2:
            continue
        i, j = a % 4 + 1, a // 4 + 1
        if art.human:
            i, j = 5 - i, 5 - j
        want.append((str(n), (i * c - u, (5 - j) * c - u - 4)))
    texts(art, art.counts, COLOURS[9], want)


def gates(art, g0, g1, turned, human):
    # each gate along its grid segment, red when the move turns it: the
    # tile (art_flipop.TILES: 8 plain, 9 turned) of the segment from its
    # anchor; two gates on one segment show the later's colour, as their
    # shapes did
    ups = bytearray(20)         # 4 lines x 5 rows
    acrosses = bytearray(20)    # 5 columns x 4 lines, transposed: column * 4 + line
    for a in range(16):
        d = gate_dir(g0, g1, a)
        # anchor a: the top-right corner of hole (a % 4, a // 4): its line
        # (x, y) on the screen, 1..4 each
        i, j = a % 4 + 1, a // 4 + 1
        if human:
            x, y, d = 5 - i, j, (d + 2) % 4
        else:
            x, y = i, 5 - j
        k = 9 if a in turned else 8
        if d % 2:               # E or W: along a row, from the anchor
            acrosses[(x - 1 if d == 3 else x) * 4 + y - 1] = k
        else:                   # N or S: along a column
            ups[(y - 1 if d == 0 else y) * 4 + x - 1] = k
    for grid, want in ((art.ups, ups), (art.acrosses, acrosses)):
        for n in range(20):
            if grid[n] != want[n]:
                grid[n] = want[n]
