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
# draws (the screen holds ``art_golems`` alone); the tiles' drawing
# (``art_golems_tiles``) is its own module, compiled before the other two:
# in this one it needed 5.5 KB to compile at the setup screen.

import displayio

# The palette (the tiles' pixels index it): the terrain chars
# (art_golems_marks.TERRAIN, gamemaster.golems.field.TERRAIN_CHARS) in that
# order, a char not among them, BLACK (the lines
# between cells, the screen's background, gamemaster.view's, which no Golem
# Battle screen changes), the golems by colour and a golem's nose.  Water is
# teal, far from every golem's colour (the Blue golem was hard to tell from
# blue water: tests/firmware/test_golems_colours.py), and every field element
# stands 3:1 against the ground (the passage's mouths were 1.06:1); the
# setup screen's key names these colours (gamemaster.golems.view_setup._KEY).
COLOURS = (0x303030, 0xB87840, 0x909090, 0x00A0B4, 0x8080C0, 0xBE6EDC,
           0x00A0B4, 0x00A0B4,   # a stream is water, drawn as a band along its flow
           0xFF00FF,             # a char not in TERRAIN
           0x000000,             # BLACK
           0xFF0000, 0x0050FF, 0xFFC800, 0x00C800,   # gamemaster.golems.options.COLOURS
           0xFFFFFF)             # a golem's nose
BLACK = 9                        # art_golems_tiles.BLACK


def draw(art, n, marks, tiles):
    # marks: art_golems_marks.marks(): the cells' step, the gap around each
    # cell and each cell's tile key (its kind, and a golem there)
    from gamemaster.registry import _drop
    _drop("gmfw.art_golems_rects")        # compiled again for the next picture
    _drop("gmfw.art_golems_tiles")        # (and tiles: art_golems_tiles.tiles)
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
