# The one-button picker's order (gamemaster.flipop.picker): a move that takes
# a ball off comes first, every legal move is offered once.  How many taps
# a player needs on average: tests/host/test_flipop_picker_taps.py (a
# measurement over selfplay positions, too slow for the MicroPython VM).

from gamemaster.flipop import board as B
from gamemaster.flipop import textin
from gamemaster.flipop.versus import order
from gamemaster.flipop.position import Position


def test_a_move_that_takes_a_ball_off_is_offered_first():
    # White c4 alone can go c4-c5 (its exit, through gate b4 pointing E) or c4-c3
    pos = Position(B.Rules(), w=1 << textin.parse_hole("c4"), b=(1 << 20) | (1 << 24))
    offered = order(pos)
    assert offered[0] == (textin.parse_hole("c4"), textin.parse_hole("c5"))
    assert sorted(offered) == sorted(pos.legal_moves())
