# Golem Battle's start layouts as the setup screen draws them: the golems
# in their corners (``corner_starts``) and the "castle under siege" field,
# each as the field's picture (``field.Field.picture``) made straight from
# the layout, without the field (``field``) or the text reader (``textfmt``):
# a board loads this module for the setup screen only, and drops it again.
# ``scenarios`` builds the fields themselves from the same layouts (the host,
# the tests, a battle the device plays).


def corner_starts(size):
    # (colour, row, col, facing) for red, blue, yellow, green; facing north
    # (0) or south (2), field.NORTH and SOUTH
    n = size - 1
    return ((0, n, 0, 0), (1, 0, n, 2), (2, 0, 0, 2), (3, n, n, 0))


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


def siege_picture(sides=(0, 1)):
    # siege_field().picture(), read straight off SIEGE_TEXT (``sides``:
    # the golems storming and holding the castle in place of Red and
    # Blue), with its
    # obstacles held as one string of the cells row by row (a terrain char,
    # field.TERRAIN_CHARS, or "." where there is none: gmfw.art_golems_marks
    # draws either form), a tenth of their 13 tuples' heap on a board, where
    # the setup screen holds the picture beside its shapes.  Each cell is a
    # terrain char, a golem (its letter R B Y G and facing ^ > v <) or a
    # terrain char and a golem; every golem at 3 lives.
    cells = ""
    golems = []
    rows = SIEGE_TEXT.splitlines()[1:]
    for r in range(len(rows)):
        items = rows[r].split()
        for c in range(len(items)):
            s = items[c]
            if s[0].isupper():
                cells += "."
            else:
                cells += s[0]
                s = s[1:]
            if s:
                golems.append((sides["RB".index(s[0])], r, c, "^>v<".index(s[1]), 3, False))
    golems.sort()
    return (len(rows), cells, tuple(golems))

