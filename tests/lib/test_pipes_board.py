"""Board: placing elements and teleports by the rules of Table 2."""
from mpcompat import raises

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import Board, IllegalMove, EMPTY, WALL, VALVE, TELEPORT, PIPE


def _board():
    b = Board(4, 5, (1, 1, el.RIGHT), allowance=(1, 2, 3))
    b.cells[3 * 5 + 4] = WALL
    return b


def test_valve_is_a_field_of_its_own():
    b = _board()
    assert b.get(1, 1) == VALVE
    assert not b.is_empty(1, 1)
    assert b.allowance == (1, 2, 3)


def test_place_needs_an_empty_field_on_the_board():
    b = _board()
    b.place(1, 2, el.STRAIGHT_HORIZONTAL)
    assert b.element_at(1, 2) == el.STRAIGHT_HORIZONTAL
    assert b.get(1, 2) == PIPE + el.STRAIGHT_HORIZONTAL
    for r, c in ((1, 2), (1, 1), (3, 4), (-1, 0), (4, 0), (0, 5)):
        with raises(IllegalMove):
            b.place(r, c, el.CROSSING)
    with raises(IllegalMove, "not empty"):
        b.place(3, 4, el.CROSSING)
    with raises(IllegalMove, "outside"):
        b.place(0, 5, el.CROSSING)


def test_teleport_ends_on_two_fields_or_two_edges_of_one():
    b = _board()
    b.add_teleport(0, 0, 2, 2, 3, 1)
    assert b.get(0, 0) == TELEPORT and b.get(2, 3) == TELEPORT
    b.add_teleport(0, 4, 0, 0, 4, 3)
    assert b.teleports == [(0, 0, 2, 2, 3, 1), (0, 4, 0, 0, 4, 3)]
    # entering end 1 of teleport 0 through its edge, end 2 of teleport 1
    assert b.teleport_exit(0, 0, 2) == 0
    assert b.teleport_exit(2, 3, 1) == 1
    assert b.teleport_exit(0, 4, 3) == 3
    assert b.teleport_exit(0, 0, 1) == -1


def test_teleport_refusals():
    b = _board()
    with raises(IllegalMove, "both ends on one edge"):
        b.add_teleport(0, 0, 1, 0, 0, 1)
    with raises(IllegalMove, "not empty"):
        b.add_teleport(0, 0, 1, 3, 4, 1)           # a wall
    b.add_teleport(0, 0, 1, 0, 0, 2)
    with raises(IllegalMove, "not empty"):
        b.add_teleport(0, 0, 3, 2, 2, 0)           # a field holding another teleport
    assert len(b.teleports) == 1


def test_copy_is_independent_and_equal():
    b = _board()
    b.add_teleport(0, 0, 1, 2, 2, 0)
    c = b.copy()
    assert c == b
    c.place(0, 1, el.CROSSING)
    assert c != b
    assert b.get(0, 1) == EMPTY


def test_clear_takes_back_only_drawn_elements():
    b = _board()
    b.place(2, 2, el.CURVE_UP_LEFT)
    b.clear(2, 2)
    b.clear(3, 4)
    assert b.get(2, 2) == EMPTY and b.get(3, 4) == WALL
