# The Golem Battle field's rectangles set (``art_golems``): vectorio
# rectangles in one palette, in four parts, each drawn over the one before:
# the ground under the whole field, the obstacles and the golems
# (``art_golems_marks``) with the dark lines between the cells between
# them (over the obstacles, under the golems).  The siege's start takes 23
# rectangles where one per cell took 44.  Only the rectangles whose place or
# colour changed are set, so a battle's row redraws what moved.
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
    lines = []
    for j in range(1, n):
        lines.append((BLACK, j * step - gap, gap, 2 * gap, side))
        lines.append((BLACK, gap, j * step - gap, side, 2 * gap))
    # each part's rectangles set, made where there are too few (at the
    # part's end in the group), those beyond hidden
    at = 0
    for j, want in enumerate((((0, gap, gap, side, side),), marks[2], lines, marks[3])):
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
