"""Start layouts: the default corners, the "castle under siege" scenario and
the "bring the barrel" puzzle.

"Големы ставятся в противоположные углы поля лицом друг к другу": red and
blue take opposite corners, each facing along its column toward the other's
side of the field; yellow and green take the two remaining corners the same
way.  (On a square field two golems in opposite corners cannot look straight
at each other, so "facing each other" is read as "facing the other's side".)
"""

from gamemaster.golems.field import NORTH, SOUTH, Field, Golem

RED = 0
BLUE = 1


def corner_starts(size):
    """(colour, row, col, facing) for red, blue, yellow, green."""
    last = size - 1
    return ((0, last, 0, NORTH), (1, 0, last, SOUTH), (2, 0, 0, SOUTH), (3, last, last, NORTH))


def start_field(players, size):
    """An empty field with ``players`` golems (2..4) in their corners."""
    golems = [Golem(c, r, k, f) for (c, r, k, f) in corner_starts(size)[:players]]
    return Field(size, None, golems)


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


# "Принеси бочку!" on 4x4: the barrel at the centre, the golem in its corner.
BRING_BARREL_TEXT = """\
.   .   .   .
.   .   .   .
.   .   o   .
R^  .   .   .
"""
