# The Flipop opponent (gamemaster.flipop.ai): it takes a win it sees, keeps
# to its node budget in steps of ``chunk`` nodes, and is deterministic.

from gamemaster.flipop import ai
from gamemaster.flipop import board as B
from gamemaster.flipop import textin
from gamemaster.flipop.position import Position
from gamemaster.prng import Rng

H = textin.parse_hole


def _pos(white, black, side=0):
    w = b = 0
    for n in white.split():
        w |= 1 << H(n)
    for n in black.split():
        b |= 1 << H(n)
    return Position(B.Rules(), w, b, None, side)


def test_takes_the_last_ball_off():
    # White's last ball in c4, start gates: c4 -> c5 through gate b4 (E) is
    # the exit; c4 -> c3 through gate b3 (E) is the only other move.
    p = _pos("c4", "a5 e5")
    moves = p.legal_moves()
    assert sorted(moves) == sorted([(H("c4"), H("c5")), (H("c4"), H("c3"))])
    for level in (1, 2):
        assert ai.choose(p, level, Rng(9)) == (H("c4"), H("c5"))


def test_black_takes_its_exit_too():
    # Mirror image for Black: ball in c2, c2 -> c1 through gate c1 (W);
    # the other way out c2 -> c3 through gate c2 (W).
    p = _pos("a1 e1", "c2", side=1)
    assert ai.choose(p, 2, Rng(1)) == (H("c2"), H("c1"))


def test_node_budget_and_steps():
    p = Position(B.Rules())
    s = ai.Searcher(p, nodes=120, chunk=10, rng=Rng(3))
    steps = 0
    while s.step():
        steps += 1
    assert s.nodes <= 120
    assert steps <= 120 // 10 + 1
    assert s.best in p.legal_moves()
    assert s.depth >= 1


def test_same_seed_same_move_and_a_single_move_needs_no_search():
    p = Position(B.Rules())
    assert ai.choose(p, 2, Rng(5)) == ai.choose(p, 2, Rng(5))
    # White alone in a1 (gate a1 N: isolated) can only pass: no search
    s = ai.Searcher(_pos("a1", "c3"), nodes=50)
    assert s.moves == [()]
    assert not s.step() and s.best == () and s.nodes == 0
