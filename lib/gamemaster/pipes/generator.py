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


def _zone(board, r, c):
    """0 = kept clear (touches the valve or its outlet field), 1 = near
    (Chebyshev 2..3 from the valve), 2 = far."""
    vr, vc, vd = board.valve
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
            if board.get(r, c) == WALL and _zone(board, r, c) == 0:
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
                if board.get(r, c) == WALL and _zone(board, r, c) == 1:
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
            if board.get(r, c) == EMPTY and _zone(board, r, c) == zone:
                fields.append(r * board.cols + c)
    if count > len(fields):
        raise ValueError("%d walls do not fit in zone %d (%d fields)" % (count, zone, len(fields)))
    rng.shuffle(fields)
    for i in fields[:count]:
        board.cells[i] = WALL


def generate(spec, rng, attempts=200):
    """One playable board of ``spec`` drawn from ``rng``."""
    choices = valve_choices(spec)
    if not choices:
        raise ValueError("no field is at valve distance %d in a %dx%d board"
                         % (spec.valve_distance, spec.rows, spec.cols))
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
