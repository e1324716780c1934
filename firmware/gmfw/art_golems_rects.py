# The Golem Battle field's shapes set (``art_golems``), in one palette:
# the cells as one TileGrid, each cell's tile its kind's colour inside a
# dark rim (``art_golems_marks``: the ground, an obstacle, a stream as a
# band along its flow on a dark cell), so two cells side by side show the
# dark line between them; a tile per kind on the field (the siege: 5),
# where the ground, a rectangle per run of like obstacles and per line
# took 19 rectangles (each ~200 B of a board's heap, at the setup screen,
# the peak of a game started there); then the golems, two rectangles
# each, over it.  Only the tiles and rectangles that changed are set, so
# a battle's row redraws what moved.
#
# Compiled for each new picture after ``art_golems_marks`` and dropped as it
# draws (the screen holds ``art_golems`` alone).

import displayio
import vectorio

# The palette (each rectangle picks its colour_index): the terrain chars
# (art_golems_marks.TERRAIN, gamemaster.golems.field.TERRAIN_CHARS) in that
# order, a char not among them, BLACK (art_golems_marks.BLACK: the lines
# between cells, the screen's background, gamemaster.view's, which no Golem
# Battle screen changes), the golems by colour and a golem's nose.  Water is
# teal, far from every golem's colour (the Blue golem was hard to tell from
# blue water: tests/firmware/test_golems_colours.py); the setup screen's key
# names these colours (gamemaster.golems.view_setup._KEY).
COLOURS = (0x303030, 0x8B5A2B, 0x909090, 0x00A0B4, 0x505070, 0x402040,
           0x00A0B4, 0x00A0B4,   # a stream is water, drawn as a band along its flow
           0xFF00FF,             # a char not in TERRAIN
           0x000000,             # BLACK
           0xFF0000, 0x0050FF, 0xFFC800, 0x00C800,   # gamemaster.golems.options.COLOURS
           0xFFFFFF)             # a golem's nose
BLACK = 9                        # art_golems_marks.BLACK
STREAM_EW = 6                    # art_golems_marks.TERRAIN.index("="), and "|" after it


def draw(art, n, marks):
    # marks: art_golems_marks.marks(): the cells' step, the gap around each
    # cell, each cell's colour index and the golems' rectangles
    from gamemaster.registry import _drop
    _drop("gmfw.art_golems_rects")        # compiled again for the next picture
    if art.palette is None:
        art.palette = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            art.palette[i] = COLOURS[i]
        art.parts = [0, 0]      # the group's cells' TileGrid, then the golems' rectangles
    step, gap, cells, want = marks
    kinds = sorted(set(cells))
    if art.parts[0] == 0 or art.tiles != (n, step, kinds):
        # a tile per kind on the field: a new TileGrid (every tile 0)
        if art.parts[0]:
            art.group.pop(0)
        art.group.insert(0, displayio.TileGrid(tiles(step, gap, kinds), pixel_shader=art.palette,
                                               width=n, height=n, tile_width=step,
                                               tile_height=step))
        art.parts[0] = 1
        art.tiles = (n, step, kinds)
    grid = art.group[0]
    for i in range(n * n):
        t = kinds.index(cells[i])
        if grid[i] != t:
            grid[i] = t
    # the golems' rectangles set, made where there are too few, those
    # beyond hidden
    while art.parts[1] < len(want):
        art.group.append(vectorio.Rectangle(pixel_shader=art.palette, width=1, height=1))
        art.parts[1] += 1
    for i in range(art.parts[1]):
        r = art.group[1 + i]
        if r.hidden != (i >= len(want)):
            r.hidden = i >= len(want)
        if i < len(want) and (r.color_index, r.x, r.y, r.width, r.height) != want[i]:
            r.color_index, r.x, r.y, r.width, r.height = want[i]


def tiles(step, gap, kinds):
    # Each kind's cell, side by side: its colour inside a rim ``gap`` wide
    # in BLACK (the screen's black around the field); a stream's colour a
    # band half the cell wide along its flow, on BLACK.  Every pixel set
    # one by one (the web page's Bitmap has no fill).
    bitmap = displayio.Bitmap(step * len(kinds), step, len(COLOURS))
    full = step - 2 * gap
    lo = gap + full // 4
    hi = lo + full // 2
    for t in range(len(kinds)):
        k = kinds[t]
        for y in range(step):
            for x in range(step):
                inside = gap <= x < step - gap and gap <= y < step - gap
                if k == STREAM_EW:
                    inside = inside and lo <= y < hi
                elif k == STREAM_EW + 1:
                    inside = inside and lo <= x < hi
                bitmap[t * step + x, y] = k if inside else BLACK
    return bitmap
