"""Properties of the Pipes engine on random boards (hypothesis)."""
from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import Board, EMPTY, PIPE, TELEPORT, IllegalMove
from gamemaster.pipes.boardtext import parse, format_board
from gamemaster.pipes.bots import make_bot
from gamemaster.pipes.flow import run_flow, flow_limit, Water, OK
from gamemaster.pipes.generator import BoardSpec, generate_set, misfit, problems, free_regions, sized
from gamemaster.pipes.match import Match, Rules

CROSSING = PIPE + el.CROSSING


@st.composite
def boards(draw, max_side=8):
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(1, max_side))
    # mostly pipes (crossings often), so that flows are long and loop
    codes = st.sampled_from([EMPTY, 1] + [PIPE + e for e in range(7)] + [CROSSING] * 3)
    cells = draw(st.lists(codes, min_size=rows * cols, max_size=rows * cols))
    valve = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)), draw(st.integers(0, 3)))
    b = Board(rows, cols, valve, bytearray(cells))
    for _ in range(draw(st.integers(0, 3))):
        r1, c1 = draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1))
        same = draw(st.booleans())
        r2, c2 = (r1, c1) if same else (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
        e1, e2 = draw(st.integers(0, 3)), draw(st.integers(0, 3))
        for r, c in ((r1, c1), (r2, c2)):
            if (r, c) != valve[:2] and b.get(r, c) != TELEPORT:
                b.cells[r * cols + c] = EMPTY
        try:
            b.add_teleport(r1, c1, e1, r2, c2, e2)
        except IllegalMove:
            pass
    b.allowance = (draw(st.integers(0, 9)), draw(st.integers(0, 9)), draw(st.integers(0, 9)))
    return b


@settings(max_examples=examples(400), deadline=None)
@given(boards())
def test_flow_ends_within_bound_and_fills_crossings_at_most_twice(b):
    filled, rnd, reason = run_flow(b)
    assert rnd == len(filled) + 1 <= flow_limit(b)
    assert reason in ("empty", "wall", "blocked", "edge", "valve")
    counts = {}
    for r, c in filled:
        counts[(r, c)] = counts.get((r, c), 0) + 1
    for (r, c), n in counts.items():
        assert n <= (2 if b.get(r, c) == CROSSING else 1), (r, c, n, format_board(b))


@settings(max_examples=examples(300), deadline=None)
@given(boards())
def test_a_second_pass_is_flagged_exactly_on_crossings_already_filled(b):
    w = Water(b)
    seen = set()
    while w.advance() == OK:
        key = (w.fr, w.fc)
        assert w.recrossed == (key in seen)
        assert not w.recrossed or b.get(w.fr, w.fc) == CROSSING
        seen.add(key)


@settings(max_examples=examples(300), deadline=None)
@given(boards())
def test_print_parse_round_trip(b):
    text = format_board(b, ["a comment"])
    back = parse(text)
    assert back == b
    assert format_board(back, ["a comment"]) == text


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(5, 12), st.integers(5, 12), st.integers(0, 14), st.integers(0, 3),
       st.integers(1, 4), st.integers(0, 2 ** 32 - 1))
def test_generated_boards_are_valid_playable_and_fair(rows, cols, walls, near, count, seed):
    near = min(near, walls)
    spec = BoardSpec(rows, cols, walls, near, allowance=(3, 2, 1))
    try:
        boards_ = generate_set(spec, count, seed)
    except ValueError:
        return          # too many walls for the size: refused with a message
    assert len(boards_) == count
    for b in boards_:
        assert problems(b, spec) == []
        assert free_regions(b) == 1
        assert parse(format_board(b)) == b
    assert len(set(format_board(b) for b in boards_)) == count


@settings(max_examples=examples(30), deadline=None)
@given(st.integers(4, 20), st.integers(4, 20), st.one_of(st.none(), st.integers(0, 60)),
       st.one_of(st.none(), st.integers(0, 12)), st.integers(0, 2 ** 32 - 1))
def test_every_board_size_the_tools_take_works_with_its_defaults(rows, cols, walls, near, seed):
    # the scaled defaults always fit; walls given either fit or are refused
    # in one line before any board is drawn
    if walls is None and near is None:
        assert misfit(sized(rows, cols)) is None
    spec = sized(rows, cols, walls, near)
    why = misfit(spec)
    if why is not None:
        assert "\n" not in why and "zone" not in why
        return
    try:
        boards_ = generate_set(spec, 2, seed)
    except ValueError as e:
        assert walls is not None and "no playable board" in str(e), str(e)   # walls seal fields off
        return
    for b in boards_:
        assert problems(b, spec) == []


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(1, 4), st.integers(0, 2 ** 32 - 1), st.booleans(), st.booleans(),
       st.sampled_from(["random", "planner"]))
def test_whole_games_end_and_replay_identically(players, seed, cascade, ties, bot):
    spec = BoardSpec(9, 9, 6, 1, allowance=(2, 1, 1))
    boards_ = generate_set(spec, players, seed)
    rules = Rules(water_after_turn=4, crossing_cascade=cascade, same_round_ties=ties)

    def play():
        return Match(boards_, [make_bot(bot) for _ in boards_], seed, rules).run()
    a = play()
    b = play()
    assert a.transcript == b.transcript and a.digest == b.digest
    assert a.finished and a.winners
    assert a.round <= 2 * 81 + 1
    outs = [p for p in a.players if p.out]
    if players > 1:
        assert len(outs) >= players - 1
        for w in a.winners:
            p = a.players[w]
            assert not p.out or p.out_round == a.round
    else:
        assert a.score == a.players[0].water.filled
