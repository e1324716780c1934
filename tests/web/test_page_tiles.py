"""The page draws a picture's pixel tiles (the Flipop board's holes, tints,
balls and gates, gmfw/art_flipop.py: TileGrids over cell-sized tiles) as the board
does: webgm.display_list's rectangles cover exactly the tiles' pixels, in
their palette's colours, transparent ones left out.  Run on CPython with
the page's own displayio (web/py), in a process of its own (the tests'
displayio is Blinka's)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = r'''
import displayio
import webgm
from gmfw import art_flipop
from gmfw.textlabel import Label


class Layout:
    large_art = (46, 28, 147)


Layout.Label = Label
art = art_flipop.Art(Layout)
# White a1 b2, Black c5; a chain's path a1-a2-a3 shown (start, passed,
# end); the gates pointing every way, two turned
art.show((1 | 1 << 6, 1 << 22, 0x1B1B, 0xE4E4, (0, 5, 10), (3, 9), 0, 0, 0))
for grid in (art.holes, art.tints, art.balls, art.ups, art.acrosses):
    want = {}
    tw, th, per = grid.tile_width, grid.tile_height, grid.bitmap.width // grid.tile_width
    for i in range(grid.width * grid.height):
        k = grid[i]
        for y in range(th):
            for x in range(tw):
                v = grid.bitmap[k % per * tw + x, k // per * th + y]
                if v not in grid.pixel_shader.transparent:
                    u, w = i % grid.width * tw + x, i // grid.width * th + y
                    if grid.transpose_xy:           # (the gates across)
                        u, w = w, u
                    want[(grid.x + u, grid.y + w)] = grid.pixel_shader[v]
    got = {}
    out = []
    webgm.tile_rects(grid, grid.x, grid.y, out)
    for _, x0, y0, w, h, rgb in out:
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + w):
                assert (x, y) not in got, (x, y)
                got[(x, y)] = rgb
    assert got == want
    print(len(out), len(want))
# and in the picture's display list; the chain's numbers, the files and
# the ranks (font tiles: a TileGrid a line) as their characters, each in
# its tile's cell
items = webgm.display_list(art.group, 0, 0, [])
assert sum(1 for d in items if d[0] == "r") > 100


def cells(shown):
    # (character, x, y) of each non-blank character of texts of font tiles
    out = []
    for e in shown:
        for line, tile in zip(e[0].split("\n"), e[2:]):
            out.extend((ch, tile.x + i * 6, tile.y) for i, ch in enumerate(line) if ch != " ")
    return out


chars = [d for d in items if d[0] == "t" and d[6] == 0xFFFFFF]       # (the ranks: grey)
assert [(d[7], d[1], d[2], d[3], d[4], d[6]) for d in chars] == [
    (ch, x, y, 0, 0, 0xFFFFFF) for ch, x, y in cells(art.steps)], (chars, art.steps)
assert [e[0] for e in art.steps] == ["1", "2", "3"]
axes = [(d[7], d[1], d[2]) for d in items if d[0] == "t" and d[6] == 0xE0E0E0]
assert axes == cells(art.axes) and "".join(a[0] for a in axes) == "abcde54321"
'''


def test_the_page_draws_the_flipop_boards_tiles_pixel_for_pixel():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        os.path.join(ROOT, p) for p in ("web/py", "firmware", "lib")))
    r = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    holes, tints, balls, ups, acrosses = r.stdout.split("\n")[:5]
    assert int(holes.split()[1]) == 25 * 26 * 26          # every hole's pixel (none transparent)
    # three holes tinted (the start, a1; passed, a2; the destination, a3: framed)
    assert int(tints.split()[1]) == 2 * 20 * 20 + 26 * 26
    assert 0 < int(balls.split()[1]) < 25 * 26 * 26       # three balls' pixels only
    # sixteen gates, 4 x 26 pixels each (a double gate's segment drawn once)
    assert 0 < int(ups.split()[1]) + int(acrosses.split()[1]) <= 16 * 4 * 26
