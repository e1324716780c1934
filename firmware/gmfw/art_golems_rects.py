# The Golem Battle field drawn (``art_golems``): one TileGrid of its cells
# in one palette, each cell's tile its kind's colour inside a dark rim
# (``art_golems_marks``: the ground, an obstacle, a stream as a band along
# its flow on a dark cell), so two cells side by side show the dark line
# between them, and a golem standing there (its body and nose); a tile per
# kind and golem on the field (the siege's start: 7, 1.3 KB), where the
# ground, a rectangle per run of like obstacles, per line and two per
# golem took 23 vectorio rectangles (~200 B each in a board's heap, at the
# setup screen, the peak of a game started there).  Only the cells that
# changed are set, so a battle's row redraws what moved (a tile the field
# did not have: a new TileGrid).
#
# Compiled for each new picture after ``art_golems_marks`` and dropped as it
# draws (the screen holds ``art_golems`` alone).

import displayio

# The palette (the tiles' pixels index it): the terrain chars
# (art_golems_marks.TERRAIN, gamemaster.golems.field.TERRAIN_CHARS) in that
# order, a char not among them, BLACK (the lines
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
BLACK = 9                        # the lines, then the golems' colours and the nose
STREAM_EW = 6                    # art_golems_marks.TERRAIN.index("="), and "|" after it


def draw(art, n, marks):
    # marks: art_golems_marks.marks(): the cells' step, the gap around each
    # cell and each cell's tile key (its kind, and a golem there)
    from gamemaster.registry import _drop
    _drop("gmfw.art_golems_rects")        # compiled again for the next picture
    if art.palette is None:
        art.palette = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            art.palette[i] = COLOURS[i]
    step, gap, cells = marks
    keys = sorted(set(cells))
    if art.tiles != (n, step, keys):
        # a tile per key on the field: a new TileGrid (every tile 0)
        if art.tiles is not None:
            art.group.pop()
        art.group.append(displayio.TileGrid(tiles(step, gap, keys), pixel_shader=art.palette,
                                            width=n, height=n, tile_width=step,
                                            tile_height=step))
        art.tiles = (n, step, keys)
    grid = art.group[0]
    for i in range(n * n):
        t = keys.index(cells[i])
        if grid[i] != t:
            grid[i] = t


def tiles(step, gap, keys):
    # Each key's cell, side by side: its kind's colour inside a rim ``gap``
    # wide in BLACK (the screen's black around the field; a stream's colour
    # a band half the cell wide along its flow, on BLACK), and a golem there
    # (key // 16: colour * 4 + facing + 1): a square body in its colour, 3/5
    # of the cell, and a white nose on the side it faces, kept inside the
    # cell.  Every pixel set one by one (the web page's Bitmap has no fill).
    bitmap = displayio.Bitmap(step * len(keys), step, len(COLOURS))
    full = step - 2 * gap
    lo = gap + full // 4
    hi = lo + full // 2
    body = step * 3 // 5
    nose = max(2, step // 6)
    mid = (body - nose) // 2
    at = (step - body) // 2
    for t in range(len(keys)):
        k = keys[t] % 16
        g = keys[t] // 16 - 1
        if g >= 0:
            # the nose's corner (north, east, south, west)
            nx, ny = ((mid, -nose), (body, mid), (mid, body), (-nose, mid))[g % 4]
            nx = min(max(0, at + nx), step - nose)
            ny = min(max(0, at + ny), step - nose)
        for y in range(step):
            for x in range(step):
                inside = gap <= x < step - gap and gap <= y < step - gap
                if k == STREAM_EW:
                    inside = inside and lo <= y < hi
                elif k == STREAM_EW + 1:
                    inside = inside and lo <= x < hi
                v = k if inside else BLACK
                if g >= 0 and at <= x < at + body and at <= y < at + body:
                    v = BLACK + 1 + g // 4
                elif g >= 0 and nx <= x < nx + nose and ny <= y < ny + nose:
                    v = BLACK + 5
                bitmap[t * step + x, y] = v
    return bitmap
