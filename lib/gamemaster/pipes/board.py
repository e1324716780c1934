"""A player's Pipes board: the grid, the valve, teleports and the allowance
of special actions printed beside it.

The grid is one ``bytearray`` (one byte per field) because the whole
4-player game with bots has to fit in a 64 KB MicroPython heap; teleports
are a short list of 6-tuples since a board holds at most a handful.

Field codes: ``EMPTY``, ``WALL``, ``VALVE``, ``TELEPORT`` (a field holding
teleport end(s)), and ``PIPE + element`` for the seven drawn elements.
"""

from gamemaster.pipes import elements as el

EMPTY = 0
WALL = 1
VALVE = 2
TELEPORT = 3
PIPE = 4          # PIPE + element index (0..6)

# Index of each special action in an allowance triple.
ROTATION = 0
CROSSING = 1
TELEPORT_ACTION = 2
ACTION_NAMES = ("rotation", "crossing", "teleport")


class IllegalMove(ValueError):
    """A move the rules do not allow on this board (the message says why)."""


class Board:
    """Rows x cols fields, one valve ``(row, col, outlet)``, teleports as
    ``(r1, c1, edge1, r2, c2, edge2)`` and ``allowance`` =
    ``(rotations, crossings, teleports)`` printed on the board."""

    def __init__(self, rows, cols, valve, cells=None, teleports=None,
                 allowance=(0, 0, 0)):
        if rows < 1 or cols < 1:
            raise ValueError("a board needs at least one row and one column")
        self.rows = rows
        self.cols = cols
        self.cells = bytearray(rows * cols) if cells is None else bytearray(cells)
        if len(self.cells) != rows * cols:
            raise ValueError("cells must hold rows * cols bytes")
        r, c, d = valve
        if not self.inside(r, c):
            raise ValueError("the valve %d,%d is outside the board" % (r, c))
        if d < 0 or d > 3:
            raise ValueError("the valve outlet must be a direction 0..3")
        self.valve = (r, c, d)
        self.cells[r * cols + c] = VALVE
        self.teleports = []
        for t in (teleports or ()):
            self.teleports.append(tuple(t))
        self.allowance = tuple(allowance)

    # -- queries -------------------------------------------------------
    def inside(self, r, c):
        return 0 <= r < self.rows and 0 <= c < self.cols

    def get(self, r, c):
        return self.cells[r * self.cols + c]

    def is_empty(self, r, c):
        return self.inside(r, c) and self.cells[r * self.cols + c] == EMPTY

    def element_at(self, r, c):
        """The element drawn at ``r, c`` or None."""
        v = self.cells[r * self.cols + c]
        return v - PIPE if v >= PIPE else None

    def teleport_exit(self, r, c, side):
        """Which teleport end water entering field ``r, c`` through ``side``
        goes into: ``2 * index + 0`` for the first end, ``+ 1`` for the
        second, or -1 when no end is attached there (an int, so the flow
        allocates nothing)."""
        for i in range(len(self.teleports)):
            t = self.teleports[i]
            if t[0] == r and t[1] == c and t[2] == side:
                return 2 * i
            if t[3] == r and t[4] == c and t[5] == side:
                return 2 * i + 1
        return -1

    def count(self, code):
        n = 0
        for v in self.cells:
            if v == code:
                n += 1
        return n

    def copy(self):
        return Board(self.rows, self.cols, self.valve, self.cells,
                     self.teleports, self.allowance)

    def __eq__(self, other):
        return (isinstance(other, Board) and self.rows == other.rows
                and self.cols == other.cols and self.valve == other.valve
                and self.cells == other.cells
                and sorted(self.teleports) == sorted(other.teleports)
                and self.allowance == other.allowance)

    def __ne__(self, other):
        return not self.__eq__(other)

    # -- changes -------------------------------------------------------
    def _need_empty(self, r, c, what):
        if not self.inside(r, c):
            raise IllegalMove("%s at %d,%d: outside the %dx%d board"
                              % (what, r, c, self.rows, self.cols))
        if self.cells[r * self.cols + c] != EMPTY:
            raise IllegalMove("%s at %d,%d: the field is not empty" % (what, r, c))

    def place(self, r, c, element):
        """Draw ``element`` on an empty field."""
        if element < 0 or element >= el.COUNT:
            raise IllegalMove("no element %r" % (element,))
        self._need_empty(r, c, "element")
        self.cells[r * self.cols + c] = PIPE + element

    def add_teleport(self, r1, c1, e1, r2, c2, e2):
        """Both ends on empty fields; one field may take both ends on
        different edges (Table 2)."""
        for e in (e1, e2):
            if e < 0 or e > 3:
                raise IllegalMove("a teleport edge must be 0..3 (N E S W)")
        self._need_empty(r1, c1, "teleport end")
        if r1 == r2 and c1 == c2:
            if e1 == e2:
                raise IllegalMove("teleport at %d,%d: both ends on one edge" % (r1, c1))
        else:
            self._need_empty(r2, c2, "teleport end")
        self.cells[r1 * self.cols + c1] = TELEPORT
        self.cells[r2 * self.cols + c2] = TELEPORT
        self.teleports.append((r1, c1, e1, r2, c2, e2))

    def clear(self, r, c):
        """Undo a drawn element (bots try placements and take them back)."""
        if self.cells[r * self.cols + c] >= PIPE:
            self.cells[r * self.cols + c] = EMPTY


def valve_char(d):
    return "^>v<"[d]


def cell_char(code):
    """The board text character of a field code (valve needs its outlet:
    see ``valve_char``)."""
    if code >= PIPE:
        return el.CHARS[code - PIPE]
    return ".#?T"[code]
