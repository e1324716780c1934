"""Generated boards: valid, playable, different, and equally hard."""
from gamemaster.prng import Rng
from gamemaster.pipes.board import Board, WALL
from gamemaster.pipes.boardtext import parse, format_board
from gamemaster.pipes.generator import (BoardSpec, generate, generate_set, misfit, problems, room,
                                        sized, valve_choices)


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


def test_small_boards_get_defaults_scaled_to_them():
    # boards up to 7x7 have no field more than 3 from the valve: the default
    # 8 far walls of a 10x10 board cannot stand there
    assert room(BoardSpec(7, 7)) == (37, 0) and room(BoardSpec(8, 8)) == (37, 15)
    assert sized(10, 10).text() == BoardSpec().text()
    # a tenth of the fields are walls, a fifth of them near the valve: the
    # 8x8 and 12x12 lines of docs/pipes-boards.md' sweep
    assert (sized(8, 8).walls, sized(8, 8).near_walls) == (6, 1)
    assert (sized(12, 12).walls, sized(12, 12).near_walls) == (14, 3)
    assert (sized(7, 7).walls, sized(7, 7).near_walls) == (5, 5)
    assert (sized(7, 7, 3).walls, sized(7, 7, 3).near_walls) == (3, 3)
    for n in range(4, 21):
        assert misfit(sized(n, n)) is None, sized(n, n).text()
    for rows, cols in ((4, 4), (7, 7), (8, 8), (5, 12), (20, 20)):
        spec = sized(rows, cols)
        for b in generate_set(spec, 2, rows):
            assert problems(b, spec) == []


def test_walls_that_do_not_fit_say_what_to_change_in_one_line():
    assert misfit(BoardSpec(7, 7), "--walls", "--near-walls") == (
        "7x7 boards have no field more than 3 from the valve, so every wall is near it: "
        "set --near-walls to --walls (10)")
    assert misfit(BoardSpec(8, 8, 20, 2), "--walls", "--near-walls") == (
        "8x8 boards have room for 15 walls more than 3 fields from the valve, not 18: "
        "raise --near-walls to 5 or lower --walls")
    assert misfit(BoardSpec(4, 4, 40, 2)) == (
        "4x4 boards have room for 4 walls (4 near the valve, 0 farther), not 40: lower walls")
    assert misfit(BoardSpec(10, 10, 10, 12)) == (
        "near_walls 12 is more than walls 10: the near walls are some of the walls")
    try:
        generate(BoardSpec(7, 7, 3), Rng(1))
    except ValueError as e:
        assert "zone" not in str(e) and "set near_walls to walls (3)" in str(e)
    else:
        raise AssertionError("3 far walls placed on a 7x7 board")


def test_board_constructor_checks():
    for args in ((0, 3, (0, 0, 0)), (3, 3, (3, 0, 0)), (3, 3, (0, 0, 4))):
        try:
            Board(*args)
        except ValueError:
            pass
        else:
            raise AssertionError(args)
