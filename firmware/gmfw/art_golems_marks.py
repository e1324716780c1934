# What stands on the Golem Battle field (``art_golems``, then
# ``art_golems_rects`` draws it): each cell's kind, a colour index of
# ``art_golems_rects.COLOURS`` (the ground, an obstacle in its terrain's
# colour, a char not in TERRAIN), the cells' tiles drawn from them; per
# golem a square body in its colour and a white nose on the side it
# faces, as rectangles (colour index, x, y, width, height).
#
# Compiled for each new picture and dropped as it is read (the screen holds
# ``art_golems`` alone): on the nRF52840 boards the field shows only on the
# setup screen, the peak of a game started there, and this module and
# ``art_golems_rects`` each compile in a small heap there, one after the
# other (tools/mpvm/firmware_ram.py compile_need).

TERRAIN = ".o#~ct=|"
BLACK = 9                        # the lines between cells, then the golems' colours and the nose


def marks(art, picture):
    from gamemaster.registry import _drop
    _drop("gmfw.art_golems_marks")        # compiled again for the next picture
    n = picture[0]
    step = art.px // n
    gap = max(1, step // 16)         # the dark gap around each cell
    # each cell's colour index, from the obstacles as (char, row, col)
    # (gamemaster.golems.field.Field.picture) or a start layout's cells in
    # one string, row by row (gamemaster.golems.layouts); a char not in
    # TERRAIN: the colour after the terrains'
    cells = picture[1]
    if isinstance(cells, str):
        kinds = [TERRAIN.find(ch) for ch in cells]
    else:
        kinds = [0] * (n * n)
        for ch, r, c in cells:
            kinds[r * n + c] = TERRAIN.find(ch)
    for i in range(len(kinds)):
        if kinds[i] < 0:
            kinds[i] = len(TERRAIN)
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
    return step, gap, kinds, golems
