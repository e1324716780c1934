"""Generated boards: valid, playable, different, and equally hard."""
from gamemaster.prng import Rng
from gamemaster.pipes.board import Board, WALL
from gamemaster.pipes.boardtext import parse, format_board
from gamemaster.pipes.generator import BoardSpec, generate, generate_set, problems, valve_choices


def test_a_set_is_playable_different_and_fair():
    spec = BoardSpec()
    boards = generate_set(spec, 8, 42)
    texts = []
    for b in boards:
        assert problems(b, spec) == [], problems(b, spec)
        assert b.count(WALL) == spec.walls
        assert b.allowance == spec.allowance
        texts.append(format_board(b))
        assert parse(texts[-1]) == b
    assert len(sorted(set(texts))) == 8


def test_same_seed_same_set():
    spec = BoardSpec(9, 11, 12, 3, allowance=(2, 1, 1))
    a = generate_set(spec, 3, 5)
    b = generate_set(spec, 3, 5)
    assert [format_board(x) for x in a] == [format_board(x) for x in b]
    c = generate_set(spec, 3, 6)
    assert [format_board(x) for x in a] != [format_board(x) for x in c]


def test_valve_near_the_centre():
    assert sorted(set((r, c) for r, c, d in valve_choices(BoardSpec(10, 10)))) == \
        [(4, 4), (4, 5), (5, 4), (5, 5)]
    assert sorted(set((r, c) for r, c, d in valve_choices(BoardSpec(9, 9)))) == [(4, 4)]
    for b in generate_set(BoardSpec(9, 9, 8, 2), 4, 1):
        assert b.valve[:2] == (4, 4)


def test_problems_finds_unplayable_boards():
    spec = BoardSpec(5, 5, 0, 0, allowance=(0, 0, 0))
    assert problems(parse(".....\n.....\n..>#.\n.....\n.....\n"))[0].startswith(
        "the valve's outlet field 2,3")
    sealed = parse("#.#..\n.#...\n..>..\n.....\n.....\n")
    assert "the empty fields are not one connected region" in problems(sealed)
    assert "2 walls, expected 0" in problems(parse("#.#..\n.....\n..>..\n.....\n.....\n"), spec)
    touching = parse(".....\n.#...\n..>..\n.....\n.....\n")
    assert problems(touching)[0] == "wall at 1,1 touches the valve or its outlet field"


def test_impossible_specs_say_why():
    for spec in (BoardSpec(5, 5, 30, 0), BoardSpec(4, 4, 0, 0, 9)):
        try:
            generate(spec, Rng(1))
        except ValueError as e:
            assert str(e)
        else:
            raise AssertionError("impossible spec accepted")


def test_board_constructor_checks():
    for args in ((0, 3, (0, 0, 0)), (3, 3, (3, 0, 0)), (3, 3, (0, 0, 4))):
        try:
            Board(*args)
        except ValueError:
            pass
        else:
            raise AssertionError(args)
