"""Flipop properties over random games under every rules setting."""

from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.flipop import board as B
from gamemaster.flipop import textin
from gamemaster.flipop.moves import _takes_off, apply, generate
from gamemaster.flipop.position import PASS, Position, from_bytes
from gamemaster.flipop.versus import order
from gamemaster.prng import Rng

ALL_RULES = [B.Rules(chain=c, last_gate=g, reverse=r, end=e, max_plies=300)
             for c in range(3) for g in (False, True) for r in range(3) for e in range(3)]

rules_st = st.sampled_from(ALL_RULES)


def _valid(p):
    assert p.w & p.b == 0
    assert (p.w | p.b) >> 25 == 0
    assert B.count(p.w) <= 5 and B.count(p.b) <= 5
    # no ball rests on its own exit
    assert p.w & B.EXIT_MASK[0] == 0 and p.b & B.EXIT_MASK[1] == 0
    assert 0 <= p.g0 < 1 << 16 and 0 <= p.g1 < 1 << 16


def _play(rules, seed, plies=None):
    rng = Rng(seed)
    p = Position(rules)
    seen = [p]
    while p.result() is None and (plies is None or len(seen) <= plies):
        p = p.apply(rng.choice(p.legal_moves()))
        seen.append(p)
    return seen


@settings(max_examples=examples(60), deadline=None)
@given(rules_st, st.integers(0, 2 ** 31))
def test_pack_round_trip_and_legal_states(rules, seed):
    game = _play(rules, seed, plies=80)
    prev = None
    for p in game:
        _valid(p)
        q = from_bytes(p.to_bytes(), rules)
        assert textin.state(q) == textin.state(p) and q.to_bytes() == p.to_bytes()
        assert q.legal_moves() == p.legal_moves()
        if prev is not None:
            # ball counts never grow, and at most the balls of the path move
            assert B.count(p.w) <= B.count(prev.w) and B.count(p.b) <= B.count(prev.b)
        prev = p


@settings(max_examples=examples(60), deadline=None)
@given(rules_st, st.integers(0, 2 ** 31))
def test_moves_start_on_own_balls_and_pass_only_when_stuck(rules, seed):
    for p in _play(rules, seed, plies=60):
        moves = p.legal_moves()
        own = p.w if p.side == 0 else p.b
        if PASS in moves:
            assert moves == [PASS]
            assert generate(p.w, p.b, p.g0, p.g1, p.side, rules, p.last) == []
        for m in moves:
            if m != PASS:
                assert own >> m[0] & 1
                assert len(set(m[:-1])) == len(m) - 1
                # the exit search reads "a ball leaves" off the path
                after = apply(p.w, p.b, p.g0, p.g1, m)
                assert _takes_off(p.w, p.b, m) == (B.count(after[0] | after[1]) < B.count(p.w | p.b))
                # no ball is lost or made: a chain ends only in a hole that is
                # empty when its last ball gets there (its start, or an exit
                # emptied earlier in the chain); only balls on their exits leave
                gone = len([k for k in range(1, len(m))
                            if B.EXIT_MASK[(p.b >> m[k - 1]) & 1] >> m[k] & 1])
                assert B.count(after[0] | after[1]) == B.count(p.w | p.b) - gone
                # the stable order: sorted by start hole
        starts = [m[0] for m in moves if m]
        assert starts == sorted(starts)
        # the one-button picker offers every legal move once
        if moves:
            assert sorted(order(p)) == sorted(moves)


@settings(max_examples=examples(40), deadline=None)
@given(rules_st, st.integers(0, 2 ** 31))
def test_games_end_within_the_cap(rules, seed):
    game = _play(rules, seed)
    last = game[-1]
    assert last.result() is not None
    assert last.ply <= rules.max_plies
    winner, _ = last.result()
    if winner == B.DRAW:
        assert B.count(last.w) == B.count(last.b)
