"""The one-button picker's order (gamemaster.flipop.picker), measured: how
many taps a player needs to reach the move they want.

The move a player wants is taken to be the one a stronger search (level 3,
1500 positions) picks; the positions are those of seeded level-1 selfplay
games under the default rules, every one with a choice (more than one legal
move).  Taps to reach the k-th move offered = k (nothing is shown before
the first tap).  In make test 2 games cut at 80 plies (105 positions): 2.09
taps on average in the picker's order, 3.48 in the engine's generation
order; 4 games (221 positions) gave 2.17 and 3.59, and make test-slow plays
20 whole games (1106 positions, ``_taps(20, 300)``): 2.16 and 3.33.
"""

import pytest

from gamemaster.flipop import ai
from gamemaster.flipop import board as B
from gamemaster.flipop.versus import order
from gamemaster.flipop.position import Position
from gamemaster.prng import Rng


def _taps(games, max_plies):
    picked = []
    plain = []
    for g in range(games):
        rng = Rng(100 + g)
        pos = Position(B.Rules(max_plies=max_plies))
        while pos.result() is None:
            moves = pos.legal_moves()
            if len(moves) > 1:
                want = ai.choose(pos, 3, Rng(7))
                offered = order(pos)
                assert sorted(offered) == sorted(moves)
                picked.append(offered.index(want) + 1)
                plain.append(moves.index(want) + 1)
            pos = pos.apply(ai.choose(pos, 1, rng))
    return picked, plain


@pytest.mark.parametrize("games,plies", [(2, 80), pytest.param(20, 300, marks=pytest.mark.slow)])
def test_the_wanted_move_is_reached_in_at_most_4_taps_on_average(games, plies):
    picked, plain = _taps(games, plies)
    assert len(picked) >= 100
    mean = sum(picked) / float(len(picked))
    assert mean <= 4.0, mean
    # and the ranking helps: fewer taps than the engine's generation order
    assert mean < sum(plain) / float(len(plain))
