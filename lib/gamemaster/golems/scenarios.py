# Start layouts: the default corners, the "castle under siege" scenario and
# the "bring the barrel" puzzle.
#
# "Големы ставятся в противоположные углы поля лицом друг к другу": red and
# blue take opposite corners, each facing along its column toward the other's
# side of the field; yellow and green take the two remaining corners the same
# way.  (On a square field two golems in opposite corners cannot look straight
# at each other, so "facing each other" is read as "facing the other's side".)
#
# The corners and the siege's text are in ``layouts`` (with the pictures the
# setup screen draws from them on a board that needs neither the field
# (``field``) nor the text reader (``textfmt``)); here they become fields:
# those modules are imported only to build a ``Field``.

from gamemaster.golems.layouts import (  # noqa: F401 - scenarios.SIEGE_TEXT etc. for its users
    SIEGE_TEXT, corner_starts, siege_picture, start_picture)

RED = 0
BLUE = 1


def start_field(players, size):
    # An empty field with ``players`` golems (2..4) in their corners.
    from gamemaster.golems.field import Field, Golem
    golems = [Golem(c, r, k, f) for (c, r, k, f) in corner_starts(size)[:players]]
    return Field(size, None, golems)


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
