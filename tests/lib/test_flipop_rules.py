# Flipop rules engine, worked out by hand from the rules (seed text 002 and
# docs/rules-interpretations.md part 4).  Holes a1..e5 (white starts on rank
# 1); gate "b1" is the gate anchored at the top-right corner of hole b1.
# A passage is open when a gate lies on the boundary between the two holes:
#   going N from (x, y): gate at corner (x, y+1) pointing E or (x+1, y+1) W
#   going E from (x, y): gate at corner (x+1, y) pointing N or (x+1, y+1) S
# (corner (i, j) = gate named by hole (i-1, j-1)).
# Start gates (the clockwise pinwheel), rank 4 of gates on top:
#     a4 E  b4 E  c4 E  d4 S
#     a3 N  b3 E  c3 S  d3 S
#     a2 N  b2 N  c2 W  d2 S
#     a1 N  b1 W  c1 W  d1 W

from mpcompat import raises

from gamemaster.flipop import board as B
from gamemaster.flipop import textin
from gamemaster.flipop.position import PASS, Position, from_bytes

# Position.result()'s reasons (position.py)
ALL_OFF, STUCK, NO_EXIT, QUIET, CAP, BOTH_STUCK = 0, 1, 2, 3, 4, 5

H = textin.parse_hole
N, E, S, W = B.N, B.E, B.S, B.W


def rules(**kw):
    values = {"end": B.END_STUCK, "max_plies": 0}
    values.update(kw)
    return B.Rules(**values)


def gates(changes=None, base=None):
    # start gates, or all ``base``, with ``changes`` {"b1": N, ...}
    g0, g1 = B.START_GATES
    dirs = [B.gate_dir(g0, g1, a) for a in range(16)]
    if base is not None:
        dirs = [base] * 16
    for name in sorted(changes or {}):
        a = "abcd".index(name[0]) + 4 * (int(name[1]) - 1)
        dirs[a] = changes[name]
    return textin.pack_dirs(dirs)


def gate(pos, name):
    return B.gate_dir(pos.g0, pos.g1, "abcd".index(name[0]) + 4 * (int(name[1]) - 1))


def mask(names):
    m = 0
    for n in names.split():
        m |= 1 << H(n)
    return m


def make(white, black, g=None, side=0, r=None, last=(), ply=0, quiet=0):
    return Position(r or rules(), mask(white), mask(black), g or gates(), side, last, ply, quiet)


def names(moves):
    return ["-".join([B.hole_name(h) for h in m]) for m in moves]


def from_hole(pos, hole):
    return names([m for m in pos.legal_moves() if m and m[0] == H(hole)])


def test_start_position_white_has_three_moves():
    # White a1..e1.  Up to rank 2: a1|a2 needs gate a1 W (it is N): shut;
    # b1|b2 gate a1 E or b1 W: b1 is W, open; c1|c2 b1 E or c1 W: open;
    # d1|d2 c1 E or d1 W: open; e1|e2 needs d1 E: shut.  Sideways along
    # rank 1 (a chain into the neighbour): a1|b1 needs gate a1 S, b1|c1
    # b1 S, c1|d1 c1 S, d1|e1 d1 S: all shut.  So 3 moves.
    p = Position(rules())
    assert p.side == B.WHITE
    assert names(p.legal_moves()) == ["b1-b2", "c1-c2", "d1-d2"]


def test_start_position_black_has_the_three_mirrored_moves():
    # The pinwheel is symmetric under a half turn, which swaps the sides.
    p = Position(rules(), side=B.BLACK)
    assert names(p.legal_moves()) == ["b5-b4", "c5-c4", "d5-d4"]


def test_passing_turns_the_gate_to_the_balls_direction():
    # b1 -> b2 goes N through gate b1 (W): it swings N, now on the b2|c2
    # boundary.  From b2: N (b3) needs a2 E or b2 W: shut; E (c2) b1 N: open;
    # S (b1) a1 E or b1 W: shut now; W (a2) a1 N: open.
    p = Position(rules()).apply((H("b1"), H("b2")))
    assert gate(p, "b1") == N
    assert p.side == B.BLACK and p.ply == 1
    p2 = Position(rules(), p.w, p.b, (p.g0, p.g1), B.WHITE)
    assert from_hole(p2, "b2") == ["b2-c2", "b2-a2"]


def test_a_gate_turns_either_way_depending_on_the_push():
    # Gate b1 pointing N lies on the b2|c2 boundary.  Pushed from b2 going E
    # it turns clockwise to E; from c2 going W it turns anticlockwise to W.
    g = gates({"b1": N})
    east = make("b2", "e5", g).apply((H("b2"), H("c2")))
    west = make("c2", "e5", g).apply((H("c2"), H("b2")))
    assert gate(east, "b1") == E and gate(west, "b1") == W
    assert east.w == mask("c2") and west.w == mask("b2")


def test_double_gate_is_passed_and_both_gates_turn():
    # Gates a1 E and b1 W both lie on the b1|b2 boundary (from facing
    # anchors).  b1 -> b2 swings both N: a1 onto a2|b2, b1 onto b2|c2.
    g = gates({"a1": E, "b1": W})
    p = make("b1", "e5", g)
    assert "b1-b2" in names(p.legal_moves())
    assert p.describe((H("b1"), H("b2"))) == "W b1-b2 g a1,b1"
    q = p.apply((H("b1"), H("b2")))
    assert gate(q, "a1") == N and gate(q, "b1") == N
    # and the other way: b2 -> b1 (S) swings both S
    q = make("b2", "e5", g).apply((H("b2"), H("b1")))
    assert gate(q, "a1") == S and gate(q, "b1") == S


# A chain: white b2 and c2, black far away in e5.  All gates N except a1 W
# and c1 E (so nothing else opens around b2): b2 -> c2 (E) passes gate b1
# (N), which swings E onto the c1|c2 boundary: the ball in c2 is struck.
#   c2 N to c3: needs b2 E or c2 W (both N): no gate;
#   c2 E to d2: needs c1 N (E) or c2 S: no gate;
#   c2 S to c1: gate b1 now E: gated (the turning gate pushes it down).
# Other ways out of b2: N needs a2 E / b2 W, S a1 E / b1 W, W a1 N / a2 S: shut.
CHAIN_GATES = {"a1": W, "c1": E}


def _chain_moves(**kw):
    return from_hole(make("b2 c2", "e5", gates(CHAIN_GATES, base=N), r=rules(**kw)), "b2")


def test_chain_at_right_angles():
    # perpendicular to E: N then S; the last ball may skip the gate
    assert _chain_moves(chain=B.CHAIN_PERP) == ["b2-c2-c3", "b2-c2-c1"]
    assert _chain_moves(chain=B.CHAIN_PERP, last_gate=True) == ["b2-c2-c1"]


def test_chain_straight_on():
    assert _chain_moves(chain=B.CHAIN_STRAIGHT) == ["b2-c2-d2"]
    # d2 has no gate: with last_gate the push is no move at all
    assert _chain_moves(chain=B.CHAIN_STRAIGHT, last_gate=True) == []


def test_chain_any_way_but_back():
    assert _chain_moves(chain=B.CHAIN_ANY) == ["b2-c2-c3", "b2-c2-d2", "b2-c2-c1"]
    assert _chain_moves(chain=B.CHAIN_ANY, last_gate=True) == ["b2-c2-c1"]


def test_a_chain_ball_that_strikes_another_needs_a_gate():
    # Black in c3 too: c2 going N would strike it, and c2|c3 has no gate,
    # so that branch is no move; only b2-c2-c1 is left.
    p = make("b2 c2", "c3 e5", gates(CHAIN_GATES, base=N), r=rules())
    assert from_hole(p, "b2") == ["b2-c2-c1"]
    # Gate c2 W opens c2|c3: the struck c2 goes N through it (gate c2 swings
    # N onto c3|d3) and strikes c3, which goes on at right angles: E to d3
    # through gate c2 (now N), W to b3 through gate b2 (N: the b3|c3 boundary).
    g = gates({"a1": W, "c1": E, "c2": W}, base=N)
    p = make("b2 c2", "c3 e5", g, r=rules())
    assert from_hole(p, "b2") == ["b2-c2-c3-d3", "b2-c2-c3-b3", "b2-c2-c1"]
    q = p.apply((H("b2"), H("c2"), H("c3"), H("d3")))
    # every ball moved one hole; colours kept
    assert q.w == mask("c2 c3") and q.b == mask("d3 e5")
    assert p.describe((H("b2"), H("c2"), H("c3"), H("d3"))) == "W b2-c2-c3-d3 g b1,c2,c2"


def test_a_ball_reaching_its_exit_leaves_the_board():
    # Start gates: c4|c5 is open through gate b4 (E).  White c4 -> c5 (a
    # white exit) is taken off; a black ball going to c5 is not (its exits
    # are b1 c1 d1).
    p = make("c4 a1", "e5")
    m = (H("c4"), H("c5"))
    assert p.describe(m) == "W c4-c5x g b4"
    q = p.apply(m)
    assert q.w == mask("a1") and q.off(B.WHITE) == 4 and q.quiet == 0
    q = make("a1", "c4 e5", side=B.BLACK).apply(m)
    assert q.b == mask("c5 e5") and q.quiet == 1


def test_the_last_ball_of_a_chain_can_leave_the_board():
    # Black's chain in test_a_chain...: with a black ball in c2 struck S
    # into c1, its own exit, it leaves the board.
    p = make("b2", "c2 e5", gates(CHAIN_GATES, base=N))
    q = p.apply((H("b2"), H("c2"), H("c1")))
    assert q.w == mask("c2") and q.b == mask("e5")
    assert p.describe((H("b2"), H("c2"), H("c1"))) == "W b2-c2-c1x g b1,b1"


def test_no_reverse_forbids_pushing_back_a_ball_of_the_last_chain():
    # White b2 strikes black c2, which goes N to c3 (the chain test's gates).
    g = gates(CHAIN_GATES, base=N)
    p = make("b2", "c2 e5", g).apply((H("b2"), H("c2"), H("c3")))
    assert p.b == mask("c3 e5") and p.w == mask("c2") and p.side == B.BLACK
    # Black to move, with gate c2 W so that c3 -> c2 is open (gates set by
    # hand, the last move kept): c3 -> c2 (S) passes gate c2 (it swings S)
    # and strikes white c2, which goes on at right angles: E to d2 (through
    # gate c2, now S, on the c2|d2 boundary), W to b2 (no gate: last ball).
    # Black's c3 -> c2 undoes its own ball's step of White's chain; the
    # white ball going c2 -> b2 undoes the chain's first step.
    g2 = gates({"a1": W, "c1": E, "b1": E, "c2": W}, base=N)
    want = ((B.REV_CHAIN, []), (B.REV_FIRST, ["c3-c2-d2"]),
            (B.REV_OFF, ["c3-c2-d2", "c3-c2-b2"]))
    for reach, allowed in want:
        q = make("c2", "c3 e5", g2, side=B.BLACK, r=rules(reverse=reach),
                 last=(H("b2"), H("c2"), H("c3")))
        back = [m for m in from_hole(q, "c3") if m.startswith("c3-c2")]
        assert back == allowed, (reach, back)
    # A move later it is allowed again: the rule looks at the last move only
    q = make("c2", "c3 e5", g2, side=B.BLACK, r=rules(), last=(H("e5"), H("e4")))
    assert [m for m in from_hole(q, "c3") if m.startswith("c3-c2")] == ["c3-c2-d2", "c3-c2-b2"]


def test_no_reverse_first_ball_only_protects_the_pusher():
    # White's last move was b3 -> b2 (gates set by hand).  Black b1 -> b2
    # passes gate a1 (E, on b1|b2) and, with straight-on chains, strikes the
    # white ball on to b3 (no gate, last ball): back where it came from.
    g = gates({"a1": E}, base=N)
    for reach, allowed in ((B.REV_FIRST, False), (B.REV_CHAIN, False), (B.REV_OFF, True)):
        q = make("b2", "b1 e5", g, side=B.BLACK,
                 r=rules(chain=B.CHAIN_STRAIGHT, reverse=reach), last=(H("b3"), H("b2")))
        assert ("b1-b2-b3" in names(q.legal_moves())) == allowed, reach


def test_a_player_who_cannot_move_passes_and_one_who_can_must_move():
    # White alone in a1 with gate a1 N: a1|a2 needs a1 W, a1|b1 needs a1 S:
    # isolated (the tip's corner ball).  Black in c3 can move.
    for end in (B.END_EXIT, B.END_QUIET):
        r = rules(end=end, exit_depth=8)
        p = make("a1", "c3", r=r)
        assert p.legal_moves() == [PASS]
        q = p.apply(PASS)
        assert q.side == B.BLACK and q.last == () and PASS not in q.legal_moves()
    # under END_STUCK the same position ends the game: equal balls, a draw
    p = make("a1", "c3", r=rules(end=B.END_STUCK))
    assert p.result() == (B.DRAW, STUCK) and p.legal_moves() == []
    # ... and the player with fewer balls on the board wins
    p = make("a1", "c3 e5", r=rules(end=B.END_STUCK))
    assert p.result() == (B.WHITE, STUCK)
    # both stuck (a1 and e5 isolated: gate d4 S) under the other rules
    p = make("a1", "e5", r=rules(end=B.END_QUIET))
    assert p.result() == (B.DRAW, BOTH_STUCK)


def test_taking_all_five_off_wins():
    p = make("c4", "a5 e5", r=rules(end=B.END_EXIT))
    assert p.result() is None
    q = p.apply((H("c4"), H("c5")))
    assert q.result() == (B.WHITE, ALL_OFF) and q.result()[0] == B.WHITE
    assert q.legal_moves() == []


def test_end_when_no_ball_can_reach_an_exit():
    # White alone in c3 (start gates, all four ways open): c3 -> c4 through
    # gate b3 (E), then c4 -> c5 through gate b4 (E): two moves.  Black in
    # a5 and e5: corner holes whose only gates (a4 E, d4 S) point away.
    r1 = rules(end=B.END_EXIT, exit_depth=1)
    r2 = rules(end=B.END_EXIT, exit_depth=2)
    assert make("c3", "a5 e5", r=r1).result() == (B.WHITE, NO_EXIT)
    assert make("c3", "a5 e5", r=r2).result() is None
    # equal balls on the board: a draw
    assert make("c3", "e5", r=r1).result() == (B.DRAW, NO_EXIT)


def test_end_after_quiet_moves_and_the_cap():
    r = rules(end=B.END_QUIET, quiet_limit=4)
    assert make("c3", "a5 e5", r=r, quiet=3).result() is None
    assert make("c3", "a5 e5", r=r, quiet=4).result() == (B.WHITE, QUIET)
    r = rules(end=B.END_QUIET, quiet_limit=50, max_plies=10)
    assert make("c3", "c2", r=r, ply=10).result() == (B.DRAW, CAP)
    # the quiet counter counts moves that take no ball off
    p = make("c3 c4", "e5", r=rules(end=B.END_QUIET), quiet=7)
    assert p.apply((H("c3"), H("d3"))).quiet == 8
    assert p.apply((H("c4"), H("c5"))).quiet == 0


def test_pack_round_trip_and_size():
    r = rules()
    p = Position(r)
    data = p.to_bytes()
    assert len(data) == 16
    assert textin.state(from_bytes(data, r)) == textin.state(p)
    q = p.apply((H("b1"), H("b2")))
    assert len(q.to_bytes()) == 18 and textin.state(from_bytes(q.to_bytes(), r)) == textin.state(q)
    assert from_bytes(q.to_bytes(), r).last == (H("b1"), H("b2"))
    with raises(ValueError):
        from_bytes(data[:10], r)
    bad = bytearray(data)
    bad[4] = 0x1F             # black on white's holes
    with raises(ValueError):
        from_bytes(bytes(bad), r)


def test_moves_by_notation_and_index():
    p = Position(rules())
    assert textin.find(p, "c1-c2") == (H("c1"), H("c2"))
    assert textin.find(p, "c1c2") == (H("c1"), H("c2"))
    assert textin.find(p, "2") == (H("d1"), H("d2"))
    assert textin.find(p, "a1-a2") is None and textin.find(p, "9") is None and textin.find(p, "zz") is None
    assert p.describe((H("c1"), H("c2"))) == "W c1-c2 g c1"


def test_start_gates_are_the_clockwise_pinwheel():
    # Anchor (i, j), i, j = 1..4 (gate named by hole (i-1, j-1)).  Outer
    # ring clockwise (y up): left column goes N, top row E, right column S,
    # bottom row W, each corner turning to the next side; inner ring the same.
    want = {}
    for j in range(1, 5):
        for i in range(1, 5):
            lo, hi = (2, 3) if 2 <= i <= 3 and 2 <= j <= 3 else (1, 4)
            if i == lo and j < hi:
                d = N
            elif j == hi and i < hi:
                d = E
            elif i == hi and j > lo:
                d = S
            else:
                d = W
            want["abcd"[i - 1] + str(j)] = d
    p = Position(rules())
    for name in sorted(want):
        assert gate(p, name) == want[name], name
    # corner holes have no gate at the start (the seed's tip): a1 needs gate
    # a1 W or S, a5 gate a4 N or W, e1 gate d1 E or S, e5 gate d4 N or E
    assert gate(p, "a1") == N and gate(p, "a4") == E and gate(p, "d1") == W and gate(p, "d4") == S


def test_the_exit_search_steps_and_its_answer_can_be_given():
    # the stepped search gives the same answers as the whole one, and a
    # Position told the answer (a board steps the search) does not search
    from gamemaster.flipop.moves import exit_open, search
    r1 = rules(end=B.END_EXIT, exit_depth=1)
    r2 = rules(end=B.END_EXIT, exit_depth=2)
    for r, want in ((r1, False), (r2, True)):
        p = make("c3", "a5 e5", r=r)
        out = []
        steps = 0
        for _ in search(p, out):
            steps += 1
        assert out == [want] and exit_open(p) == want and steps >= 1
    p = make("c3", "a5 e5", r=r1)
    p.exits = True              # "a ball can still get out": the game goes on
    assert p.result() is None
    q = make("c3", "a5 e5", r=r2)
    q.exits = False
    assert q.result() == (B.WHITE, NO_EXIT)


def test_a_chain_may_end_in_an_exit_emptied_earlier_in_the_same_chain():
    # White d5 c4 b4, Black c5 b5 e1, gates c4 N and b4 S (the rest N):
    # d5-c5 takes the white ball off at its exit c5 and strikes the black
    # ball there (c5-c4), ... b4-b5 takes the next white ball off and
    # strikes b5's black ball, which ends in c5: empty since the first step.
    # The hole the chain started from was already a legal end; this is the
    # same rule: a chain ends in any hole that is empty when it gets there.
    w = (1 << H("d5")) | (1 << H("c4")) | (1 << H("b4"))
    b = (1 << H("c5")) | (1 << H("b5")) | (1 << H("e1"))
    pos = Position(rules(), w=w, b=b, gates=gates({"c4": N, "b4": S}, base=N))
    move = textin.find(pos, "d5-c5-c4-b4-b5-c5")
    assert move is not None and pos.describe(move) == "W d5-c5x-c4-b4-b5x-c5 g c4,c4,b3,b4,b4,b4"
    after = pos.apply(move)
    assert after.w == 1 << H("b4")
    assert after.b == (1 << H("c4")) | (1 << H("c5")) | (1 << H("e1"))
    # a hole of the chain whose ball stayed is no end: the ball there moved
    assert textin.find(pos, "d5-c5-c4-d4") is not None
    assert all(m[-1] not in m[1:-1] or B.EXIT_MASK[0] >> m[-1] & 1 for m in pos.legal_moves())


def _recursive_moves(w, b, g0, g1, side, r):
    # moves.generate as it was, walking a chain's levels by recursion
    from gamemaster.flipop import moves as M
    out = []

    def walk(path, h, d, g0, g1):
        n = M.NB[h * 4 + d]
        if n == 255:
            return
        free = n == path[0] or not ((w | b) >> n) & 1
        if not free and n in path:
            k = path.index(n)
            if not M.EXIT_MASK[0 if (w >> path[k - 1]) & 1 else 1] >> n & 1:
                return
            free = True
        if free:
            if len(path) == 1:
                if M.gated(g0, g1, h, d):
                    out.append((h, n))
            elif not r.last_gate or M.gated(g0, g1, h, d):
                out.append(tuple(path) + (n,))
            return
        if n in path or not M.gated(g0, g1, h, d):
            return
        g0, g1 = M.turn(g0, g1, h, d)
        path.append(n)
        for d2 in M._WAYS[r.chain * 4 + d]:
            walk(path, n, d2, g0, g1)
        path.pop()
    for h in range(25):
        if (w if side == 0 else b) >> h & 1:
            for d in range(4):
                walk([h], h, d, g0, g1)
    return out


def test_the_moves_come_in_the_recursive_walks_order_with_a_chains_levels_on_a_list():
    # moves.generate walks a chain's levels on a list, not the Python
    # stack: a board's is 2 KB (1.5 KB on CircuitPython 9), and CircuitPython's
    # own VM ran out of it four balls down a chain as a game resumed at boot
    # (tools/mpvm/cpvm.py's soak).  The moves, in their order, are the
    # recursive walk's, on random positions under every chain rule.
    from gamemaster.flipop.moves import generate
    from gamemaster.prng import Rng
    rng = Rng(5)
    longest = 0
    for _ in range(120):
        w = b = 0
        for h in range(25):
            x = rng.below(10)
            if x < 3:
                w |= 1 << h
            elif x < 6:
                b |= 1 << h
        g0, g1 = textin.pack_dirs([rng.below(4) for _ in range(16)])
        r = rules(chain=rng.choice((B.CHAIN_PERP, B.CHAIN_ANY, B.CHAIN_STRAIGHT)), last_gate=rng.below(2) == 1)
        for side in (0, 1):
            got = generate(w, b, g0, g1, side, r, ())
            assert got == _recursive_moves(w, b, g0, g1, side, r), (w, b, g0, g1, side)
            longest = max([longest] + [len(m) for m in got])
    assert longest >= 6, longest
