# The Golem Battle field's tiles (``art_golems_rects`` shows them, one
# TileGrid of the cells): a tile per key on the field (a cell's kind and
# the golem standing there, ``art_golems_marks``), drawn into one 4-bit
# bitmap in ``art_golems_rects.COLOURS``' indices.
#
# Compiled for each new picture, first (the drawing's largest compile, in
# the smallest heap of the three: tools/mpvm/firmware_ram.py compile_need),
# and dropped as the picture is drawn (the screen holds ``art_golems``
# alone).

import displayio

STREAM_EW = 6                    # art_golems_marks.TERRAIN.index("="), and "|" after it
BLACK = 9                        # the lines, then the golems' colours and the nose
COLOURS = 15                     # len(art_golems_rects.COLOURS)


def tiles(step, gap, keys):
    # Each key's cell, side by side: its kind's colour inside a rim ``gap``
    # wide in BLACK (the screen's black around the field; a stream's colour
    # a band half the cell wide along its flow, on BLACK), and a golem there
    # (key // 16: colour * 4 + facing + 1): a square body in its colour, 3/5
    # of the cell, and a white nose on the side it faces (north, east,
    # south, west), kept inside the cell.
    bitmap = displayio.Bitmap(step * len(keys), step, COLOURS)
    full = step - 2 * gap
    band = gap + full // 4
    body = step * 3 // 5
    nose = max(2, step // 6)
    at = (step - body) // 2
    mid = at + (body - nose) // 2
    for t in range(len(keys)):
        k = keys[t] % 16
        g = keys[t] // 16 - 1
        fill(bitmap, t, 0, 0, step, step, BLACK)
        if k == STREAM_EW:
            fill(bitmap, t, gap, band, full, full // 2, k)
        elif k == STREAM_EW + 1:
            fill(bitmap, t, band, gap, full // 2, full, k)
        else:
            fill(bitmap, t, gap, gap, full, full, k)
        if g >= 0:
            fill(bitmap, t, at, at, body, body, BLACK + 1 + g // 4)
            far = min(at + body, step - nose)
            g %= 4
            fill(bitmap, t, (mid, far, mid, max(0, at - nose))[g],
                 (max(0, at - nose), mid, far, mid)[g], nose, nose, BLACK + 5)
    return bitmap


def fill(bitmap, t, x, y, w, h, v):
    # a w x h rectangle of tile t in colour v, pixel by pixel (the web
    # page's Bitmap has no fill)
    x += t * bitmap.height
    for y in range(y, y + h):
        for i in range(x, x + w):
            bitmap[i, y] = v
