"""IceTowers' pyramid colours on the page (issue 36): a table plays with the
pyramids it owns (the address's colours, the device's ICETOWERS_COLOURS),
and every text is measured against what is drawn
under it (``gm.contrastMin``: the ready screen's "1" on its red tile was
1.20:1, lifted towards white against the black screen behind the tile)."""

import pytest

from gamemaster.icetowers.referee import NAMES, rgb
from tests.web.page_tools import open_page, view

# in test_page.py's test process, whose Chromium it uses: a process of its
# own would start a browser for two tests (~1.5 s of CPU)
pytestmark = pytest.mark.xdist_group("web-page")


def test_the_ready_screen_shows_the_tables_colours_and_its_numbers_read_on_their_tiles(desktop, site):
    b = desktop
    open_page(b, site, "?seed=5&game=icetowers&colours=purple-black&boot=new")
    v = view(b)
    assert v["phase"] == "ready" and v["lines"][0] == "2 players: Purple, Black", v
    # the tiles in those colours, with their numbers, and the ring
    purple, black = (list(rgb(NAMES.index(n))) for n in ("Purple", "Black"))
    assert v["art"][0] == "rolls" and [t[0] for t in v["art"][1]] == [purple, black], v["art"]
    low = b.js("return gm.contrastMin")
    assert low["text"] >= 4.5 and low["ring"] >= 3, low
    # the tiles' own measure: each number against its tile
    shown = b.js("return gm.contrast")
    assert shown["text"] >= 4.5, shown


def test_the_page_measures_a_label_against_the_tile_under_it(desktop, site):
    # the page's own function, on the classic red tile: a grey "1" (what the
    # page drew before) stands 1.2:1 on it though 6:1 on the black screen
    b = desktop
    open_page(b, site, "?seed=5&game=icetowers&boot=new")
    got = b.js("""
        return import('./render.js').then(r => {
          const red = [230, 0, 0], black = [0, 0, 0];
          const on = r.under([40, 40, 18, 36], [[0, 0, 240, 240, black], [30, 30, 52, 52, red]], black);
          const grey = [131, 131, 131];
          return [on, r.contrast(grey, red), r.contrast(grey, black),
                  r.under([0, 0, 10, 10], [[30, 30, 52, 52, red]], black)];
        });""")
    assert got[0] == [[230, 0, 0]] and got[1] < 1.3 and got[2] > 4.5 and got[3] == [[0, 0, 0]]
