# The Golem Battle field's shapes set (``art_golems``), in one palette, in
# four parts, each drawn over the one before: the ground under the whole
# field (a vectorio rectangle), the obstacles (``art_golems_marks``: a
# rectangle per run of like ones), the dark lines between the cells (over
# the obstacles, under the golems: one TileGrid of a cell's dark rim, every
# tile alike, where a rectangle per line took 10 for the siege, 1.5 KB
# more of a board's heap at the setup screen, its peak) and the golems
# (two rectangles each).  The siege's start takes 14 shapes where one
# rectangle per cell took 44.  Only the rectangles whose place or colour
# changed are set, so a battle's row redraws what moved.
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


def draw(art, n, marks):
    # marks: art_golems_marks.marks(): the cells' step, the gap around each
    # cell, the obstacles' rectangles and the golems'
    from gamemaster.registry import _drop
    _drop("gmfw.art_golems_rects")        # compiled again for the next picture
    if art.palette is None:
        art.palette = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            art.palette[i] = COLOURS[i]
        # how many rectangles each part has in the group, in its order: the
        # ground, the obstacles, the lines between cells, the golems (those
        # a part has beyond what it shows are hidden)
        art.parts = [0, 0, 0, 0]
    step, gap = marks[0], marks[1]
    side = n * step - 2 * gap
    # each part's rectangles set, made where there are too few (at the
    # part's end in the group), those beyond hidden; the lines' part is
    # its one TileGrid
    at = 0
    for j, want in enumerate((((0, gap, gap, side, side),), marks[2], None, marks[3])):
        if want is None:
            if art.parts[2] == 0 or art.grid != (n, step):
                if art.parts[2]:
                    art.group.pop(at)
                art.group.insert(at, lines(n, step, gap))
                art.parts[2] = 1
                art.grid = (n, step)
            at += 1
            continue
        while art.parts[j] < len(want):
            art.group.insert(at + art.parts[j], vectorio.Rectangle(pixel_shader=art.palette,
                                                                   width=1, height=1))
            art.parts[j] += 1
        for i in range(art.parts[j]):
            r = art.group[at + i]
            if r.hidden != (i >= len(want)):
                r.hidden = i >= len(want)
            if i < len(want) and (r.color_index, r.x, r.y, r.width, r.height) != want[i]:
                r.color_index, r.x, r.y, r.width, r.height = want[i]
        at += art.parts[j]


def lines(n, step, gap):
    # The dark lines between the cells: n x n tiles of one cell's rim
    # (``gap`` wide, its inside transparent), so two cells side by side
    # make a line 2 * gap wide between them; the rim around the field is
    # black on the screen's black.  Every pixel of the rim set one by one
    # (the web page's Bitmap has no fill).
    bitmap = displayio.Bitmap(step, step, 2)
    for i in range(step):
        for k in range(gap):
            bitmap[i, k] = bitmap[i, step - 1 - k] = bitmap[k, i] = bitmap[step - 1 - k, i] = 1
    shader = displayio.Palette(2)
    shader.make_transparent(0)
    shader[1] = COLOURS[BLACK]
    return displayio.TileGrid(bitmap, pixel_shader=shader, width=n, height=n,
                              tile_width=step, tile_height=step)
