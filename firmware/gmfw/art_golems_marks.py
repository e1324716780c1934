# The golems on the Golem Battle field (``art_golems``): a square body in
# the golem's colour and a white nose on the side it faces, two vectorio
# rectangles per golem, made as the golems first show.  Apart from the
# field's cells so that each module compiles in a small heap on a board.

import displayio
import vectorio

COLOURS = (0xFF0000, 0x0050FF, 0xFFC800, 0x00C800)   # gamemaster.golems.options.COLOURS


def palette(colours):
    p = displayio.Palette(len(colours))
    for i in range(len(colours)):
        p[i] = colours[i]
    return p


def place(art, golems, step):
    # art.golems: body, nose, body, nose...; those of golems no longer shown hidden
    body = step * 3 // 5
    nose = max(2, step // 6)
    mid = (body - nose) // 2
    rects = art.golems
    while len(rects) < 2 * len(golems):
        rects.append(vectorio.Rectangle(pixel_shader=art.golem_palette, width=4, height=4,
                                        x=0, y=0, color_index=len(rects) % 2 * 4))
        art.group.append(rects[-1])
    for k in range(len(rects) // 2):
        g_rect, n_rect = rects[2 * k], rects[2 * k + 1]
        g_rect.hidden = n_rect.hidden = k >= len(golems)
        if k >= len(golems):
            continue
        colour, r, c, facing = golems[k][:4]
        x0 = c * step + (step - body) // 2
        y0 = r * step + (step - body) // 2
        g_rect.color_index = colour
        g_rect.x, g_rect.y, g_rect.width, g_rect.height = x0, y0, body, body
        # the nose on the side the golem faces (north, east, south, west)
        dx, dy = ((mid, -nose), (body, mid), (mid, body), (-nose, mid))[facing]
        n_rect.x, n_rect.y, n_rect.width, n_rect.height = x0 + dx, y0 + dy, nose, nose
