"""Golem Battle's field picture (gmfw/art_golems.py, art_golems_marks.py)
draws what a rectangle per cell drew: every cell's interior in its
terrain's colour (a stream as a band along its flow on a dark cell), the
dark gaps between cells (the screen's black background), every golem's
body in its colour with a white nose on the side it faces; and it does so
with one TileGrid of the cells, a tile per kind and golem on the field,
not a rectangle per cell.  The model below is the per-cell
drawing, pixel by pixel; each picture is shown after the one before on the
same drawing, as a battle's rows are.
"""

import os
import sys

from hypothesis import HealthCheck, given, settings, strategies as st

from examples import examples
from gamemaster.golems import scenarios

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "firmware"))
from gmfw import art_golems, art_golems_marks as marks, art_golems_rects as rects  # noqa: E402
from gmfw import art_golems_tiles as tiles  # noqa: E402

# the golems' colours in the field's palette: after the lines' black
GOLEM_COLOURS = rects.COLOURS[rects.BLACK + 1:rects.BLACK + 5]

BLACK = 0x000000
WHITE = 0xFFFFFF


class Layout:
    def __init__(self, px):
        self.art, self.art_x, self.art_y = px, 0, 0


def obstacles_of(picture):
    """The obstacles as (char, row, col), from either form (a start
    layout's picture holds its cells as one string, row by row)."""
    n, cells = picture[0], picture[1]
    if not isinstance(cells, str):
        return cells
    assert len(cells) == n * n
    return tuple((cells[i], i // n, i % n) for i in range(n * n) if cells[i] != ".")


def as_cells(picture):
    """The picture with its obstacles as one string of the cells."""
    n = picture[0]
    cells = ["."] * (n * n)
    for ch, r, c in picture[1]:
        cells[r * n + c] = ch
    return (n, "".join(cells), picture[2])


def model(picture, px):
    """{(x, y): colour} of every pixel a rectangle per cell draws (the
    background where nothing is drawn)."""
    n, obstacles, golems = picture[0], obstacles_of(picture), picture[2]
    step = px // n
    gap = max(1, step // 16)
    full = step - 2 * gap
    out = {}

    def fill(x, y, w, h, colour):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                out[(xx, yy)] = colour
    kinds = {}
    for ch, r, c in obstacles:
        kinds[(r, c)] = ch
    for r in range(n):
        for c in range(n):
            x, y = c * step + gap, r * step + gap
            ch = kinds.get((r, c), ".")
            k = marks.TERRAIN.find(ch)
            colour = rects.COLOURS[k if k >= 0 else len(marks.TERRAIN)]
            if ch == "=":
                fill(x, y + full // 4, full, full // 2, colour)
            elif ch == "|":
                fill(x + full // 4, y, full // 2, full, colour)
            else:
                fill(x, y, full, full, colour)
    body = step * 3 // 5
    nose = max(2, step // 6)
    mid = (body - nose) // 2
    for colour, r, c, facing in (g[:4] for g in golems):
        x0 = c * step + (step - body) // 2
        y0 = r * step + (step - body) // 2
        fill(x0, y0, body, body, GOLEM_COLOURS[colour])
        dx, dy = ((mid, -nose), (body, mid), (mid, body), (-nose, mid))[facing]
        fill(x0 + dx, y0 + dy, nose, nose, WHITE)
    return out


def drawn(art):
    """{(x, y): colour} of the art's shapes, the last on top: the cells'
    TileGrid (each tile's opaque pixels) and the golems' rectangles."""
    import displayio
    out = {}
    for shape in art.group:
        if shape.hidden:
            continue
        if isinstance(shape, displayio.TileGrid):
            bitmap, shader = shape.bitmap, shape.pixel_shader
            tw, th = shape.tile_width, shape.tile_height
            for i in range(shape.width * shape.height):
                x0, y0 = shape.x + (i % shape.width) * tw, shape.y + (i // shape.width) * th
                across = bitmap.width // tw              # tiles in a row of the bitmap
                tx, ty = shape[i] % across * tw, shape[i] // across * th
                for yy in range(th):
                    for xx in range(tw):
                        v = bitmap[tx + xx, ty + yy]
                        if not shader.is_transparent(v):
                            out[(x0 + xx, y0 + yy)] = shader[v]
            continue
        colour = rects.COLOURS[shape.color_index]
        for yy in range(shape.y, shape.y + shape.height):
            for xx in range(shape.x, shape.x + shape.width):
                out[(xx, yy)] = colour
    return out


def same(art, picture, px):
    want, got = model(picture, px), drawn(art)
    for y in range(-4, px + 4):
        for x in range(-4, px + 4):
            assert got.get((x, y), BLACK) == want.get((x, y), BLACK), (picture, px, x, y)


@st.composite
def pictures(draw, n):
    cells = [(r, c) for r in range(n) for c in range(n)]
    taken = draw(st.lists(st.sampled_from(cells), unique=True, max_size=n * n))
    split = draw(st.integers(0, len(taken)))
    obstacles = tuple((draw(st.sampled_from("o#~ct=|x")), r, c) for r, c in taken[:split])
    spots = draw(st.lists(st.sampled_from(cells), unique=True, max_size=4))
    golems = tuple((i, r, c, draw(st.integers(0, 3)), 3, False) for i, (r, c) in enumerate(spots))
    return (n, obstacles, golems)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from((60, 84, 112)), st.lists(st.sampled_from((4, 6)), min_size=1, max_size=3),
       st.data())
def test_the_field_is_drawn_as_a_rectangle_per_cell_drew_it(px, sizes, data):
    art = art_golems.Art(Layout(px))
    cells = art_golems.Art(Layout(px))      # the same pictures with their cells in a string
    for n in sizes:
        for _ in range(2):
            picture = data.draw(pictures(n))
            art.show(picture)
            same(art, picture, px)
            cells.show(as_cells(picture))
            same(cells, picture, px)
            # the field one TileGrid, a tile per kind and golem on it
            kinds = {}
            for ch, r, c in obstacles_of(picture):
                kinds[(r, c)] = marks.TERRAIN.find(ch) % (len(marks.TERRAIN) + 1)
            keys = set(kinds.get((r, c), 0) for r in range(n) for c in range(n)
                       if (r, c) not in [g[1:3] for g in picture[2]])
            keys |= set((kinds.get(g[1:3], 0), g[0], g[3]) for g in picture[2])
            assert len(art.group) == len(cells.group) == 1
            assert art.group[0].bitmap.width == len(keys) * (px // n)


def test_the_two_drawing_modules_agree_on_the_palette():
    assert rects.COLOURS[rects.BLACK] == BLACK
    assert len(rects.COLOURS) == rects.BLACK + 1 + 4 + 1 == len(marks.TERRAIN) + 1 + 1 + 4 + 1
    assert tiles.STREAM_EW == marks.TERRAIN.index("=") == marks.TERRAIN.index("|") - 1
    assert tiles.BLACK == rects.BLACK and tiles.COLOURS == len(rects.COLOURS)


def test_the_siege_is_one_tilegrid_of_a_tile_per_kind_and_golem_on_it():
    art = art_golems.Art(Layout(112))
    picture = scenarios.siege_picture()
    art.show(picture)
    same(art, picture, 112)
    n, obstacles, golems = picture[0], obstacles_of(picture), picture[2]
    assert len(obstacles) == 13 and len(golems) == 2
    # the field one TileGrid of 7 tiles (the ground, the passage, the
    # water, the castle, the barrel, Red on the ground, Blue in the
    # castle): one shape, where the ground, a rectangle per run of like
    # obstacles, per line and two per golem took 23 and one per cell 44
    assert len(list(art.group)) == 1
    assert art.group[0].bitmap.width == 7 * (112 // n)


def test_a_battle_s_row_sets_only_the_tiles_that_changed():
    # the same kinds on the field: the same TileGrid, only the cells that
    # changed set (a board redraws those); a new kind: a new TileGrid
    art = art_golems.Art(Layout(84))
    art.show((4, (("o", 0, 0), ("~", 1, 1)), ((1, 3, 2, 3, 3, False),)))
    grid = art.group[0]
    sets = []

    class Spy(type(grid)):
        def __setitem__(self, i, v):
            sets.append(i)
            super().__setitem__(i, v)
    grid.__class__ = Spy
    picture = (4, (("o", 0, 1), ("~", 1, 1)), ((1, 3, 2, 3, 3, False),))   # the barrel carried
    art.show(picture)
    same(art, picture, 84)
    assert art.group[0] is grid and sorted(sets) == [0, 1]
    picture = (4, (("o", 0, 1), ("=", 1, 1)), ((1, 3, 2, 3, 3, False),))
    art.show(picture)
    same(art, picture, 84)
    assert art.group[0] is not grid and len(art.group) == 1


def test_the_drawing_s_code_goes_once_the_picture_is_drawn():
    # the screen holds gmfw.art_golems alone: the drawing's two modules are
    # compiled for a new picture and dropped (a board frees their code),
    # and the same picture again compiles nothing
    import gc
    import types

    def drawing():
        # the drawing's modules and functions alive
        names = ("gmfw.art_golems_marks", "gmfw.art_golems_rects", "gmfw.art_golems_tiles")
        return [o for o in gc.get_objects() if (isinstance(o, types.ModuleType) and o.__name__ in names)
                or (isinstance(o, types.FunctionType) and o.__module__ in names)]
    gc.collect()
    ours = len(drawing())                  # this test module's own references
    art = art_golems.Art(Layout(112))
    for picture in (scenarios.siege_picture(), (4, (("=", 1, 1),), ((0, 0, 0, 1, 3, False),))):
        art.show(picture)
        gc.collect()
        assert "gmfw.art_golems_marks" not in sys.modules
        assert "gmfw.art_golems_rects" not in sys.modules
        assert "gmfw.art_golems_tiles" not in sys.modules
        assert len(drawing()) == ours
        same(art, picture, 112)
    shown_before = [(s, s.x, s.y, s.width, s.height, getattr(s, "color_index", None), s.hidden) for s in art.group]
    real = __import__
    loads = []

    def counting(name, *args, **kwargs):
        if name.startswith("gmfw.art_golems_"):
            loads.append(name)
        return real(name, *args, **kwargs)
    import builtins
    builtins.__import__ = counting
    try:
        art.show(picture)
    finally:
        builtins.__import__ = real
    assert loads == []
    assert [(s, s.x, s.y, s.width, s.height, getattr(s, "color_index", None), s.hidden) for s in art.group] == shown_before


def test_the_web_page_draws_the_field_with_its_own_displayio():
    # the page (web/py) runs gmfw/art_golems.py on its displayio, which knows
    # rectangles and labels: the field is all rectangles there, each in its
    # palette colour (a separate process: its displayio is not Blinka's)
    import json
    import subprocess
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    script = (
        "import json, sys\n"
        "sys.path[:0] = ['web/py', 'firmware', 'lib']\n"
        "import displayio, webgm\n"
        "assert 'web' in displayio.__file__, displayio.__file__\n"
        "from gmfw import art_golems\n"
        "from gamemaster.golems import layouts\n"
        "class L:\n"
        "    art, art_x, art_y = 112, 0, 0\n"
        "a = art_golems.Art(L())\n"
        "out = []\n"
        "for p in (layouts.siege_picture(), (4, (('=', 1, 1),), ((0, 0, 0, 1, 3, False),))):\n"
        "    a.show(p)\n"
        "    out.append(webgm.display_list(a.group, 0, 0, []))\n"
        "print(json.dumps(out))\n")
    proc = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    pictures = (scenarios.siege_picture(), (4, (("=", 1, 1),), ((0, 0, 0, 1, 3, False),)))
    for picture, shapes in zip(pictures, json.loads(proc.stdout)):
        got = {}
        for kind, x, y, w, h, colour in shapes:
            assert kind == "r"
            for yy in range(y, y + h):
                for xx in range(x, x + w):
                    got[(xx, yy)] = colour
        want = model(picture, 112)
        for y in range(-4, 116):
            for x in range(-4, 116):
                assert got.get((x, y), BLACK) == want.get((x, y), BLACK), (picture, x, y)
