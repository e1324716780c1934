"""The two text labels a profile can draw with (``display.labels``,
boards/__init__.py) show the same thing.

The simulator, the Feather and a new board draw text with
adafruit_display_text's ``label.Label``; the nRF52840 boards with the
firmware's own ``gmfw.textlabel.Label`` (one TileGrid a line over the
font's glyph sheet instead of a TileGrid per glyph: ~22 KB less heap).  The screen checks
(test_screen_sizes.py) run with the first; this proves the second puts the
same pixels at the same places, for the way the firmware uses labels: the
constructor arguments screen.py and art_rolls.py pass, then text, colour,
scale and anchored position changed frame after frame.
"""

import os
import sys

import displayio
import pytest
import terminalio
from adafruit_display_text import label as library
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples

from host_sim.hw import font as sim_font
from host_sim.offscreen import OffscreenDisplay

# terminalio.FONT as a board's (and the simulator's): its glyphs side by
# side in one bitmap, so the firmware's Label shows a line as one TileGrid
# (Blinka's own gives each glyph its own bitmap: a TileGrid a glyph, as
# it still does here for the characters beyond ASCII)
sim_font.install()

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "firmware"))
from gmfw import screen_build as fw_build  # noqa: E402
from gmfw import textlabel as compact  # noqa: E402


def _draw(cls, steps, size=(240, 240)):
    """Each step's (bounding box, x, y, pixels) for a label of ``cls`` made
    with ``steps[0]``'s arguments and changed by the later steps."""
    displayio.release_displays()
    d = OffscreenDisplay(*size)
    root = displayio.Group()
    d.root_group = root
    made = dict(steps[0])
    lbl = cls.Label(terminalio.FONT, **made)
    root.append(lbl)
    out = []
    for change in steps:
        for key in ("text", "color", "scale", "anchored_position"):
            if key in change and change is not steps[0]:
                setattr(lbl, key, change[key])
        d.refresh()
        out.append((lbl.bounding_box, lbl.x, lbl.y, d.image.tobytes()))
    return out


def _same(steps, size=(240, 240)):
    a = _draw(library, steps, size)
    b = _draw(compact, steps, size)
    for i, (x, y) in enumerate(zip(a, b)):
        assert x[:3] == y[:3], ("step %d: box, x, y" % i, steps[i], x[:3], y[:3])
        assert x[3] == y[3], ("step %d: pixels differ" % i, steps[i])


# the labels gmfw/screen.py and gmfw/art_rolls.py make, as they make them
FIRMWARE_LABELS = [
    dict(text=" ", color=0xFFFFFF, scale=2, anchor_point=(0.5, 0.0), anchored_position=(120, 4)),
    dict(text=" ", color=0xFFFFFF, scale=5, anchor_point=(0.5, 0.5), anchored_position=(120, 100)),
    dict(text=" ", color=0xFFFFFF, scale=3, anchor_point=(0.5, 0.0), anchored_position=(120, 150)),
    dict(text=" ", color=0xC0C0C0, scale=1, line_spacing=1.0, anchor_point=(0.5, 0.0),
         anchored_position=(120, 180)),
    dict(text=" ", color=0x909090, scale=1, anchor_point=(0.5, 1.0), anchored_position=(120, 236)),
    dict(text=" ", color=0x000000, scale=3, anchor_point=(0.5, 0.5), anchored_position=(0, 0)),
]


@pytest.mark.parametrize("made", FIRMWARE_LABELS, ids=["title", "big", "clock", "lines", "hint", "roll"])
def test_each_firmware_label_draws_the_same_pixels_through_a_game(made):
    _same([made, dict(text="Turn 12"), dict(text="0:59", color=0xFFA000),
           dict(text="line one\nline two, gj"), dict(text="settings.toml line 3:\nGM_TURN_SECONDS"),
           dict(text="W"), dict(text="+2", scale=2), dict(text="release: UNDO last press"),
           dict(anchored_position=(60, 70)), dict(text=" ")])


def test_a_label_made_without_an_anchor_stays_where_it_is_put():
    _same([dict(text="x", scale=1)])
    _same([dict(text="Golem Battle", scale=2)], size=(240, 135))


TEXT = st.text(alphabet=st.sampled_from("AZaz09 :/+-.,!?()gjpqy'\"\nĄżé"), max_size=30)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(made=st.sampled_from(FIRMWARE_LABELS), texts=st.lists(TEXT, min_size=1, max_size=4),
       scale=st.integers(1, 3), pos=st.tuples(st.integers(0, 240), st.integers(0, 240)))
def test_any_text_scale_and_place_draw_the_same(made, texts, scale, pos):
    steps = [dict(made, text=texts[0])] + [dict(text=t) for t in texts[1:]]
    steps += [dict(scale=scale), dict(anchored_position=pos)]
    _same(steps)


def test_the_profile_picks_the_label_and_imports_only_that_one():
    assert fw_build.label_class("one_bitmap") is compact.Label
    assert fw_build.label_class(None) is library.Label
    assert fw_build.label_class("display_text") is library.Label


def test_a_blank_holds_no_tiles_and_few_attributes():
    # a blank label (the big word, the clock when not shown) holds no
    # TileGrid: its box still as label.py's
    lbl = compact.Label(terminalio.FONT, text=" ", scale=5)
    assert len(lbl._local) == 0
    assert lbl.bounding_box == library.Label(terminalio.FONT, text=" ", scale=5).bounding_box
    lbl.text = "ab"
    assert len(lbl._local) == 1 and lbl._local[0].width == 2
    lbl.text = "\n \n"
    assert len(lbl._local) == 0
    # a label's attributes: 8 at most (MicroPython's table of 8 entries
    # takes 64 B, of 11 96 B; the lines' spacing the only extra)
    lbl.color = 0x102030
    assert lbl.color == 0x102030
    own = set(lbl.__dict__) - set(displayio.Group().__dict__)
    assert len(own) <= 8, sorted(own)


def test_a_line_is_one_grid_over_the_font_and_kept_while_its_runs_are():
    # terminalio.FONT's glyphs share one bitmap (host_sim/hw/font.py, as
    # BuiltinFont's): a line is one TileGrid, a tile a character, spaces at
    # its ends left out; a text with the same runs (the clock's seconds)
    # keeps its grids, one whose runs differ makes new ones from there
    lbl = compact.Label(terminalio.FONT, text=" 0:59  \nab  c", scale=3)
    sheet = terminalio.FONT.get_glyph(ord("0")).bitmap
    grids = list(lbl._local)
    assert [g.width for g in grids] == [4, 5] and all(g.bitmap is sheet for g in grids)
    assert grids[0][0] == terminalio.FONT.get_glyph(ord("0")).tile_index
    lbl.text = " 0:58  \nab  d"
    assert list(lbl._local) == grids
    assert grids[0][3] == terminalio.FONT.get_glyph(ord("8")).tile_index
    lbl.text = " 0:58  \nab d"
    assert lbl._local[0] is grids[0] and lbl._local[1] is not grids[1]
    assert [g.width for g in lbl._local] == [4, 4]
