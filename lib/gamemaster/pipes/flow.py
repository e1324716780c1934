"""Water flow (section 4 and Table 1 of the rules).

A ``Cursor`` is where the water goes next: the field ``r, c`` it will enter
and the direction ``d`` it travels (so it enters through side
``(d + 2) % 4``).  ``advance()`` moves it one field and returns ``OK`` or
the reason the flow ends.  Everything is kept in ints on the object so that
stepping allocates nothing (bots trace pipelines many times per move on a
small heap).

``Water`` adds what a game needs: which fields are wet and whether a
crossing was just passed for the second time (the extra-field rule).

Why a crossing can be passed at most twice and nothing else twice: every
element, crossing and teleport is reversible (the field and side water
leaves by determine the field and side it came in by), so the path from the
valve can never repeat a (field, side) state and can only re-enter a field
by a crossing's other axis -- or by running back into the valve, which ends
the flow (``valve``).  The property tests check this.
"""

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import EMPTY, WALL, VALVE, TELEPORT, PIPE

OK = 0
END_EMPTY = 1
END_WALL = 2
END_BLOCKED = 3
END_EDGE = 4
END_VALVE = 5
REASONS = (None, "empty", "wall", "blocked", "edge", "valve")

# Wet marks: a crossing records each axis it was passed along.
WET_HORIZONTAL = 1
WET_VERTICAL = 2
WET = 4

_DR = (-1, 0, 1, 0)
_DC = (0, 1, 0, -1)
_CROSSING = PIPE + el.CROSSING


class Cursor:
    """The water's (or a dry trace's) next field and travel direction."""

    def __init__(self, board):
        self.board = board
        self.reset()

    def reset(self):
        vr, vc, vd = self.board.valve
        self.set(vr + _DR[vd], vc + _DC[vd], vd)

    def set(self, r, c, d):
        self.r = r
        self.c = c
        self.d = d
        self.fr = -1        # the field filled by the last advance (entry end)
        self.fc = -1
        self.xr = -1        # for a teleport: the field of the exit end
        self.xc = -1

    def advance(self):
        """Enter the field ahead; ``OK`` or an ``END_*`` reason."""
        b = self.board
        r = self.r
        c = self.c
        if r < 0 or c < 0 or r >= b.rows or c >= b.cols:
            return END_EDGE
        v = b.cells[r * b.cols + c]
        side = (self.d + 2) % 4
        if v >= PIPE:
            out = el.OUTFLOW[v - PIPE][side]
            if out is None:
                return END_BLOCKED
            self.fr = r
            self.fc = c
            self.xr = -1
            self.r = r + _DR[out]
            self.c = c + _DC[out]
            self.d = out
            return OK
        if v == TELEPORT:
            k = b.teleport_exit(r, c, side)
            if k < 0:
                return END_BLOCKED
            t = b.teleports[k >> 1]
            j = 0 if k & 1 else 3      # the other end's offset in the tuple
            self.fr = r
            self.fc = c
            self.xr = t[j]
            self.xc = t[j + 1]
            out = t[j + 2]
            self.r = t[j] + _DR[out]
            self.c = t[j + 1] + _DC[out]
            self.d = out
            return OK
        if v == EMPTY:
            return END_EMPTY
        if v == WALL:
            return END_WALL
        if v == VALVE:
            return END_VALVE
        return END_BLOCKED


class Water(Cursor):
    """A player's water: cursor plus wet marks, fill count and end."""

    def __init__(self, board):
        self.wet = bytearray(board.rows * board.cols)
        self.filled = 0
        self.end = OK
        self.recrossed = False
        Cursor.__init__(self, board)

    def advance(self):
        """One field of water; sets ``recrossed`` when this field was a
        crossing passed for the second time.  After the end it stays ended."""
        self.recrossed = False
        if self.end:
            return self.end
        d_in = self.d
        code = Cursor.advance(self)
        if code:
            self.end = code
            return code
        b = self.board
        i = self.fr * b.cols + self.fc
        if b.cells[i] == _CROSSING:
            self.recrossed = self.wet[i] != 0
            self.wet[i] |= WET_HORIZONTAL if d_in & 1 else WET_VERTICAL
        else:
            self.wet[i] |= WET
        if self.xr >= 0:
            self.wet[self.xr * b.cols + self.xc] |= WET
        self.filled += 1
        return OK


def flow_limit(board):
    """No flow lasts longer: every field once, crossings twice."""
    return 2 * board.rows * board.cols + 1


def run_flow(board):
    """The whole flow on a finished board, for ``pipes flow``:
    ``(filled, round, reason)`` where ``filled[i]`` is the ``[row, col]``
    filled in water round i + 1 and ``round`` is the round it stops in."""
    w = Water(board)
    filled = []
    limit = flow_limit(board)
    while w.advance() == OK:
        filled.append([w.fr, w.fc])
        if len(filled) > limit:
            raise RuntimeError("flow did not end within %d rounds" % limit)
    return filled, len(filled) + 1, REASONS[w.end]
