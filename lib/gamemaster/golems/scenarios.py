# Start layouts: the default corners, the "castle under siege" scenario and
# the "bring the barrel" puzzle.
#
# "Големы ставятся в противоположные углы поля лицом друг к другу": red and
# blue take opposite corners, each facing along its column toward the other's
# side of the field; yellow and green take the two remaining corners the same
# way.  (On a square field two golems in opposite corners cannot look straight
# at each other, so "facing each other" is read as "facing the other's side".)
#
# The setup screen draws these layouts (``start_picture``, ``siege_picture``)
# on a board that needs neither the field (``field``) nor the text reader
# (``textfmt``): those are imported only to build a ``Field``.

RED = 0
BLUE = 1


def corner_starts(size):
    # (colour, row, col, facing) for red, blue, yellow, green; facing north
    # (0) or south (2), field.NORTH and SOUTH
    last = size - 1
    return ((0, last, 0, 0), (1, 0, last, 2), (2, 0, 0, 2), (3, last, last, 0))


def start_field(players, size):
    # An empty field with ``players`` golems (2..4) in their corners.
    from gamemaster.golems.field import Field, Golem
    golems = [Golem(c, r, k, f) for (c, r, k, f) in corner_starts(size)[:players]]
    return Field(size, None, golems)


def start_picture(players, size):
    # start_field(players, size).picture(), without the field: golems at
    # their 3 lives (field.LIVES), nothing carried
    return (size, (), tuple((c, r, k, f, 3, False) for (c, r, k, f) in corner_starts(size)[:players]))


# "Замок в осаде" (6x6).  The castle (c) fills the top-right corner, the field
# edges are its back walls and the moat (~, all five water tokens of the box)
# closes the two open sides.  The only bridge is (2,4); its gate is a barrel:
# smash it or carry it off to get in.  The old underground passage (t) runs
# under the moat from the far corner (0,0) to the castle's cellar (0,3): a
# golem stepping onto one mouth comes out of the other.  Red wins by standing
# on a castle field (c) at the end of a row, or by knocking Blue out; Blue
# wins by knocking Red out or by holding out until the energy is spent.
SIEGE_TEXT = """\
size 6
t   .   ~   t   c   cBv
.   .   ~   c   c   c
.   .   ~   ~   o   ~
.   .   .   .   .   .
.   .   .   .   .   .
R^  .   .   .   .   .
"""
SIEGE_ATTACKER = RED


def siege_field():
    # the text reader only for the siege: the corners need no parsing
    from gamemaster.golems.textfmt import parse_field
    return parse_field(SIEGE_TEXT)


def siege_picture():
    # siege_field().picture(), read straight off SIEGE_TEXT: each cell is a
    # terrain char (field.TERRAIN_CHARS), a golem (its letter R B Y G and
    # facing ^ > v <) or a terrain char and a golem; every golem at 3 lives
    obstacles = []
    golems = []
    rows = SIEGE_TEXT.splitlines()[1:]
    for r in range(len(rows)):
        cells = rows[r].split()
        for c in range(len(cells)):
            tok = cells[c]
            if not tok[0].isupper():
                if tok[0] != ".":
                    obstacles.append((tok[0], r, c))
                tok = tok[1:]
            if tok:
                golems.append(("RBYG".index(tok[0]), r, c, "^>v<".index(tok[1]), 3, False))
    golems.sort()
    return (len(rows), tuple(obstacles), tuple(golems))


# "Принеси бочку!" on 4x4: the barrel at the centre, the golem in its corner.
BRING_BARREL_TEXT = """\
.   .   .   .
.   .   .   .
.   .   o   .
R^  .   .   .
"""
