"""The public board text format: read and write boards.

One line per row, one character per field::

    ; a comment (any line starting with ';')
    .  empty           #  wall          T  teleport end(s)
    ^ > v <  the valve, outlet up / right / down / left
    -  straight left-right    |  straight up-down    +  crossing
    r  curve right-down   7  curve left-down   L  curve up-right   J  curve up-left

After the grid, one line per teleport ``teleport R,C,E R,C,E`` (0-based row
and column, edge one of N E S W) and optionally one line
``actions rotation=N crossing=N teleport=N`` (the allowance printed beside
the board; our extension, omitted means none).  Blank lines are ignored.

Errors raise ``BoardTextError`` whose message starts with
``line L, column C:`` and says what was expected, because board files are
written by hand.
"""

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import (
    Board, WALL, TELEPORT, PIPE, ACTION_NAMES, valve_char, cell_char)

_GRID_CHARS = ".#^>v<-|+r7LJT"


class BoardTextError(ValueError):
    def __init__(self, line, column, message):
        super().__init__("line %d, column %d: %s" % (line, column, message))
        self.line = line
        self.column = column


def _parse_int(text, line, col, what):
    if not text or not text.isdigit():
        raise BoardTextError(line, col, "expected %s (a number >= 0), got %r" % (what, text))
    return int(text)


def _parse_end(word, line, col):
    parts = word.split(",")
    if len(parts) != 3:
        raise BoardTextError(line, col, "expected a teleport end R,C,E (e.g. 3,4,N), got %r" % word)
    r = _parse_int(parts[0], line, col, "a row")
    c = _parse_int(parts[1], line, col + len(parts[0]) + 1, "a column")
    e = el.EDGE_LETTERS.find(parts[2])
    if len(parts[2]) != 1 or e < 0:
        raise BoardTextError(line, col + len(parts[0]) + len(parts[1]) + 2,
                             "expected an edge N, E, S or W, got %r" % parts[2])
    return r, c, e


def parse(text):
    """Board from its text; raises BoardTextError (a ValueError)."""
    grid = []          # (line number, row text)
    teleports = []     # (line number, column, 6-tuple)
    allowance = None
    lineno = 0
    for raw in text.split("\n"):
        lineno += 1
        line = raw.rstrip("\r").rstrip()
        if not line or line[0] == ";":
            continue
        if line.startswith("teleport") or line.startswith("actions"):
            words = line.split()
            if words[0] == "teleport":
                if len(words) != 3:
                    raise BoardTextError(lineno, 1, "expected 'teleport R,C,E R,C,E'")
                col2 = line.find(words[2], len(words[0]) + len(words[1]) + 1) + 1
                a = _parse_end(words[1], lineno, line.find(words[1]) + 1)
                b = _parse_end(words[2], lineno, col2)
                teleports.append((lineno, a + b))
                continue
            if words[0] == "actions":
                if allowance is not None:
                    raise BoardTextError(lineno, 1, "a second 'actions' line")
                allowance = [0, 0, 0]
                col = len(words[0]) + 2
                for w in words[1:]:
                    kv = w.split("=")
                    if len(kv) != 2 or kv[0] not in ACTION_NAMES:
                        raise BoardTextError(lineno, col, "expected rotation=N, crossing=N or "
                                             "teleport=N, got %r" % w)
                    allowance[ACTION_NAMES.index(kv[0])] = _parse_int(
                        kv[1], lineno, col + len(kv[0]) + 1, kv[0] + " count")
                    col += len(w) + 1
                continue
        if teleports or allowance is not None:
            raise BoardTextError(lineno, 1, "expected a 'teleport' or 'actions' line "
                                 "(grid rows must come first)")
        for i in range(len(line)):
            if line[i] not in _GRID_CHARS:
                raise BoardTextError(lineno, i + 1, "expected one of %s, got %r"
                                     % (" ".join(_GRID_CHARS), line[i]))
        if grid and len(line) != len(grid[0][1]):
            raise BoardTextError(lineno, min(len(line), len(grid[0][1])) + 1,
                                 "expected a row of %d fields like line %d, got %d"
                                 % (len(grid[0][1]), grid[0][0], len(line)))
        grid.append((lineno, line))
    if not grid:
        raise BoardTextError(lineno, 1, "expected the board's rows, found none")
    rows = len(grid)
    cols = len(grid[0][1])
    cells = bytearray(rows * cols)
    valve = None
    for r in range(rows):
        ln, row = grid[r]
        for c in range(cols):
            ch = row[c]
            d = "^>v<".find(ch)
            if d >= 0:
                if valve is not None:
                    raise BoardTextError(ln, c + 1, "a second valve (the first is at row %d, "
                                         "column %d)" % (valve[0], valve[1]))
                valve = (r, c, d)
            elif ch == "#":
                cells[r * cols + c] = WALL
            elif ch == "T":
                cells[r * cols + c] = TELEPORT
            elif ch != ".":
                cells[r * cols + c] = PIPE + el.CHARS.index(ch)
    if valve is None:
        raise BoardTextError(grid[0][0], 1, "expected one valve (^ > v <) in the grid, found none")
    board = Board(rows, cols, valve, cells, (), allowance or (0, 0, 0))
    owner = {}     # field index -> (teleport line, edge) of ends seen so far
    for ln, t in teleports:
        for k in (0, 3):
            r, c, e = t[k], t[k + 1], t[k + 2]
            if not board.inside(r, c):
                raise BoardTextError(ln, 1, "teleport end %d,%d is outside the %dx%d board"
                                     % (r, c, rows, cols))
            if cells[r * cols + c] != TELEPORT:
                raise BoardTextError(ln, 1, "teleport end %d,%d: expected 'T' in the grid there"
                                     % (r, c))
            prev = owner.get(r * cols + c)
            if prev is not None:
                if prev[0] != ln:
                    raise BoardTextError(ln, 1, "field %d,%d already holds an end of the teleport "
                                         "on line %d (only one teleport's ends may share a field)"
                                         % (r, c, prev[0]))
                if prev[1] == e:
                    raise BoardTextError(ln, 1, "both ends of this teleport on edge %s of %d,%d"
                                         % (el.EDGE_LETTERS[e], r, c))
            owner[r * cols + c] = (ln, e)
        board.teleports.append(t)
    for r in range(rows):
        for c in range(cols):
            if cells[r * cols + c] == TELEPORT and (r * cols + c) not in owner:
                raise BoardTextError(grid[r][0], c + 1, "'T' at %d,%d but no teleport line has an "
                                     "end there" % (r, c))
    return board


def _end_text(r, c, e):
    return "%d,%d,%s" % (r, c, el.EDGE_LETTERS[e])


def format_board(board, comments=()):
    """The text of ``board``; ``parse(format_board(b)) == b``."""
    out = []
    for line in comments:
        out.append("; " + line)
    vr, vc, vd = board.valve
    for r in range(board.rows):
        row = []
        for c in range(board.cols):
            if r == vr and c == vc:
                row.append(valve_char(vd))
            else:
                row.append(cell_char(board.cells[r * board.cols + c]))
        out.append("".join(row))
    for t in board.teleports:
        out.append("teleport %s %s" % (_end_text(t[0], t[1], t[2]), _end_text(t[3], t[4], t[5])))
    if board.allowance != (0, 0, 0):
        out.append("actions rotation=%d crossing=%d teleport=%d" % board.allowance)
    return "\n".join(out) + "\n"

