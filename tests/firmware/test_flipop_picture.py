"""The Flipop board picture (firmware/gmfw/art_flipop.py) on the real
screen code at every profile's size: a move a player can copy onto the
board without reading notation, and every Flipop versus screen with no
label off the screen, none overlapping another or the board, no line lost;
and over thousands of moves (from play and from crowded random boards, both
sides of the board) no two of the picture's own texts (chain numbers, gate
counts, files, ranks) closer than a space's width side by side or a dark
row one above the other: a gate's count never reads as part of a number.

Views come from the game-master itself (FlipopMaster) in hand-set
positions: the longest texts the device shows (a long chain, the end's
reasons, the rules on the ready screen, a pass, the player's bank)."""

import os
import sys

import pytest

# the screen-walk's checker first: it brings the simulator's hardware set-up,
# which must come before anything imports Blinka's board
from tests.firmware.test_screen_sizes import SIZES, _inside, _overlap, screen_items
from host_sim.offscreen import OffscreenDisplay  # noqa: E402 - after the set-up
from gamemaster.flipop import board as B
from gamemaster.flipop import textin
from gamemaster.flipop.master import FlipopMaster
from gamemaster.flipop.position import Position
from gamemaster.settings import Settings

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "firmware")
H = textin.parse_hole
IDS = ["%dx%d" % s for s in SIZES]


@pytest.fixture(autouse=True)
def _own_gmfw_modules():
    # _screen imports the firmware's modules afresh; the other tests in this
    # process keep the module objects they imported (test_labels compares them)
    saved = dict((n, m) for n, m in sys.modules.items() if n == "gmfw" or n.startswith("gmfw."))
    yield
    for name in [n for n in sys.modules if n == "gmfw" or n.startswith("gmfw.")]:
        del sys.modules[name]
    sys.modules.update(saved)


def _screen(size):
    if FIRMWARE not in sys.path:
        sys.path.insert(0, FIRMWARE)
    for name in [n for n in sys.modules if n == "gmfw" or n.startswith("gmfw.")]:
        del sys.modules[name]
    from gmfw import screen_build
    w, h = size
    return screen_build.build(OffscreenDisplay(w, h), w, h, labels="one_bitmap")


def _game(text=""):
    g = FlipopMaster(Settings.from_toml('FLIPOP_MODE = "versus"\n' + text), 5)
    g.start(0)
    return g


def _chain_position(g, side=0):
    # White d5 c4 b4, Black c5 b5 e1, gates c4 N, b4 S, the rest N: long
    # chains, a loop back to the start hole, gates turned several times
    w = (1 << H("d5")) | (1 << H("c4")) | (1 << H("b4"))
    b = (1 << H("c5")) | (1 << H("b5")) | (1 << H("e1"))
    g0, g1 = textin.pack_dirs([B.N] * 16)
    g0, g1 = B.set_gate(g0, g1, 13, B.S)             # gate b4 (anchor 13)
    return Position(g.pos.rules, w=w, b=b, gates=(g0, g1), side=side)


def _choose(g, text):
    g.phase = "choose"
    g.offer = None
    g.pos = _chain_position(g, g.human)
    offered = g.vs.moves_offered(g)
    g.index = offered.index(textin.find(g.pos, text))
    g.armed = True
    g.pick_start = 0
    return g.view(1000)


def _check(screen, view, where):
    screen.show(view)
    screen.refresh()
    w, h = screen.w, screen.h
    items = screen_items(screen.root, w, h)
    labels = [it for it in items if it[0] == "label"]
    others = [it for it in items if it[0] != "label" and it[2][2] < w]
    problems = []
    for _, name, box, _text in labels:
        if not _inside(box, (0, 0, w, h)):
            problems.append("%s leaves the screen: %r" % (name, box))
    for i, a in enumerate(labels):
        for b in labels[i + 1:] + others:
            if _overlap(a[2], b[2]):
                problems.append("%s overlaps %s" % (a[1], b[1]))
    # no line lost: every wrapped row of the view's lines is on screen
    from gmfw.screen import wrap
    place = screen._last["lines"][1]
    rows = sum(len(wrap(line, place[4])) for line in view.lines)
    if rows > place[5]:
        problems.append("%d rows of lines, room for %d" % (rows, place[5]))
    # the board's own texts stay on the screen too
    for kind, name, box, _text in items:
        if kind == "art" and not _inside(box, (0, 0, w, h)):
            problems.append("%s leaves the screen: %r" % (name, box))
    assert not problems, "%s at %dx%d, %r:\n%s" % (where, w, h, view.lines, "\n".join(problems))


def _chain_shown(size, text):
    # the player's move ``text`` offered in the chain position, checked; its picture
    s = _screen(size)
    g = _game('FLIPOP_RULES = "perp/free/chain/quiet"\n')
    _check(s, _choose(g, text), "the move " + text)
    return s.arts["flipop"][1]


def _font_cells(entry):
    # [(character, (x, y))] of a text of font tiles ([text, (x, y), a
    # line's TileGrid, ...]): each non-blank character's 6x12 cell, in the
    # board group's coordinates, checked to be the glyph its tile shows
    import terminalio
    out = []
    for line, tile in zip(entry[0].split("\n"), entry[2:]):
        assert (tile.width, tile.height) == (len(line), 1)
        for i, ch in enumerate(line):
            assert tile[i] == terminalio.FONT.get_glyph(ord(ch)).tile_index
            if ch != " ":
                out.append((ch, (tile.x + i * tile.tile_width, tile.y)))
    return out


def _axes_placed(art):
    # the files under the board, each in the 6-pixel glyph cell nearest its
    # column's middle, one row under the board; the ranks left of it, 4
    # pixels off, each at its row's middle (as their labels were placed)
    c = art.cell
    files, ranks = art.axes
    return [p for _, p in _font_cells(files)] == \
        [(6 * ((i * c + c // 2) // 6), 5 * c + 1) for i in range(5)] \
        and [p for _, p in _font_cells(ranks)] == \
        [(-10, (c - 12) // 2 + k * c) for k in range(5)] \
        and all(x + 6 == -4 for _, (x, _) in _font_cells(ranks))


def _axes(art):
    # the files' letters and the ranks' digits, in the picture's order
    return "".join(ch for e in art.axes for ch, _ in _font_cells(e))


def _texts(shown):
    # the texts of art.steps or art.counts ([text, (x, y), font tile, ...])
    return [e[0] for e in shown]


def _tile_pixels(grid, into):
    # {(x, y): colour} of a TileGrid's opaque pixels, in the picture's
    # coordinates, drawn over ``into`` (transposed: x and y swapped from
    # the grid's corner, as displayio draws it)
    c = grid.tile_width
    shader = grid.pixel_shader
    for n in range(grid.width * grid.height):
        k = grid[n]
        for y in range(c):
            for x in range(c):
                v = grid.bitmap[k * c + x, y]
                if not shader.is_transparent(v):
                    u, w = n % grid.width * c + x, n // grid.width * c + y
                    if grid.transpose_xy:
                        u, w = w, u
                    into[(grid.x + u, grid.y + w)] = shader[v]
    return into


def _holes(art):
    # {hole: (the colour in its middle, the colour of its top-left corner)}
    # as the holes and their tints draw them (COLOURS' indices: wood's or the frame's)
    from gmfw.art_flipop import COLOURS
    px = _tile_pixels(art.tints, _tile_pixels(art.holes, {}))
    c = art.cell
    out = {}
    for h in range(25):
        x, y = art.xy(h)
        out[h] = (COLOURS.index(px[(x + c // 2, y + c // 2)]), COLOURS.index(px[(x, y)]))
    return out


def _balls(art):
    # {hole: the colour in its middle as the balls draw it (COLOURS' index), or None}
    from gmfw.art_flipop import COLOURS
    px = _tile_pixels(art.balls, {})
    c = art.cell
    out = {}
    for h in range(25):
        x, y = art.xy(h)
        at = (x + c // 2, y + c // 2)
        out[h] = COLOURS.index(px[at]) if at in px else None
    return out


def _dest(art):
    # the holes drawn framed (the magenta corner: COLOURS 11) as the move's destination
    return [h for h, (_, corner) in _holes(art).items() if corner == 11]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_long_chain_is_numbered_framed_and_its_gates_counted(size):
    art = _chain_shown(size, "d5-c5-c4-b4-b5-c5")
    # the path in order; c5 is reached twice (steps 2 and 6): both numbers,
    # one under the other, where the hole has room (not 240x135's 20-pixel
    # holes: the frame shows the end)
    twice = "2\n6" if art.cell > 25 else "2"
    assert _texts(art.steps) == ["1", twice, "3", "4", "5"]
    # the destination framed: c5's hole
    assert _dest(art) == [H("c5")]
    # the start green (COLOURS 4), the holes passed and the destination cyan
    # (5), the rest plain (1) or an exit (White's 2, Black's 3) in wood (0);
    # the balls where the position has them
    holes = _holes(art)
    assert holes[H("d5")] == (4, 0) and holes[H("c5")] == (5, 11)
    assert [holes[H(n)] for n in ("c4", "b4", "b5")] == [(5, 0)] * 3
    # (White's exits b5-d5 are on the path: Black's b1-d1 are left)
    assert sorted(v for h, v in holes.items() if h not in art.payload[4]) == \
        [(1, 0)] * 17 + [(3, 0)] * 3
    w, b = art.payload[:2]
    assert _balls(art) == dict((h, 6 if w >> h & 1 else 7 if b >> h & 1 else None)
                               for h in range(25))
    # gates turned more than once carry their count
    counts = _texts(art.counts)
    assert "2" in counts and "3" in counts
    # the files and ranks, White at the bottom
    assert _axes(art) == "abcde54321"
    assert _axes_placed(art)
    assert art.xy(H("a1"))[1] > art.xy(H("a5"))[1]
    # as large as the screen allows: more than half the screen's height
    # (130 px at 240x240 above four lines of text, 100 px at 240x135 beside
    # them; the picture was 105 and 80 px)
    assert 5 * art.cell * 2 > min(size), art.cell


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_loop_chain_back_to_its_start_shows_both_numbers(size):
    art = _chain_shown(size, "c4-b4-b5-c5-c4")
    assert _texts(art.steps)[0] == ("1\n5" if art.cell > 25 else "1")
    # framed, and green inside: the chain ends where it started
    assert _dest(art) == [H("c4")] and _holes(art)[H("c4")] == (4, 11)


def _black_shown(size):
    # (screen, game): the player Black, the device's first move shown, checked
    s = _screen(size)
    g = _game('FLIPOP_HUMAN = "black"\nFLIPOP_RULES = "perp/free/chain/quiet"\n')
    g.press(0)
    while g.phase == "think":
        g.tick(0)
    _check(s, g.view(0), "the device's first move, player Black")
    return s, g


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_board_is_turned_round_when_the_player_plays_black(size):
    s, g = _black_shown(size)
    art = s.arts["flipop"][1]
    # a plain move (two holes) is green start and framed end, no numbers
    assert len(g.move) == 2 and _texts(art.steps) == [] and _dest(art) == [g.move[1]]
    assert _axes(art) == "edcba12345"
    assert _axes_placed(art)
    assert art.xy(H("a5"))[1] > art.xy(H("a1"))[1]          # rank 5 at the bottom
    assert art.xy(H("e1"))[0] < art.xy(H("a1"))[0]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_every_flipop_versus_screen_fits(size):
    s = _screen(size)
    g = _game('FLIPOP_RULES = "straight/gate/first/stuck"\n')
    _check(s, g.view(0), "ready, rules in words")
    g = _game('FLIPOP_MODE = "vs-clock"\nFLIPOP_RULES = "any/gate/first/quiet"\n')
    _check(s, g.view(0), "ready, the longest rules and the player's bank")
    g = _game('FLIPOP_MODE = "vs-clock"\n')
    g.press(0)
    while g.phase == "think":
        g.tick(0)
    _check(s, g.view(0), "choose, nothing shown yet, the bank")
    g.press(0)
    _check(s, g.view(0), "choose, a move shown, the bank")
    for text in ("d5-c5-c4-b4-b5-c5", "c4-b4-b5-a5"):
        _check(s, _choose(g, text), "choose " + text)
    g.phase = "show"
    g.move = textin.find(g.pos, "d5-c5-c4-b4-b5-c5")
    _check(s, g.view(0), "the device's chain")
    g.move = ()
    _check(s, g.view(0), "the device passes")
    g.phase = "choose"
    g.offer = [()]
    g.index = 0
    _check(s, g.view(0), "the player passes")
    g.pos = Position(g.pos.rules, w=1 << 3, b=(1 << 20) | (1 << 24), quiet=60, ply=200)
    g.pos.exits = False
    g.phase = "over"
    _check(s, g.view(0), "the end, no exit")
    g.flagged = True
    _check(s, g.view(0), "lost on time")


# Two labels of the picture on the same pixel rows keep a space's width of
# dark columns between their glyphs (a red "2" three columns from a white
# "1", a gate between them, read as "21"); one above the other they keep a
# dark row between them.  Measured on the glyphs' pixels, not their 6x12
# cells: a cell's blank rows and column are part of the gap.
GAP_X = 6
GAP_Y = 1


def _font_pixels(tiles, glyphs=None):
    # {(x, y)} the glyphs of font tiles (art_flipop_marks.texts: a TileGrid
    # a line) set, in the board group's coordinates.  ``glyphs``: a dict the
    # caller keeps while the font's bitmap lives, {(bitmap, tile, w, h):
    # the pixels that tile of the bitmap sets}, each read from the bitmap once
    glyphs = {} if glyphs is None else glyphs
    out = set()
    for tile in tiles:
        w, h = tile.tile_width, tile.tile_height
        bitmap = tile.bitmap
        for n in range(tile.width * tile.height):
            k = tile[n]
            key = (id(bitmap), k, w, h)
            dots = glyphs.get(key)
            if dots is None:
                dots = glyphs[key] = [(x, y) for y in range(h) for x in range(w) if bitmap[k * w + x, y]]
            x0, y0 = tile.x + n % tile.width * w, tile.y + n // tile.width * h
            out.update((x0 + x, y0 + y) for x, y in dots)
    return out


def _ink(tiles, glyphs=None):
    # (left, top, right, bottom), inclusive, of the pixels font tiles set
    px = _font_pixels(tiles, glyphs)
    xs, ys = [p[0] for p in px], [p[1] for p in px]
    return (min(xs), min(ys), max(xs), max(ys))


def _too_close(a, b):
    # blank columns / rows between two ink boxes (negative: they overlap)
    gx = max(a[0], b[0]) - min(a[2], b[2]) - 1
    gy = max(a[1], b[1]) - min(a[3], b[3]) - 1
    return gx < GAP_X and gy < GAP_Y


def _moves_to_draw(rng, n):
    # (w, b, g0, g1, move): the moves of positions from play (random legal
    # moves from the start, each chain rule) and of random crowded boards
    # (ten balls, gates anywhere: the longest chains, up to 11 holes, loops
    # back to the start, gates turned three times)
    from gamemaster.flipop.moves import generate
    # the longest chains, rare on random boards: ten holes (two-digit
    # numbers), eleven back to the start ("1" over "11"), gates turned twice
    out = [(802948, 8515, 21127, 41831, (18, 19, 14, 13, 8, 7, 2, 1, 6, 5)),
           (669696, 344832, 17592, 61018, (19, 14, 9, 8, 13, 12, 11, 16, 17, 18, 19))]
    for chain in (B.CHAIN_PERP, B.CHAIN_ANY, B.CHAIN_STRAIGHT):
        rules = B.Rules(chain=chain, end=B.END_QUIET)
        pos = Position(rules)
        for _ in range(n):
            moves = pos.legal_moves()
            if not moves:
                pos = Position(rules)
                continue
            out.extend((pos.w, pos.b, pos.g0, pos.g1, m) for m in moves if m)
            pos = pos.apply(moves[rng.randrange(len(moves))])
        for _ in range(n):
            holes = rng.sample(range(25), 10)
            w = sum(1 << h for h in holes[:5])
            b = sum(1 << h for h in holes[5:])
            g0, g1 = rng.getrandbits(16), rng.getrandbits(16)
            for side in (0, 1):
                out.extend((w, b, g0, g1, m) for m in generate(w, b, g0, g1, side, rules, ()))
    return out


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_no_two_labels_of_the_picture_touch_or_read_as_one(size):
    # every move drawn on both sides of the board: its chain numbers and
    # gate counts (and the files and ranks) never closer than GAP_X / GAP_Y
    import random
    from gamemaster.flipop.moves import gates_turned
    from tests.examples import examples
    s = _screen(size)
    g = _game()
    g.press(0)
    s.show(g.view(0))
    art = s.arts["flipop"][1]
    rng = random.Random(7)
    moves = _moves_to_draw(rng, examples(120))
    twice = 0
    glyphs = {}                     # the font's glyphs' pixels, read once (the font lives all test)
    for w, b, g0, g1, path in moves:
        turned = tuple(gates_turned(g0, g1, path))
        for human in (0, 1):
            art.show((w, b, g0, g1, path, turned, 0, 0, human))
            # (a number or count as one label; the files' row and each
            # rank, a line of the axes' texts, each apart)
            labels = [(e[0], e[2:]) for e in art.steps + art.counts] + \
                [(t, [tile]) for e in art.axes for t, tile in zip(e[0].split("\n"), e[2:])]
            inks = [_ink(lbl[1], glyphs) for lbl in labels]
            texts = [lbl[0] for lbl in labels]
            for i in range(len(labels)):
                for j in range(i + 1, len(labels)):
                    assert not _too_close(inks[i], inks[j]), (
                        "%dx%d, %s, %s: %r at %r and %r at %r" % (
                            size[0], size[1], "black" if human else "white",
                            B.hole_name(path[0]) + "-" + "-".join(B.hole_name(h) for h in path[1:]),
                            texts[i], inks[i], texts[j], inks[j]))
        twice += max(turned.count(a) for a in turned) > 1 if turned else 0
    # the walk reaches what it is for: many moves turning a gate twice or more
    assert twice > 50, twice


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_tiles_draw_the_holes_and_balls_the_shapes_drew(size):
    # art_flipop's tiles (TILES, one bitmap), pixel by pixel, as its
    # vectorio shapes drew them: a hole (inset max(2, cell // 7)) in a
    # colour, wood or nothing round it (0), or framed (3); a ball a
    # vectorio.Circle (x*x + y*y <= r*r from the cell's middle,
    # r = max(2, cell // 4)); a gate a bar max(2, cell // 6) thick along
    # the middle line, up (the gates across: the same tiles, their grid
    # transposed); and the palettes: the holes' wood,
    # hole and exits (COLOURS 0-3), the tints' start (4) or a ball's that
    # can move (12), passed (5) and frame (11), the balls' White's (6) and
    # Black's (7), the gates' plain (8), turned (9) and the bar's (10)
    art = _chain_shown(size, "d5-c5-c4-b4-b5-c5")
    from gmfw.art_flipop import COLOURS, TILES
    c = art.cell
    inset, r, t = max(2, c // 7), max(2, c // 4), max(2, c // 6)
    assert TILES[0] == 0
    bitmap = art.holes.bitmap
    for grid in (art.tints, art.balls, art.ups, art.acrosses):
        assert grid.bitmap is bitmap
    for k in range(len(TILES)):
        kind, v = TILES[k] >> 2, TILES[k] & 3
        for y in range(c):
            for x in range(c):
                if kind < 2:
                    hole = inset <= x < c - inset and inset <= y < c - inset
                    want = v if hole else 3 if kind else 0
                elif kind == 2:
                    u, w = x - c // 2, y - c // 2
                    want = v if u * u + w * w <= r * r else 0
                else:
                    across = (x, y)[kind - 3]
                    want = v if c // 2 - t // 2 <= across < c // 2 - t // 2 + t else 0
                assert bitmap[k * c + x, y] == want, (k, x, y)
    p = art.holes.pixel_shader
    assert [p[i] for i in range(4)] == list(COLOURS[:4])
    p = art.tints.pixel_shader
    assert p.is_transparent(0) and (p[1], p[2], p[3]) == (COLOURS[4], COLOURS[5], COLOURS[11])
    p = art.balls.pixel_shader
    assert p.is_transparent(0) and (p[1], p[2]) == (COLOURS[6], COLOURS[7])
    p = art.ups.pixel_shader
    assert p is art.acrosses.pixel_shader and p.is_transparent(0) and \
        (p[1], p[2], p[3]) == (COLOURS[8], COLOURS[9], COLOURS[10])


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_before_the_first_tap_the_holes_of_the_balls_that_can_move_are_tinted(size):
    # the tint's first colour is the start's once a move is shown, a ball's
    # that can move before (never both on one board: one palette colour)
    s, g = _black_shown(size)
    g.press(0)                          # the device's move made: the player's turn
    assert g.phase == "choose" and g.index == -1
    _check(s, g.view(0), "choose, nothing shown yet")
    art = s.arts["flipop"][1]
    movable = set(m[0] for m in g.vs.moves_offered(g) if m)
    holes = _holes(art)
    assert movable and [h for h in range(25) if holes[h][0] == 12] == sorted(movable)
    g.press(0)                          # a tap: the first move shown
    _check(s, g.view(0), "choose, a move shown")
    holes = _holes(art)
    start = g.vs.moves_offered(g)[g.index][0]
    assert holes[start] == (4, 0) and not [h for h in range(25) if holes[h][0] == 12]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_gates_tiles_draw_what_their_rectangles_drew(size):
    # every gate as the rectangle it was (thickness t = max(2, cell // 6),
    # a cell long from its anchor, centred on the boundary), in anchor
    # order, gold or red when turned; the tiles cover the same pixels in
    # the same colours (where an up and an across gate meet at an anchor,
    # either colour), on random gates, both sides of the board
    import random
    art = _chain_shown(size, "d5-c5-c4-b4-b5-c5")
    from gmfw.art_flipop import COLOURS
    c = art.cell
    t = max(2, c // 6)
    rng = random.Random(5)
    for _ in range(6):
        g0, g1 = textin.pack_dirs([rng.randrange(4) for _ in range(16)])
        turned = tuple(rng.sample(range(16), 3))
        for human in (0, 1):
            art.show((0, 0, g0, g1, (), turned, 0, 0, human))
            want = {}
            meets = set()
            for a in range(16):
                d = B.gate_dir(g0, g1, a)
                i, j = a % 4 + 1, a // 4 + 1
                if human:
                    x, y, d = (5 - i) * c, j * c, (d + 2) % 4
                else:
                    x, y = i * c, (5 - j) * c
                if d % 2:
                    box = (x - c if d == 3 else x, y - t // 2, c, t)
                else:
                    box = (x - t // 2, y - c if d == 0 else y, t, c)
                for py in range(box[1], box[1] + box[3]):
                    for px in range(box[0], box[0] + box[2]):
                        if (px, py) in want and d % 2 != want[(px, py)][1]:
                            meets.add((px, py))
                        want[(px, py)] = (COLOURS[9 if a in turned else 8], d % 2)
            got = _tile_pixels(art.acrosses, _tile_pixels(art.ups, {}))
            assert set(got) == set(want)
            assert [p for p in got if got[p] != want[p][0] and p not in meets] == []


def _pixels(item):
    # {(x, y)} a label's glyphs set, or a text of font tiles' ([text, (x, y), tile, ...])
    if isinstance(item, list):
        return _font_pixels(item[2:])
    # (a label at scale 1 is font tiles too, a TileGrid a line in its
    # group: the same pixels as adafruit_display_text's, test_labels.py)
    assert item.scale == 1
    # (a label of scale 1 holds its lines' grids itself, no scale group)
    grids = item if item._local is None else item._local
    return set((item.x + x, item.y + y) for x, y in _font_pixels(grids))


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_font_tiles_set_the_pixels_a_label_set(size):
    # a chain's numbers and the gates' counts are font tiles
    # (art_flipop_marks.texts): the same pixels, in the same colour, as the
    # label each was (top-left corner at its place, lines 15 pixels apart)
    art = _chain_shown(size, "d5-c5-c4-b4-b5-c5")
    import terminalio
    from gmfw.art_flipop_marks import COLOURS, texts
    from gmfw.textlabel import Label
    shown = []
    want = [("7", (1, 2)), ("12", (30, 40)), ("2\n6", (53, 0)), ("1\n11", (0, 60))]
    texts(art, shown, COLOURS[9], want)
    assert _texts(shown) == [t for t, _ in want]
    for entry, (text, pos) in zip(shown, want):
        lbl = Label(terminalio.FONT, text=text, color=COLOURS[9], scale=1,
                        anchor_point=(0.0, 0.0), anchored_position=pos)
        assert _pixels(entry) == _pixels(lbl), text
        assert all(t.pixel_shader[1] == COLOURS[9] for t in entry[2:])
        assert all(t in art.group for t in entry[2:])
    # a change replaces them; none wanted leaves none in the picture
    tiles = [t for e in shown for t in e[2:]]
    texts(art, shown, COLOURS[9], [])
    assert shown == [] and not [t for t in tiles if t in art.group]
