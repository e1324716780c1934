# The Golem Battle field drawn into ``art_golems``' group: vectorio
# rectangles in one palette, in four parts, each drawn over the one before:
# the ground under the whole field; the obstacles, like ones side by side
# taken together (a run along a row, grown by the same run in the rows
# under it) in their terrain's colour (a stream: a band along its flow on a
# dark cell); the dark lines between the cells, over the obstacles, so a
# rectangle over several cells still shows each; per golem a square body in
# its colour and a white nose on the side it faces.  The siege's start takes
# 23 rectangles where one per cell took 44.  Only the rectangles whose place
# or colour changed are set, so a battle's row redraws what moved.
#
# Compiled for each new picture and dropped once it is drawn (the screen
# holds ``art_golems`` alone): on the nRF52840 boards the field shows only on
# the setup screen.

import displayio
import vectorio

TERRAIN = ".o#~ct=|"
STREAM_EW = 6                    # TERRAIN.index("="), and "|" after it
BLACK = 9
# The palette (each rectangle picks its colour_index): the terrain chars
# (TERRAIN, gamemaster.golems.field.TERRAIN_CHARS) in that order, a char not
# among them, BLACK (the lines between cells: the screen's background,
# gamemaster.view's, which no Golem Battle screen changes), the golems by
# colour and a golem's nose.  Water is teal, far from every golem's colour
# (the Blue golem was hard to tell from blue water:
# tests/firmware/test_golems_colours.py); the setup screen's key names these
# colours (gamemaster.golems.view_setup._KEY).
COLOURS = (0x303030, 0x8B5A2B, 0x909090, 0x00A0B4, 0x505070, 0x402040,
           0x00A0B4, 0x00A0B4,   # a stream is water, drawn as a band along its flow
           0xFF00FF,             # a char not in TERRAIN
           0x000000,             # BLACK
           0xFF0000, 0x0050FF, 0xFFC800, 0x00C800,   # gamemaster.golems.options.COLOURS
           0xFFFFFF)             # a golem's nose


def draw(art, picture):
    n = picture[0]
    step = art.px // n
    gap = max(1, step // 16)         # the dark gap around each cell
    full = step - 2 * gap
    side = n * step - 2 * gap
    if art.palette is None:
        art.palette = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            art.palette[i] = COLOURS[i]
    kinds = [0] * (n * n)            # each cell's TERRAIN index (-1: not in it)
    for ch, r, c in picture[1]:
        kinds[r * n + c] = TERRAIN.find(ch)
    # the obstacles as runs [kind, row, col, rows, cols]: an east-west
    # stream runs along its row only, a north-south one down its column only
    runs = []
    for r in range(n):
        c = 0
        while c < n:
            k = kinds[r * n + c]
            e = c + 1
            while e < n and kinds[r * n + e] == k and k != STREAM_EW + 1:
                e += 1
            if k:
                for run in runs:
                    if run[:3] == [k, r - run[3], c] and run[4] == e - c and k != STREAM_EW:
                        run[3] += 1
                        break
                else:
                    runs.append([k, r, c, 1, e - c])
            c = e
    marks = []
    for k, r, c, h, w in runs:
        x = c * step + gap
        y = r * step + gap
        w = w * step - 2 * gap
        h = h * step - 2 * gap
        if k >= STREAM_EW:
            marks.append((BLACK, x, y, w, h))
        if k == STREAM_EW:
            y, h = y + full // 4, full // 2
        elif k == STREAM_EW + 1:
            x, w = x + full // 4, full // 2
        marks.append((k if k >= 0 else len(TERRAIN), x, y, w, h))
    lines = []
    for j in range(1, n):
        lines.append((BLACK, j * step - gap, gap, 2 * gap, side))
        lines.append((BLACK, gap, j * step - gap, side, 2 * gap))
    golems = []
    body = step * 3 // 5
    nose = max(2, step // 6)
    mid = (body - nose) // 2
    for g in picture[2]:
        x = g[2] * step + (step - body) // 2
        y = g[1] * step + (step - body) // 2
        golems.append((BLACK + 1 + g[0], x, y, body, body))
        # the nose on the side the golem faces (north, east, south, west)
        dx, dy = ((mid, -nose), (body, mid), (mid, body), (-nose, mid))[g[3]]
        golems.append((BLACK + 5, x + dx, y + dy, nose, nose))
    # each part's rectangles set, made where there are too few (at the
    # part's end in the group), those beyond hidden
    at = 0
    for part, want in zip(art.parts, (((0, gap, gap, side, side),), marks, lines, golems)):
        at += len(part)
        while len(part) < len(want):
            part.append(vectorio.Rectangle(pixel_shader=art.palette, width=1, height=1))
            art.group.insert(at, part[-1])
            at += 1
        for i in range(len(part)):
            r = part[i]
            if r.hidden != (i >= len(want)):
                r.hidden = i >= len(want)
            if i < len(want) and (r.color_index, r.x, r.y, r.width, r.height) != want[i]:
                r.color_index, r.x, r.y, r.width, r.height = want[i]
