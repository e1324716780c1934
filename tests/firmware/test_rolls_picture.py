"""The rolls picture (gmfw/art_rolls.py: Golem Battle's bonus rolls,
IceTowers' colours and points) makes a tile only when that many are shown:
each is a rectangle and a scale-3 label, ~0.9 KB of an nRF52840 board's
heap, so a three-player game never holds a fourth."""

import os
import sys

import terminalio  # noqa: F401 - the simulator's, as the picture uses it
from adafruit_display_text import label

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "firmware"))
from gmfw import art_rolls  # noqa: E402


class Layout:
    w = 240
    band = (40, 96)
    Label = label.Label


def shown(art):
    return [(r.x, r.width, t.text) for r, t in art.items if not r.hidden and not t.hidden]


def test_a_tile_is_made_only_when_that_many_are_shown():
    art = art_rolls.Art(Layout())
    assert art.items == [] and len(art.group) == 0
    art.show((((230, 0, 0), "12"), ((230, 180, 0), "15"), ((0, 190, 40), "3")))
    assert len(art.items) == 3 and len(art.group) == 6
    assert [t for _x, _w, t in shown(art)] == ["12", "15", "3"]
    assert art.palette[1] == 0xE6B400
    # two sides: the third tile is hidden, not remade; four: one more made
    art.show((((230, 0, 0), "40"), ((230, 180, 0), None)))
    assert len(art.items) == 3 and [t for _x, _w, t in shown(art)] == ["40", "-"]
    art.show(tuple(((0, 0, 255), "%d" % i) for i in range(4)))
    assert len(art.items) == 4 and len(shown(art)) == 4


def test_the_tiles_share_the_width_and_stay_centred():
    art = art_rolls.Art(Layout())
    for n in (1, 2, 3, 4):
        art.show(tuple(((200, 200, 200), "G") for _ in range(n)))
        tiles = shown(art)
        assert len(tiles) == n
        left = tiles[0][0]
        right = 240 - (tiles[-1][0] + tiles[-1][1])
        assert abs(left - right) <= 1 and left >= 6


def _lum(rgb):
    def lin(v):
        v /= 255.0
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])


def contrast(a, b):
    x, y = sorted((_lum(a), _lum(b)))
    return (y + 0.05) / (x + 0.05)


def _rgb(h):
    return ((h >> 16) & 255, (h >> 8) & 255, h & 255)


def test_a_tiles_sign_stands_out_4_5_to_1_on_its_tile_in_every_players_colour():
    # issue 36: the ready screen's "1" on red was 1.20:1 on the page (black
    # lifted to grey against the black screen behind the tile) and 4.4:1
    # on the device; black or white, whichever reads, on every tile colour
    # the games draw: Golem Battle's golems, IceTowers' whole range
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "lib"))
    from gamemaster.golems.options import COLOURS
    from gamemaster.icetowers.referee import NAMES, rgb
    tiles = list(COLOURS) + [rgb(c) for c in range(len(NAMES))]
    art = art_rolls.Art(Layout())
    worst = 99
    for i in range(0, len(tiles), 4):
        shown = tuple((c, "1") for c in tiles[i:i + 4])
        art.show(shown)
        for (rect, text), (c, _) in zip(art.items, shown):
            assert _rgb(art.palette[rect.color_index]) == c
            worst = min(worst, contrast(_rgb(text.color), c))
            assert contrast(_rgb(text.color), c) >= 4.5, (c, hex(text.color))
    assert worst >= 4.5, worst
    # the players' colours: red and blue tiles in white, yellow in black
    art.show((((230, 0, 0), "1"), ((0, 70, 255), "2"), ((230, 180, 0), "3")))
    assert [t.color for _, t in art.items[:3]] == [0xFFFFFF, 0xFFFFFF, 0x000000]


def test_a_knocked_out_players_word_fits_its_tile():
    # Golem Battle's "out" and a three-digit count stay inside their tiles,
    # on 52-pixel tiles (240x240, four players) and 36-pixel ones (240x135)
    for band in ((40, 112), (28, 36)):
        Layout.band = band
        art = art_rolls.Art(Layout())
        art.show((((230, 0, 0), "out"), ((0, 70, 255), "@2"), ((0, 190, 40), "120"),
                  ((230, 180, 0), "-")))
        for rect, text in art.items:
            bx, by, bw, bh = text.bounding_box
            w, h = bw * text.scale, bh * text.scale
            assert w <= rect.width - 4 and h <= rect.height - 4, (band, text.text, text.scale)
        assert art.items[1][1].scale >= 2                # the die's signs stay big
    Layout.band = (40, 96)
