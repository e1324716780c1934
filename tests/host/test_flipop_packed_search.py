"""The Flipop opponent's search and the exit check hold each level's moves
packed (gamemaster.flipop.moves.pack) where they held lists of move tuples:
the same moves in the same order, so the same best move, value, depth, node
count and steps, and the exit check the same answer in the same number of
steps, as the search on tuples (the reference below, as it was).  On
CPython only (pytest's monkeypatch; many searches' garbage)."""

import random

from gamemaster.flipop import ai
from gamemaster.flipop import board as B
from gamemaster.flipop import moves
from gamemaster.flipop.position import Position
from gamemaster.prng import Rng
from tests.examples import examples


def _reference_node(s, st, depth, lo, hi, ply):
    from gamemaster.flipop.ai import WIN, evaluate
    from gamemaster.flipop.moves import apply, generate
    s.nodes += 1
    if s.nodes >= s.limit:
        s.stop = True
        return 0
    if s.nodes >= s._pause:
        yield
    w, b, g0, g1, side, last = st
    if w == 0 or b == 0:
        return WIN - ply if (w if side == 0 else b) == 0 else -WIN + ply
    if depth <= 0:
        return evaluate(w, b, side)
    moves = generate(w, b, g0, g1, side, s.rules, last)
    if not moves:
        if s.rules.end == B.END_STUCK:
            diff = B.count(b) - B.count(w) if side == 0 else B.count(w) - B.count(b)
            return 0 if diff == 0 else (WIN - ply if diff > 0 else -WIN + ply)
        v = yield from _reference_node(s, (w, b, g0, g1, 1 - side, ()), depth - 1, -hi, -lo,
                                       ply + 1)
        return -v
    mask = B.EXIT_MASK[side]
    moves = [m for m in moves if mask >> m[-1] & 1] + [m for m in moves if not mask >> m[-1] & 1]
    best = -WIN - 1
    for m in moves:
        st = apply(w, b, g0, g1, m)
        v = yield from _reference_node(s, (st[0], st[1], st[2], st[3], 1 - side, m), depth - 1,
                                       -hi, -lo, ply + 1)
        v = -v
        if s.stop:
            return 0
        if v > best:
            best = v
            if v > lo:
                lo = v
                if lo >= hi:
                    break
    return best


def _reference_reach(w, b, g0, g1, side, rules, depth):
    from gamemaster.flipop.moves import _takes_off, apply, generate
    yield
    moves = generate(w, b, g0, g1, side, rules, ())
    for m in moves:
        if _takes_off(w, b, m):
            return True
    if depth > 1:
        for m in moves:
            st = apply(w, b, g0, g1, m)
            v = yield from _reference_reach(st[0], st[1], st[2], st[3], side, rules, depth - 1)
            if v:
                return True
    return False


def _search(pos, nodes, seed):
    s = ai.Searcher(pos, nodes=nodes, chunk=20, rng=Rng(seed))
    steps = 0
    while s.step():
        steps += 1
    return (s.best, s.value, s.depth, s.nodes, steps)


def _exit_check(pos):
    out = []
    steps = sum(1 for _ in moves.search(pos, out))
    return out[0], steps


def test_the_packed_search_chooses_as_the_search_on_tuples(monkeypatch):
    rng = random.Random(11)
    rules_all = [B.Rules(), B.Rules(end=B.END_STUCK), B.Rules(chain=B.CHAIN_ANY, last_gate=True,
                                                              reverse=B.REV_FIRST),
                 B.Rules(chain=B.CHAIN_STRAIGHT, reverse=B.REV_OFF, end=B.END_QUIET)]
    seen = set()
    for n in range(examples(40)):
        rules = rules_all[n % len(rules_all)]
        pos = Position(rules)
        for _ in range(rng.randrange(0, 30)):
            legal = pos.legal_moves()
            if not legal:
                break
            pos = pos.apply(legal[rng.randrange(len(legal))])
        if pos.result(search=False) is not None or not pos.legal_moves():
            continue
        nodes = ai.LEVEL_NODES[1 + n % 3]
        got = _search(pos, nodes, n)
        got_exit = _exit_check(pos)
        monkeypatch.setattr(ai, "node", _reference_node)
        monkeypatch.setattr(moves, "_reach", _reference_reach)
        want = _search(pos, nodes, n)
        want_exit = _exit_check(pos)
        monkeypatch.undo()
        assert got == want, (n, got, want)
        assert got_exit == want_exit, (n, got_exit, want_exit)
        seen.add(want[2])
    # deep enough searches to matter: several depths reached
    assert max(seen) >= 3, seen
