"""Golem Battle's colours can be told apart: on the screen every golem
against every field element (the Blue golem, 0x0050FF, stood on a field
with water of 0x1E64FF: 15 apart, the same blue to the eye), and on the
ring every player's colour against the others at the boards' brightness.

Distances are CIE76 delta E in L*a*b* (sRGB, D65): about 2 is the least a
trained eye sees side by side; 40 is a different colour at a glance.
"""

import colorsys
import os
import sys

from gamemaster.golems import field, options, view_setup

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "firmware"))
from gmfw import art_golems, art_golems_marks as marks, art_golems_rects as rects  # noqa: E402

# the golems' colours in the field's palette: after the lines' black
GOLEM_COLOURS = rects.COLOURS[rects.BLACK + 1:rects.BLACK + 5]

APART = 40


def _lab(rgb):
    def lin(v):
        v /= 255.0
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3.0) if t > 0.008856 else 7.787 * t + 16 / 116.0
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(a, b):
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b))) ** 0.5


def rgb(h):
    return ((h >> 16) & 255, (h >> 8) & 255, h & 255)


def test_the_screen_draws_the_golems_in_the_players_colours():
    assert tuple(rgb(h) for h in GOLEM_COLOURS) == options.COLOURS


def test_every_golem_stands_out_from_every_field_element_and_the_others():
    terrain = [rgb(h) for h in rects.COLOURS[:len(marks.TERRAIN)]]
    golems = options.COLOURS
    for i, g in enumerate(golems):
        for k, t in enumerate(terrain):
            assert delta_e(g, t) >= APART, (field.COLOUR_NAMES[i], marks.TERRAIN[k],
                                            delta_e(g, t))
        for h in golems[i + 1:]:
            assert delta_e(g, h) >= APART, (g, h)
    # the field elements from each other (water, castle, passage, barrel,
    # wall); a stream is water (its band shape tells its flow)
    water = "~=|"
    for k, t in enumerate(terrain):
        for m in range(k + 1, len(terrain)):
            if marks.TERRAIN[k] in water and marks.TERRAIN[m] in water:
                assert t == terrain[m]
            else:
                assert delta_e(t, terrain[m]) >= 20, (t, terrain[m])


def _contrast(a, b):
    def lum(c):
        def lin(v):
            v /= 255.0
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    x, y = sorted((lum(a), lum(b)))
    return (y + 0.05) / (x + 0.05)


def test_every_field_element_stands_3_to_1_against_the_ground():
    # issue 36: the siege's passage mouths (0x402040) were 1.06:1 against
    # the empty cells (0x303030), the castle 1.71:1, a barrel 2.26:1: WCAG
    # 2's 3:1 for the parts of a picture a player must make out
    terrain = [rgb(h) for h in rects.COLOURS[:len(marks.TERRAIN)]]
    ground = terrain[0]
    for k in range(1, len(terrain)):
        assert _contrast(terrain[k], ground) >= 3, (marks.TERRAIN[k], _contrast(terrain[k], ground))


def test_the_setup_key_names_every_field_element_it_shows():
    chars = list(view_setup._KEY)
    assert sorted(chars) == sorted(marks.TERRAIN[1:])


def test_the_ring_shows_the_players_colours_apart_at_the_boards_brightness():
    # CircuitPython scales each byte by int(brightness * 256) // 256; the
    # boards run the ring at 6 % (CLUE) to 9 % (CPB, Feather); hues stay apart
    for brightness in (0.06, 0.09, 0.3):
        sb = int(brightness * 256)
        hues = []
        for c in options.COLOURS:
            led = [v * sb // 256 for v in c]
            assert max(led) > 0
            hues.append(colorsys.rgb_to_hsv(*[v / 255.0 for v in led])[0] * 360)
        for i in range(len(hues)):
            for j in range(i + 1, len(hues)):
                d = abs(hues[i] - hues[j])
                assert min(d, 360 - d) >= 40, (brightness, field.COLOUR_NAMES[i],
                                               field.COLOUR_NAMES[j], hues)


def test_a_stream_is_drawn_as_a_band_along_its_flow():
    class Layout:
        art, art_x, art_y = 112, 0, 0
    art = art_golems.Art(Layout())
    art.show((4, (("=", 1, 1), ("|", 2, 2), ("~", 0, 0)), ()))

    def shown(ch):
        # (width, height) of the kind's colour in its tile (the cells'
        # TileGrid, the group's first)
        k = marks.TERRAIN.index(ch)
        grid = art.group[0]
        step = grid.tile_width
        t = art.tiles[2].index(k)
        xs, ys = set(), set()
        for y in range(step):
            for x in range(step):
                if grid.bitmap[t * step + x, y] == k:
                    xs.add(x)
                    ys.add(y)
        assert len(xs) * len(ys) == sum(1 for y in range(step) for x in range(step)
                                        if grid.bitmap[t * step + x, y] == k)   # a rectangle
        return len(xs), len(ys)
    full, h = shown("~")                            # water fills its field
    assert h == full
    assert shown("=") == (full, full // 2)          # east-west: a low band
    assert shown("|") == (full // 2, full)          # north-south: a narrow one
    k = marks.TERRAIN.index("=")
    assert rects.COLOURS[k] == rects.COLOURS[k + 1] == rects.COLOURS[3]
    art.show((4, (("o", 1, 1),), ()))               # a field of another kind there: full again
    assert shown("o") == (full, full)
    # the tiles: the ground's and the barrel's alone
    assert art.tiles[2] == [0, marks.TERRAIN.index("o")]
