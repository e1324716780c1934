"""Text in a player's colour is read across a table: at least 4.5:1 on the
black screen (WCAG AA), the hue kept (gmfw/screen.py ``_legible``)."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "firmware"))

from gmfw.screen import _legible  # noqa: E402


def _lin(v):
    v /= 255
    return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4


def contrast_on_black(rgb):
    r, g, b = rgb >> 16, (rgb >> 8) & 255, rgb & 255
    return (0.2126 * _lin(r) + 0.7152 * _lin(g) + 0.0722 * _lin(b) + 0.05) / 0.05


def test_every_colour_comes_out_at_least_4_5_to_1_on_black():
    worst = min(contrast_on_black(_legible((r, g, b)))
                for r in range(0, 256, 15) for g in range(0, 256, 15) for b in range(0, 256, 15))
    assert worst >= 4.5, worst


def test_a_players_blue_is_lifted_and_stays_blue_and_light_colours_stay():
    # "Pips: Blue" (0, 68, 255) and Golem Battle's Blue (0, 80, 255) read 3.3:1 and 3.6:1
    for blue in ((0, 68, 255), (0, 80, 255)):
        out = _legible(blue)
        r, g, b = out >> 16, (out >> 8) & 255, out & 255
        assert contrast_on_black(out) >= 4.5 and b == 255 and b > g > r
    for c in ((255, 255, 255), (0, 200, 60), (255, 200, 0), (255, 160, 0)):
        assert _legible(c) == (c[0] << 16) | (c[1] << 8) | c[2]
