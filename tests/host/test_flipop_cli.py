"""``python -m host_sim flipop``: play (scripted stdin) and selfplay, in-process."""

import io

from host_sim import cli_flipop
from host_sim.__main__ import COMMANDS
from gamemaster.flipop import board as B
from gamemaster.flipop.position import Position


def run(argv, stdin=""):
    out = io.StringIO()
    code = cli_flipop.main(list(argv), out, io.StringIO(stdin))
    return code, out.getvalue()


def test_registered():
    assert COMMANDS["flipop"][0] == "host_sim.cli_flipop"


def test_start_board_text():
    # gates on the pinwheel's rings: the outer square b2..d4 and the centre
    text = cli_flipop.format_board(Position(B.Rules()))
    assert text.splitlines() == [
        "   a   b   c   d   e",
        "5  B   B   B   B   B",
        "     +---+---+---+",
        "4  . | .   .   . | .",
        "     +   +---+   +",
        "3  . | . | . | . | .",
        "     +   +---+   +",
        "2  . | .   .   . | .",
        "     +---+---+---+",
        "1  W   W   W   W   W",
    ]


def test_play_by_index_and_notation_then_quit():
    code, out = run(["play", "--seed", "3", "--level", "1"], "0\nzz\nq\n")
    assert code == 0
    assert "   0  W b1-b2 g b1\n   1  W c1-c2 g c1\n   2  W d1-d2 g d1\n" in out
    assert "you: W b1-b2 g b1" in out
    assert out.count("engine: B ") == 1
    assert "not a legal move: 'zz'" in out
    assert out.rstrip().endswith("bye")


def test_play_as_black_the_engine_moves_first():
    code, out = run(["play", "--side", "black", "--level", "1"], "")
    assert code == 0
    assert out.index("engine: W ") < out.index("your move> ")
    assert "end of input" in out


def test_play_to_the_end_with_a_tiny_cap():
    # --max-plies 2: White moves, the engine answers, the game is over
    code, out = run(["play", "--max-plies", "2", "--level", "1"], "c1-c2\n")
    assert code == 0
    assert "you: W c1-c2 g c1" in out
    assert "result: draw (move cap; on the board W 5, B 5; 2 moves)" in out


def test_selfplay_counts_add_up():
    code, out = run(["selfplay", "--games", "3", "--seed", "5", "--max-plies", "60"])
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "selfplay: 3 games each, seed 5, level 1 (first = White)"
    f = lines[1].split()
    assert f[0] == "perp/free/chain/quiet"
    assert int(f[2]) + int(f[4]) + int(f[6]) == 3
    assert int(f[10]) <= 60
    # deterministic for a seed
    assert run(["selfplay", "--games", "3", "--seed", "5", "--max-plies", "60"])[1] == out


def test_selfplay_all_rules_sweeps_54_interpretations():
    code, out = run(["selfplay", "--games", "1", "--all-rules", "--max-plies", "6"])
    assert code == 0
    rows = out.splitlines()[1:]
    assert len(rows) == 3 * 2 * 3 * 3
    assert len(set(r.split()[0] for r in rows)) == 54


def test_rules_flags_reach_the_rules():
    code, out = run(["selfplay", "--games", "1", "--chain", "straight", "--last-gate", "gate",
                     "--reverse", "off", "--end", "stuck", "--max-plies", "10"])
    assert code == 0 and "straight/gate/off/stuck" in out
    assert run(["selfplay", "--chain", "diagonal"])[0] == 2
