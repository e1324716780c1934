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
