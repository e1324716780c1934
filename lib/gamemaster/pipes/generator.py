"""Random, fair, playable boards for a table.

*Playable* (checked by ``problems``): the valve is near the centre, its
outlet field is on the board and empty, no wall touches the valve or its
outlet field (the first pipes always have room), and all empty fields are
one 4-connected region (no sealed pocket, so every empty field can still be
reached by a pipeline).

*Fair across a set*: every board of a set has the same size, the same
number of walls, the same number of walls near the valve (Chebyshev
distance 2..3), the valve at the same distance from the centre, and the
same special-action allowance.  Only where things are differs.

The defaults come from ``python -m host_sim pipes simulate`` runs, see
docs/pipes-boards.md.
"""

from gamemaster.prng import Rng
from gamemaster.pipes.board import Board, EMPTY, WALL

_DR = (-1, 0, 1, 0)
_DC = (0, 1, 0, -1)


class BoardSpec:
    """What every board of a set shares.  ``valve_distance`` is the
    Manhattan distance of the valve from the board's centre in half fields
    (so that even sizes, whose centre lies between fields, work): the
    smallest possible is 0 for odd x odd, 1 for odd x even, 2 for even x
    even."""

    def __init__(self, rows=10, cols=10, walls=10, near_walls=2, valve_distance=None,
                 allowance=(3, 2, 1)):
        self.rows = rows
        self.cols = cols
        self.walls = walls
        self.near_walls = near_walls
        if valve_distance is None:
            valve_distance = (1 - rows % 2) + (1 - cols % 2)
        self.valve_distance = valve_distance
        self.allowance = tuple(allowance)

    def text(self):
        return ("%dx%d walls=%d near=%d valve_distance=%d actions=%d/%d/%d"
                % ((self.rows, self.cols, self.walls, self.near_walls, self.valve_distance)
                   + self.allowance))


def _centre_distance(spec, r, c):
    return abs(2 * r - (spec.rows - 1)) + abs(2 * c - (spec.cols - 1))


def _chebyshev(r1, c1, r2, c2):
    return max(abs(r1 - r2), abs(c1 - c2))


def valve_choices(spec):
    """(row, col, outlet) triples allowed by ``spec`` (outlet on the board)."""
    out = []
    for r in range(spec.rows):
        for c in range(spec.cols):
            if _centre_distance(spec, r, c) != spec.valve_distance:
                continue
            for d in range(4):
                if 0 <= r + _DR[d] < spec.rows and 0 <= c + _DC[d] < spec.cols:
                    out.append((r, c, d))
    return out


def room(spec):
    """(near, far): how many walls fit near the valve (Chebyshev distance
    2..3) and farther from it on every board of ``spec``, whichever valve
    field a board gets.  Boards up to 7x7 have no far field at all."""
    near = far = None
    for valve in valve_choices(spec):
        counts = [0, 0, 0]
        for r in range(spec.rows):
            for c in range(spec.cols):
                counts[_zone(valve, r, c)] += 1
        if near is None or counts[1] < near:
            near = counts[1]
        if far is None or counts[2] < far:
            far = counts[2]
    return near or 0, far or 0


def sized(rows, cols, walls=None, near_walls=None, allowance=(3, 2, 1)):
    """A BoardSpec for a board of ``rows`` x ``cols`` with the defaults
    scaled to it where ``walls`` or ``near_walls`` is None: a tenth of the
    fields are walls (10 on 10x10, 6 on 8x8), a fifth of them near the valve
    (2 of 10), and all of them where the board has no far field (up to 7x7),
    as many as fit.  Given values are kept as they are (``problems`` of the
    set then says what does not fit)."""
    near_room, far_room = room(BoardSpec(rows, cols, 0, 0, None, allowance))
    if walls is None:
        walls = min(max((rows * cols + 5) // 10, near_walls or 0), near_room + far_room)
    if near_walls is None:
        near_walls = min(max((walls + 2) // 5, walls - far_room), walls)
    return BoardSpec(rows, cols, walls, near_walls, None, allowance)


def _plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def misfit(spec, walls="walls", near="near_walls"):
    """Why the walls of ``spec`` cannot stand on its boards, in one line that
    says what to change (``walls`` and ``near`` name the two numbers, e.g. a
    tool's options); None when they fit."""
    near_room, far_room = room(spec)
    size = "%dx%d boards" % (spec.rows, spec.cols)
    w = spec.walls
    if spec.near_walls > w:
        return "%s %d is more than %s %d: the near walls are some of the walls" % (
            near, spec.near_walls, walls, w)
    if w > near_room + far_room:
        return "%s have room for %s (%d near the valve, %d farther), not %d: lower %s" % (
            size, _plural(near_room + far_room, "wall"), near_room, far_room, w, walls)
    if spec.near_walls > near_room:
        return "%s have room for %s near the valve, not %d: lower %s" % (
            size, _plural(near_room, "wall"), spec.near_walls, near)
    if w - spec.near_walls > far_room:
        if not far_room:
            return ("%s have no field more than 3 from the valve, so every wall is near it: "
                    "set %s to %s (%d)" % (size, near, walls, w))
        return ("%s have room for %s more than 3 fields from the valve, not %d: raise %s "
                "to %d or lower %s" % (size, _plural(far_room, "wall"), w - spec.near_walls,
                                       near, w - far_room, walls))
    return None


def _zone(valve, r, c):
    """0 = kept clear (touches the valve or its outlet field), 1 = near
    (Chebyshev 2..3 from the valve), 2 = far; ``valve`` = (row, col, outlet)."""
    vr, vc, vd = valve
    orr, occ = vr + _DR[vd], vc + _DC[vd]
    if _chebyshev(r, c, vr, vc) <= 1 or _chebyshev(r, c, orr, occ) <= 1:
        return 0
    return 1 if _chebyshev(r, c, vr, vc) <= 3 else 2


def free_regions(board):
    """Number of 4-connected regions of empty fields."""
    seen = bytearray(len(board.cells))
    stack = []
    regions = 0
    cols = board.cols
    for s in range(len(board.cells)):
        if board.cells[s] != EMPTY or seen[s]:
            continue
        regions += 1
        seen[s] = 1
        stack.append(s)
        while stack:
            i = stack.pop()
            r = i // cols
            c = i % cols
            for d in range(4):
                rr = r + _DR[d]
                cc = c + _DC[d]
                if 0 <= rr < board.rows and 0 <= cc < cols:
                    j = rr * cols + cc
                    if board.cells[j] == EMPTY and not seen[j]:
                        seen[j] = 1
                        stack.append(j)
    return regions


def problems(board, spec=None):
    """Why ``board`` is not a playable board (of ``spec``): a list of
    messages, empty when it is fine."""
    out = []
    vr, vc, vd = board.valve
    orr, occ = vr + _DR[vd], vc + _DC[vd]
    if not board.is_empty(orr, occ):
        out.append("the valve's outlet field %d,%d is not an empty field" % (orr, occ))
    for r in range(board.rows):
        for c in range(board.cols):
            if board.get(r, c) == WALL and _zone(board.valve, r, c) == 0:
                out.append("wall at %d,%d touches the valve or its outlet field" % (r, c))
    if free_regions(board) != 1:
        out.append("the empty fields are not one connected region")
    if spec is not None:
        if (board.rows, board.cols) != (spec.rows, spec.cols):
            out.append("size %dx%d, expected %dx%d" % (board.rows, board.cols,
                                                       spec.rows, spec.cols))
        if _centre_distance(spec, vr, vc) != spec.valve_distance:
            out.append("valve distance from centre differs from the set's")
        if board.count(WALL) != spec.walls:
            out.append("%d walls, expected %d" % (board.count(WALL), spec.walls))
        near = 0
        for r in range(board.rows):
            for c in range(board.cols):
                if board.get(r, c) == WALL and _zone(board.valve, r, c) == 1:
                    near += 1
        if near != spec.near_walls:
            out.append("%d walls near the valve, expected %d" % (near, spec.near_walls))
        if board.allowance != spec.allowance:
            out.append("special-action allowance differs from the set's")
    return out


def _pick(rng, board, zone, count):
    fields = []
    for r in range(board.rows):
        for c in range(board.cols):
            if board.get(r, c) == EMPTY and _zone(board.valve, r, c) == zone:
                fields.append(r * board.cols + c)
    rng.shuffle(fields)
    for i in fields[:count]:
        board.cells[i] = WALL


def generate(spec, rng, attempts=200):
    """One playable board of ``spec`` drawn from ``rng``."""
    choices = valve_choices(spec)
    if not choices:
        raise ValueError("no field is at valve distance %d in a %dx%d board"
                         % (spec.valve_distance, spec.rows, spec.cols))
    why = misfit(spec)
    if why:
        raise ValueError(why)
    for _ in range(attempts):
        board = Board(spec.rows, spec.cols, rng.choice(choices), None, (), spec.allowance)
        _pick(rng, board, 1, spec.near_walls)
        _pick(rng, board, 2, spec.walls - spec.near_walls)
        if not problems(board, spec):
            return board
    raise ValueError("no playable board found for %s in %d attempts" % (spec.text(), attempts))


def generate_set(spec, count, seed):
    """``count`` different playable boards of ``spec``; the same seed gives
    the same set everywhere."""
    rng = Rng(seed)
    boards = []
    tries = 0
    while len(boards) < count:
        tries += 1
        if tries > count * 50:
            raise ValueError("could not find %d different boards for %s" % (count, spec.text()))
        b = generate(spec, rng)
        if b not in boards:
            boards.append(b)
    return boards
