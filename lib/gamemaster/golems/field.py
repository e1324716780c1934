# The field, its obstacle tokens and the golems standing on it.
#
# Directions are ints as in Pipes: 0 = north (up), 1 = east, 2 = south,
# 3 = west; ``(d + 1) % 4`` is a quarter turn clockwise (to the golem's right).
# Rows count from the top, columns from the left.
#
# The rules' obstacle table ("Жетоны препятствий": reaction to a move card, a
# condition, a strike, a take) lives in ``REACTIONS`` as data so the engine has
# no per-obstacle special cases except water's lost life.

from gamemaster.golems.options import COLOURS  # noqa: F401 - field.COLOURS for its users

COLOUR_NAMES = ("Red", "Blue", "Yellow", "Green")     # (the device's: words_master)

NORTH = 0
EAST = 1
SOUTH = 2
WEST = 3
DELTA = ((-1, 0), (0, 1), (1, 0), (0, -1))
FACING_CHARS = "^>v<"
DIRECTION_NAMES = ("north", "east", "south", "west")

EMPTY = 0
BARREL = 1
WALL = 2
WATER = 3
CASTLE = 4     # floor of the siege scenario's castle: plain ground that counts for the goal
TUNNEL = 5     # a mouth of the siege scenario's "old underground passage"
STREAM_EW = 6  # flowing water ("Поток") running east-west: = in the text format
STREAM_NS = 7  # and north-south: |  (see Field.stream_exit)
TERRAIN_CHARS = ".o#~ct=|"
TERRAIN_NAMES = ("empty", "barrel", "wall", "water", "castle", "tunnel", "stream", "stream")

# kind: (blocks a move, enemy for "Есть противник?", destroyed by a strike,
#        can be taken, a move into it costs a life)
REACTIONS = (
    (False, False, False, False, False),   # empty
    (True, True, True, True, False),       # barrel
    (True, False, False, False, False),    # wall
    (True, False, False, False, True),     # water: the move fails and costs a life
    (False, False, False, False, False),   # castle floor
    (False, False, False, False, False),   # tunnel mouth (the move carries on underground)
    (True, False, False, False, True),     # stream: water, but entered from an end it carries
    (True, False, False, False, True),     # the golem to the other end (engine._move_step)
)
BLOCKS = 0
ENEMY = 1
BREAKS = 2
TAKEABLE = 3
HURTS = 4

COLOUR_LETTERS = "RBYG"
LIVES = 3


def reacts(kind, what):
    return REACTIONS[kind][what]


class Golem:
    # One golem.  ``struck`` remembers whether it was struck in the last
    # row (for the ``attacked="last_row"`` option).

    def __init__(self, colour, row, col, facing, lives=LIVES, carrying=False):
        self.colour = colour
        self.row = row
        self.col = col
        self.facing = facing
        self.lives = lives
        self.carrying = carrying
        self.start = (row, col)
        self.struck = False

    def alive(self):
        return self.lives > 0

    def ahead(self, direction=None):
        d = self.facing if direction is None else direction
        return self.row + DELTA[d][0], self.col + DELTA[d][1]

    def copy(self):
        g = Golem(self.colour, self.row, self.col, self.facing, self.lives, self.carrying)
        g.start = self.start
        g.struck = self.struck
        return g

    def key(self):
        return (self.colour, self.row, self.col, self.facing, self.lives,
                self.carrying, self.start, self.struck)

    def __repr__(self):
        return "Golem(%s %d,%d %s lives=%d%s)" % (
            COLOUR_LETTERS[self.colour], self.row, self.col, FACING_CHARS[self.facing],
            self.lives, " carrying" if self.carrying else "")


class Field:
    # A square field of terrain codes plus the golems (sorted by colour).

    def __init__(self, size, cells=None, golems=()):
        if not 2 <= size <= 9:
            raise ValueError("field size must be 2..9, got %d" % size)
        self.size = size
        self.cells = list(cells) if cells is not None else [EMPTY] * (size * size)
        if len(self.cells) != size * size:
            raise ValueError("a %dx%d field has %d cells" % (size, size, size * size))
        self.golems = sorted(golems, key=lambda g: g.colour)
        self.tunnels = [i for i in range(size * size) if self.cells[i] == TUNNEL]
        if len(self.tunnels) not in (0, 2):
            raise ValueError("an underground passage has exactly 2 mouths, got %d"
                             % len(self.tunnels))

    # -- cells ---------------------------------------------------------
    def inside(self, row, col):
        return 0 <= row < self.size and 0 <= col < self.size

    def at(self, row, col):
        return self.cells[row * self.size + col]

    def put(self, row, col, kind):
        self.cells[row * self.size + col] = kind

    def golem_at(self, row, col):
        for g in self.golems:
            if g.lives > 0 and g.row == row and g.col == col:
                return g
        return None

    def tunnel_exit(self, row, col):
        # The other mouth of the passage, for a golem entering (row, col).
        i = row * self.size + col
        other = self.tunnels[1] if self.tunnels[0] == i else self.tunnels[0]
        return other // self.size, other % self.size

    def stream_exit(self, row, col, d):
        # Flowing water ("Поток"): a golem moving in direction ``d`` into
        # the stream cell (row, col) along the stream (from one of its ends,
        # "не со стороны Берега") is carried through the straight run of
        # stream cells to the field just past the other end: that (row, col),
        # or None when it came from the bank (across the stream).
        kind = self.at(row, col)
        if (kind == STREAM_EW) != (d == EAST or d == WEST):
            return None
        dr, dc = DELTA[d]
        while self.inside(row, col) and self.at(row, col) == kind:
            row += dr
            col += dc
        return row, col

    def free_for_barrel(self, row, col):
        # Plain ground with nobody on it: where a dropped barrel may land.
        # Not castle floor: a cell holds one code, so a barrel there would wipe
        # the siege goal field for good (and not a tunnel mouth).
        return (self.inside(row, col) and self.at(row, col) == EMPTY
                and self.golem_at(row, col) is None)

    def alive(self):
        return [g for g in self.golems if g.lives > 0]

    def castle(self):
        return [(i // self.size, i % self.size)
                for i in range(len(self.cells)) if self.cells[i] == CASTLE]

    def battle_problem(self):
        # Why golems cannot battle on this field (a message), or "": 2 to 4 golems, and
        # a field with castle floor is a siege ("Замок в осаде"), which has
        # the rules' two sides only, one golem storming and one holding the
        # castle ("Синие заперлись в замке ... Смогут ли Красные захватить
        # его"): any two golems ("Фигурки големов ... на выбор"), the one
        # that starts on castle floor defending (``engine.siege_attacker``).
        # A third golem would have no goal, and the result no rule.
        # (A message of ``mistake``: words_mistake's ids, worded when shown.)
        n = len(self.golems)
        if not 2 <= n <= 4:
            return (48, n)                              # golems
        if not self.castle():
            return ""
        names = [(3 + g.colour,) for g in self.golems]      # red .. green
        if n != 2:
            return (49, names)                          # siege_two
        inside = [g for g in self.golems if self.at(g.start[0], g.start[1]) == CASTLE]
        if len(inside) != 1:
            return (50, names, (51,) if inside else (52,))  # siege_sides, both_*
        return ""

    # -- copies and pictures -------------------------------------------
    def copy(self):
        f = Field(self.size, self.cells, [g.copy() for g in self.golems])
        return f

    def key(self):
        return (self.size, tuple(self.cells), tuple(g.key() for g in self.golems))

    def picture(self):
        # The hashable field tuple for ``View.art`` of kind "golems":
        # ``(size, obstacles, golems)`` where obstacles are ``(char, row, col)``
        # (char from ``TERRAIN_CHARS``) and golems ``(colour, row, col, facing,
        # lives, carrying)`` for golems still standing.
        obstacles = []
        for i in range(len(self.cells)):
            if self.cells[i] != EMPTY:
                obstacles.append((TERRAIN_CHARS[self.cells[i]], i // self.size, i % self.size))
        golems = tuple((g.colour, g.row, g.col, g.facing, g.lives, g.carrying)
                       for g in self.golems if g.lives > 0)
        return (self.size, tuple(obstacles), golems)
