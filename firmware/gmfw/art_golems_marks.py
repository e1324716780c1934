# What stands on the Golem Battle field, as rectangles to draw
# (``art_golems``, then ``art_golems_rects`` sets them): the obstacles, like
# ones side by side taken together (a run along a row, grown by the same run
# in the rows under it) in their terrain's colour (a stream: a band along
# its flow on a dark cell), to be drawn under the dark lines between the
# cells, so a rectangle over several cells still shows each; per golem a
# square body in its colour and a white nose on the side it faces.  Each as
# (colour index, x, y, width, height), the colour an index of
# ``art_golems_rects.COLOURS``.  The siege's start is 8 rectangles for its 13
# obstacles.
#
# Compiled for each new picture and dropped as it is read (the screen holds
# ``art_golems`` alone): on the nRF52840 boards the field shows only on the
# setup screen, the peak of a game started there, and this module and
# ``art_golems_rects`` each compile in a small heap there, one after the
# other (tools/mpvm/firmware_ram.py compile_need).

TERRAIN = ".o#~ct=|"
STREAM_EW = 6                    # TERRAIN.index("="), and "|" after it
BLACK = 9                        # the lines between cells, then the golems' colours and the nose


def marks(art, picture):
    from gamemaster.registry import _drop
    _drop("gmfw.art_golems_marks")        # compiled again for the next picture
    n = picture[0]
    step = art.px // n
    gap = max(1, step // 16)         # the dark gap around each cell
    full = step - 2 * gap
    # each cell's TERRAIN index (-1: not in it), from the obstacles as
    # (char, row, col) (gamemaster.golems.field.Field.picture) or a start
    # layout's cells in one string, row by row (gamemaster.golems.layouts)
    cells = picture[1]
    if isinstance(cells, str):
        kinds = [TERRAIN.find(ch) for ch in cells]
    else:
        kinds = [0] * (n * n)
        for ch, r, c in cells:
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
    out = []
    for k, r, c, h, w in runs:
        x = c * step + gap
        y = r * step + gap
        w = w * step - 2 * gap
        h = h * step - 2 * gap
        if k >= STREAM_EW:
            out.append((BLACK, x, y, w, h))
        if k == STREAM_EW:
            y, h = y + full // 4, full // 2
        elif k == STREAM_EW + 1:
            x, w = x + full // 4, full // 2
        out.append((k if k >= 0 else len(TERRAIN), x, y, w, h))
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
    return step, gap, out, golems
