# What stands on the Golem Battle field (``art_golems``): a rectangle per
# obstacle in its terrain's colour (a stream: a band along its flow) and,
# per golem, a square body in its colour and a white nose on the side it
# faces.  The rectangles are made as they are first needed and only those
# whose place or colour changed are set.  Apart from the field's ground so
# that each module compiles in a small heap on a board.

TERRAIN = ".o#~ct=|"
STREAM_EW = 6                    # TERRAIN.index("="), and "|" after it
BLACK = 9        # art_golems.COLOURS: the lines between cells, then the golems' colours and the nose


def place(art, picture, step, gap):
    # each mark as (colour index, x, y, width, height), obstacles first:
    # art.items are their rectangles
    full = step - 2 * gap
    items = []
    for ch, row, c in picture[1]:
        k = TERRAIN.find(ch)
        x = c * step + gap
        y = row * step + gap
        w = h = full
        # a stream: a half-width band along its flow, on a dark cell (the
        # background's colour shows on both banks); every other kind fills
        # its cell
        if k >= STREAM_EW:
            items.append((BLACK, x, y, w, h))
        if k == STREAM_EW:
            y, h = y + full // 4, full // 2
        elif k == STREAM_EW + 1:
            x, w = x + full // 4, full // 2
        items.append((k if k >= 0 else len(TERRAIN), x, y, w, h))
    body = step * 3 // 5
    nose = max(2, step // 6)
    mid = (body - nose) // 2
    for g in picture[2]:
        x = g[2] * step + (step - body) // 2
        y = g[1] * step + (step - body) // 2
        items.append((BLACK + 1 + g[0], x, y, body, body))
        # the nose on the side the golem faces (north, east, south, west)
        dx, dy = ((mid, -nose), (body, mid), (mid, body), (-nose, mid))[g[3]]
        items.append((BLACK + 1 + 4, x + dx, y + dy, nose, nose))
    # the rectangles, one per mark, the golems' on top; those beyond hidden
    while len(art.items) < len(items):
        art.items.append(art.rect(0, 0, 0, 4, 4))
        art.group.append(art.items[-1])
    for i in range(len(art.items)):
        r = art.items[i]
        r.hidden = i >= len(items)
        if i < len(items) and (r.color_index, r.x, r.y, r.width, r.height) != items[i]:
            r.color_index, r.x, r.y, r.width, r.height = items[i]
