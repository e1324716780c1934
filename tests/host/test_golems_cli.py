"""``python -m host_sim golems``: battle and solve, their errors, and the
bring-the-barrel search (CPython only: the search is a host tool)."""

import io
import os
import subprocess
import sys

from host_sim import cli_golems
from gamemaster.golems import cards, scenarios, solver
from gamemaster.golems.engine import play_row
from gamemaster.golems.textfmt import parse_field

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "data", "golems")
EXAMPLES = os.path.join(ROOT, "examples", "golems")


def data(name):
    return os.path.join(DATA, name)


def run(*argv):
    out = io.StringIO()
    code = cli_golems.main(list(argv), out)
    return code, out.getvalue()


def test_battle_strikes_until_blue_is_out(capsys):
    code, out = run("battle", data("duel.txt"), data("strike_once.txt"), data("idle.txt"))
    assert code == 0
    # one hit per round, Blue has 3 lives: out in round 3, row 1
    assert "round 3 (energy 8)" in out and "round 4" not in out
    assert "row 1: Red: X hit; Blue: S ok, loses 1" in out
    assert out.rstrip().endswith("result: Red wins (round 3, row 1, knock-out)")
    assert "lives: Red 3, Blue 1" in out


def test_battle_rounds_limit_and_tie():
    code, out = run("battle", data("duel.txt"), data("idle.txt"), data("idle.txt"),
                    "--rounds", "2")
    assert code == 0
    assert out.count("round ") == 2
    assert "stopped after 2 round(s) (--rounds)" in out
    assert "result: tie (Red, Blue)" in out and "recharge (energy set to 5)" in out


def test_battle_energy_rule_decides_the_number_of_rounds():
    _, out = run("battle", data("duel.txt"), data("idle.txt"), data("idle.txt"))
    assert "round 9 (energy 2)" in out and "round 10" not in out
    _, out = run("battle", data("duel.txt"), data("idle.txt"), data("idle.txt"),
                 "--energy-rule", "spend-all")
    assert "round 10 (energy 1)" in out
    # settings.toml's spelling (GOLEMS_ENERGY_RULE = "spend_all") works as well
    _, same = run("battle", data("duel.txt"), data("idle.txt"), data("idle.txt"),
                  "--energy-rule", "spend_all")
    assert same == out


def test_battle_errors_name_file_line_and_column(capsys):
    assert run("battle", data("duel.txt"), data("short.txt"), data("idle.txt"))[0] == 1
    err = capsys.readouterr().err
    assert "short.txt: line 1, column 4: expected 4 slots" in err
    assert not err.startswith("error")         # the file first, as the other tools say it
    assert run("battle", data("duel.txt"), data("idle.txt"))[0] == 1
    assert "2 golems on the field (Red Blue) but 1 program" in capsys.readouterr().err
    assert run("battle", data("nope.txt"), data("idle.txt"))[0] == 2      # cannot be read: 2
    assert "nope.txt: no such file" in capsys.readouterr().err
    assert run("battle")[0] == 2


def test_examples_run():
    code, out = run("battle", os.path.join(EXAMPLES, "field.txt"),
                    os.path.join(EXAMPLES, "p1.txt"), os.path.join(EXAMPLES, "p2.txt"))
    assert code == 0 and "result: " in out


def test_solve_prints_a_shortest_program_in_rounds():
    code, out = run("solve", os.path.join(EXAMPLES, "bring_barrel.txt"), "--goal", "bring-barrel")
    assert code == 0
    assert out.splitlines()[0] == "shortest: 7 slots, 2 round(s)"
    assert out.splitlines()[1].startswith("round 1: ")
    code, out = run("solve", os.path.join(EXAMPLES, "bring_barrel.txt"), "--goal",
                    "bring-barrel", "--bonus")
    assert code == 0 and "shortest: 6 slots" in out


def test_solve_says_when_none_exists(capsys):
    code, out = run("solve", data("walled_in.txt"), "--goal", "bring-barrel")
    assert code == 3 and "no program" in out
    code, out = run("solve", data("no_barrel.txt"), "--goal", "bring-barrel")
    assert code == 1 and "needs a barrel" in capsys.readouterr().err
    code, out = run("solve", data("duel.txt"), "--goal", "bring-barrel")
    assert code == 1 and "exactly one golem" in capsys.readouterr().err


def test_module_entry_point():
    p = subprocess.run([sys.executable, "-m", "host_sim", "golems", "solve",
                        os.path.join(EXAMPLES, "bring_barrel.txt"), "--goal", "bring-barrel"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and "shortest: 7 slots" in p.stdout


def replay(field, slots):
    g = field.copy()
    for s in slots:
        play_row(g, ((s,),), 0)
    return g.golems[0]


def test_bring_the_barrel_solution_is_shortest_and_replays():
    f = parse_field(scenarios.BRING_BARREL_TEXT)
    slots, why = solver.bring_barrel(f)
    assert why is None and len(slots) == 7
    golem = replay(f, slots)
    assert golem.carrying and (golem.row, golem.col) == (3, 0)
    # no 6-slot program works: check every one by brute force over plain cards
    plain = solver.candidate_slots(False)
    frontier = [((), f)]            # each program with the field it leaves
    for _ in range(6):
        longer = []
        for p, before in frontier:
            for s in plain:
                g = before.copy()
                play_row(g, ((s,),), 0)
                golem = g.golems[0]
                assert not (golem.carrying and (golem.row, golem.col) == (3, 0)), p + (s,)
                longer.append((p + (s,), g))
        frontier = longer
        if len(frontier) > 20000:
            break
    for r in solver.as_rounds(slots):
        cards.check_program(r, (), 0, False)


def test_bring_the_barrel_with_bonus_is_shorter_and_legal():
    f = parse_field(scenarios.BRING_BARREL_TEXT)
    slots, _ = solver.bring_barrel(f, bonus=True)
    assert len(slots) == 6
    golem = replay(f, slots)
    assert golem.carrying and (golem.row, golem.col) == (3, 0)
    for r in solver.as_rounds(slots):
        cards.check_program(r, cards.BONUS_CARDS, 4, False)


def test_bring_the_barrel_limits():
    f = parse_field(scenarios.BRING_BARREL_TEXT)
    assert solver.bring_barrel(f, max_slots=3) == (None, "limit")
    assert solver.bring_barrel(parse_field(open(data("walled_in.txt")).read())) == \
        (None, "impossible")


def test_rounds_never_outrun_the_energy_track():
    # issue 15: --rounds 12 used to print "round 12 (energy -1)"; the track
    # (10, stop at 1) allows 9 rounds whatever --rounds says.
    _, out = run("battle", data("duel.txt"), data("idle.txt"), data("idle.txt"),
                 "--rounds", "12")
    assert "round 9 (energy 2)" in out and "round 10" not in out and "energy -" not in out
    assert "result: tie (Red, Blue) (round 9, row 4, energy out)" in out
    assert "stopped" not in out
    assert run("battle", data("duel.txt"), data("idle.txt"), data("idle.txt"),
               "--rounds", "0")[0] == 2
    assert run("battle", data("duel.txt"), data("idle.txt"), data("idle.txt"),
               "--energy", "-1")[0] == 2


def test_battle_prints_every_step_of_a_repeated_move(tmp_path):
    # The siege, round 2 row 1: Red's first step reaches the castle,
    # the next two bump into Blue; all three are printed.
    red = tmp_path / "red.txt"
    red.write_text("3(F) F F R\n")
    blue = tmp_path / "blue.txt"
    blue.write_text("S D S D\n")
    _, out = run("battle", os.path.join(EXAMPLES, "siege.txt"), str(red), str(blue))
    assert "row 1: Red: 3(F) ok/clash/clash; Blue: S ok" in out
    assert out.rstrip().endswith("result: Red captures the castle (round 2, row 1)")


def test_box_tokens_flag(tmp_path, capsys):
    f = tmp_path / "walls.txt"
    f.write_text("# # # #\n# # # .\n. . . .\nR^ . . Bv\n")
    args = ("battle", str(f), data("idle.txt"), data("idle.txt"))
    assert run(*args)[0] == 0
    assert run(*(args + ("--box-tokens",)))[0] == 1
    assert "walls.txt: line 2, column 5: expected at most 6 wall tokens (the box has 6)" \
        in capsys.readouterr().err


def test_solve_help_names_the_puzzles_goal_as_the_rules_do():
    # the goal is the golem's start point ("вернуть его в точку старта"),
    # the docs say so; the help used to say "to the castle"
    text = " ".join(cli_golems.build_parser().format_help().split())
    sub = [a for a in cli_golems.build_parser()._subparsers._group_actions[0].choices.items()]
    solve = " ".join(dict(sub)["solve"].format_help().split())
    assert "castle" not in solve and "back to the golem's start point" in solve, solve
    assert "solve" in text


def test_a_siege_field_with_a_third_golem_is_refused(tmp_path, capsys):
    # one golem storms, one holds the castle: the rules' siege has two sides
    siege = open(os.path.join(EXAMPLES, "siege.txt")).read().replace("R^  .   .", "R^  .   Y^", 1)
    f = tmp_path / "siege3.txt"
    f.write_text(siege)
    idle = data("idle.txt")
    assert run("battle", str(f), idle, idle, idle)[0] == 1
    err = capsys.readouterr().err
    assert err.strip().endswith("siege3.txt: a siege (castle floor c) is two golems, "
                                "found Red, Blue, Yellow"), err
    assert "Traceback" not in err and len(err.strip().split("\n")) == 1


def test_any_two_golems_besiege(tmp_path):
    # issue 36: Yellow storming, Green holding the castle (Red+Green was
    # refused, Yellow+Green played as a plain battle).  Worked by hand:
    # Yellow at (3,4) smashes the gate (2,4), walks over the bridge and
    # stands on castle floor (1,4) after row 3 of round 1.
    siege = open(os.path.join(EXAMPLES, "siege.txt")).read().replace("R^", ".").replace(
        "cBv", "cGv").replace(".   .   .   .   .   .\n", ".   .   .   .   Y^  .\n", 1)
    f = tmp_path / "yg.txt"
    f.write_text(siege)
    storm, hold = tmp_path / "storm.txt", tmp_path / "hold.txt"
    storm.write_text("X F F S")
    hold.write_text("S S S D")
    code, out = run("battle", str(f), str(storm), str(hold))
    assert code == 0, out
    assert out.rstrip().endswith("result: Yellow captures the castle (round 1, row 3)"), out
    # and holding out: Green wins when the energy runs out
    code, out = run("battle", str(f), str(hold), str(hold))
    assert out.rstrip().endswith("result: Green wins (round 9, row 4, energy out)"), out
    # Red storming Green's castle is a siege too
    f.write_text(siege.replace("Y^", "R^"))
    code, out = run("battle", str(f), str(storm), str(hold))
    assert out.rstrip().endswith("result: Red captures the castle (round 1, row 3)"), out


def test_a_tie_recharges_the_tied_golems_only(tmp_path):
    # issue 36: at 3-3-2-1 lives a tie of Red and Blue; --recharges 1: the
    # two play 4 rounds more (energy 5), Yellow and Green are out, ranked
    # by their lives
    f = tmp_path / "four.txt"
    f.write_text("lives Y 2\nlives G 1\nR> . . Bv\n. . . .\n. . . .\nY^ . . G<\n")
    idle = data("idle.txt")
    code, out = run("battle", str(f), idle, idle, idle, idle, "--recharges", "1")
    assert code == 0
    assert "tie (Red, Blue): recharged to energy 5; out at a recharge: Yellow 2, Green 1" in out
    after = out.split("recharged")[1]
    assert "round 13 (energy 2)" in after and "round 14" not in after
    assert "lives: Red 3, Blue 3\n" in after and "Yellow" not in after.split("\n", 1)[1].split(
        "result")[0]
    assert out.rstrip().endswith("out at a recharge: Yellow 2, Green 1\n"
                                 "the rules offer a draw or a recharge (energy set to 5)")
    code, plain = run("battle", str(f), idle, idle, idle, idle)
    assert "recharged" not in plain and "result: tie (Red, Blue) (round 9, row 4, energy out)" in plain
