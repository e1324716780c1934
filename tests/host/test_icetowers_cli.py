"""``python -m host_sim icetowers``: score (the table text format and its
errors) and simulate (win rates, lengths, determinism)."""

import json
import os
import subprocess
import sys

import pytest

from host_sim import cli_icetowers
from gamemaster.icetowers.tabletext import parse, format_table, TableTextError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "icetowers", "finished-2p.txt")


def write(tmp_path, text, name="table.txt"):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def score_json(capsys, *argv):
    code = cli_icetowers.main(["score", "--json"] + list(argv))
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else None), out.err


def error_of(capsys, tmp_path, text, *argv):
    code = cli_icetowers.main(["score", write(tmp_path, text)] + list(argv))
    err = capsys.readouterr().err
    assert code == 1, err
    return err.split(": ", 1)[1].strip()


def test_score_the_example_table(capsys):
    # red3 yellow2 red1 -> red 6; yellow3 yellow3 red2 red2 -> red 10; red3 red1
    # -> red 4; yellow1 alone -> yellow 1.  Red 20, yellow 1.
    code, sc, _ = score_json(capsys, EXAMPLE)
    assert code == 0
    assert sc["colours"] == {"red": 20, "yellow": 1}
    assert [t["pips"] for t in sc["towers"]] == [6, 10, 4, 1]
    # the table is written in colours: the ranking names the colours
    assert sc["winners"] == ["red"]
    assert sc["ranking"] == [{"who": "red", "score": 20, "rank": 1},
                             {"who": "yellow", "score": 1, "rank": 2}]


def test_score_ties_and_players_from_the_colours_used(capsys, tmp_path):
    # green is used: three players.  r3 y2 (yellow 5), g3 g2 (green 5), r2 r1
    # (red 3): yellow and green share first place.
    code, sc, _ = score_json(capsys, write(tmp_path, "r3 y2\ng3 g2\nr2 r1\n"))
    assert sc["players"] == 3
    assert sc["winners"] == ["yellow", "green"]
    assert [r["rank"] for r in sc["ranking"]] == [3, 1, 1]


def test_score_ghost_and_double(capsys, tmp_path):
    # Gus's pyramids (gus, or white in a ghost game): 3 2 1 = 6 beats red 3
    # and yellow 2
    code, sc, _ = score_json(capsys, write(tmp_path, "gus3 gus2 gus1\nred3\nyellow2\n"))
    assert sc["variant"] == "ghost" and sc["winners"] == ["gus"]
    code, sc, _ = score_json(capsys, write(tmp_path, "white3 white2 white1\nred3\nyellow2\n"),
                             "--gus")
    assert sc["variant"] == "ghost" and sc["winners"] == ["gus"]
    # white written without the ghost game is a player's colour like any other
    code, sc, _ = score_json(capsys, write(tmp_path, "white3 white2 white1\nred3\nyellow2\n"))
    assert sc["variant"] == "standard" and sc["players"] == 3 and sc["winners"] == ["white"]
    # double: player 1 = red + green (r3 g1 is green's 4, g2 2: 6), player 2 =
    # yellow + blue (b3 b1 4, y3 3, y2 2: 9)
    code, sc, _ = score_json(capsys, write(tmp_path, "r3 g1\ng2\nb3 b1\ny3\ny2\n"), "--double")
    assert [s["score"] for s in sc["scores"]] == [6, 9]
    assert sc["ranking"] == [{"who": "red+green", "score": 6, "rank": 2},
                             {"who": "yellow+blue", "score": 9, "rank": 1}]
    assert sc["winners"] == ["yellow+blue"]
    # and lone pyramids not scoring, as a setting
    code, sc, _ = score_json(capsys, EXAMPLE, "--rule", "singles_score=false")
    assert sc["colours"] == {"red": 20, "yellow": 0}


def test_score_prints_the_ranking_by_colour(capsys, tmp_path):
    # a tie is printed in seat order (red, yellow, green, blue), not by name
    path = write(tmp_path, "r3 y2\ng3 g2\nr2 r1\n")
    assert cli_icetowers.main(["score", path]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-4:] == ["1. yellow        5", "1. green         5", "3. red           3",
                        "winners: yellow, green"]
    assert "player " not in " ".join(out)


def test_score_errors_name_line_and_column(capsys, tmp_path):
    assert error_of(capsys, tmp_path, "red3 yellow2\nred2 yellow3\n") == \
        "line 2, column 6: yellow3 cannot stand on the smaller red2"
    assert error_of(capsys, tmp_path, "# x\n\nred3  pink2\n") == \
        "line 3, column 7: unknown colour 'pink' (red, yellow, green, blue, white, black, " \
        "purple, orange, cyan, clear)"
    assert error_of(capsys, tmp_path, "red4\n").startswith(
        "line 1, column 1: a pyramid has 1, 2 or 3 pips")
    assert error_of(capsys, tmp_path, "red\n").startswith("line 1, column 1: 'red' is not a pyramid")
    six = "red1 red1 red1\nyellow2 red1 red1 red1\n"
    assert error_of(capsys, tmp_path, six) == \
        "line 2, column 19: a sixth red1: a colour has only 5 of each size"
    assert error_of(capsys, tmp_path, "players: 2\nred3 green2 blue1\n") == \
        "line 2, column 13: blue is a third player's colour, but the game has 2 players"
    assert error_of(capsys, tmp_path, "players: 7\n") == "line 1, column 10: players must be 2, 3 or 4"
    assert error_of(capsys, tmp_path, "red3\nplayers: 2\n") == \
        "line 2, column 1: settings come before the towers"
    assert error_of(capsys, tmp_path, "colour: red\n") == "line 1, column 1: unknown setting 'colour'"
    assert error_of(capsys, tmp_path, "white1 red1\n", "--double") == \
        "line 1, column 1: a double game has 4 colours, 2 a player; the table has 2 (red, " \
        "white): name them in a 'colours:' line"
    assert error_of(capsys, tmp_path, "variant: solo\n") == \
        "line 1, column 10: variant must be standard (normal), ghost (gus) or double"


def test_the_table_takes_the_settings_variant_names_too():
    # ICETOWERS_VARIANT = "gus" / "normal" on the device; the table file says the same
    assert parse("variant: gus\nwhite3 red1 yellow1\n").variant == \
        parse("variant: ghost\nwhite3 red1 yellow1\n").variant
    assert parse("variant: normal\nred3 yellow1\n").variant == \
        parse("variant: standard\nred3 yellow1\n").variant


def test_table_text_round_trip():
    g = parse(open(EXAMPLE).read())
    again = parse(format_table(g))
    assert [bytes(t) for t in again.stacks] == [bytes(t) for t in g.stacks]
    try:
        parse("red3 red3 red3 red3 red3\nred3\n")
    except TableTextError as e:
        assert (e.line, e.col) == (2, 1)
    else:
        raise AssertionError("a sixth red3 was accepted")


def test_simulate_prints_win_rates_and_lengths_and_is_deterministic(tmp_path):
    def run(*extra):
        out = tmp_path / "st.json"
        r = subprocess.run([sys.executable, "-m", "host_sim", "icetowers", "simulate", "--players", "2",
                            "--games", "6", "--seed", "3", "--strategies", "big,random",
                            "--json", str(out)] + list(extra),
                           capture_output=True, text=True, cwd=ROOT, timeout=300)
        assert r.returncode == 0, r.stderr
        return r.stdout, json.loads(out.read_text())
    text, st = run()
    assert "win rate" in text and "simulated s" in text and "actions" in text
    assert st["seats"] == {"big": 6, "random": 6}
    assert abs(sum(st["wins"].values()) - 6) < 1e-6
    assert st["seconds"]["min"] > 0 and st["actions"]["min"] > 0
    assert sum(st["ends"].values()) == 6
    assert run()[1] == st
    _, gus = run("--gus")
    assert gus["variant"] == "ghost" and "gus_wins" in gus
    _, dbl = run("--double")
    assert dbl["variant"] == "double"


def test_simulate_rejects_bad_arguments(capsys):
    assert cli_icetowers.main(["simulate", "--strategies", "big,cunning"]) == 2
    assert "unknown strategy 'cunning'" in capsys.readouterr().err
    assert cli_icetowers.main(["simulate", "--gus", "--double"]) == 2
    with pytest.raises(SystemExit) as stop:
        cli_icetowers.main(["simulate", "--players", "5", "--games", "1"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.strip().endswith(
        "argument --players: must be an integer 2..4, got 5 (see --help)")


def test_score_reads_a_bom_and_crlf_and_refuses_junk_and_empty_tables(capsys, tmp_path):
    # a table saved by a Windows editor scores as the plain one
    text = open(EXAMPLE, encoding="utf-8").read()
    plain = score_json(capsys, EXAMPLE)
    p = tmp_path / "windows.txt"
    p.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    assert score_json(capsys, str(p)) == plain and plain[0] == 0
    # issue 36: CR-only line ends (an old Mac editor) read as lines; the
    # table was one line ("players must be 2, 3 or 4")
    p.write_bytes(text.replace("\n", "\r").encode("utf-8"))
    assert score_json(capsys, str(p)) == plain
    # binary junk: one line naming the file and the byte, exit 2, no traceback
    p.write_bytes(b"red3 \xff\xfe\x80 blue1\n")
    assert cli_icetowers.main(["score", str(p)]) == 2
    err = capsys.readouterr().err
    assert err == "%s: not UTF-8 text (byte 0xff at offset 5)\n" % p


def test_score_reads_the_devices_colours_one_scheme_for_both(capsys, tmp_path):
    # the device's player 2 is Yellow (gamemaster.icetowers.referee.NAMES): a
    # two-player table written in its colours is a two-player game
    from gamemaster.icetowers.referee import NAMES
    from gamemaster.icetowers.rules import RANGE
    assert tuple(n.lower() for n in NAMES) == RANGE
    code, sc, _ = score_json(capsys, write(tmp_path, "red3 yellow2\nyellow3 red1\n"))
    assert code == 0 and sc["players"] == 2
    assert sc["colours"] == {"red": 4, "yellow": 5} and sc["winners"] == ["yellow"]
    code, sc, _ = score_json(capsys, write(tmp_path, "players: 2\nred3 yellow2\nyellow3 red1\n"))
    assert code == 0 and sc["players"] == 2
    # the double variant: player 1 red + green, player 2 yellow + blue, as on the device
    code, sc, _ = score_json(capsys, write(tmp_path, "red3 yellow1\ngreen2\nblue1\n"), "--double")
    assert [s["colours"] for s in sc["scores"]] == [["red", "green"], ["yellow", "blue"]]
    # the ghost game: the device's scoring screen calls white "Gus"
    code, sc, _ = score_json(capsys, write(tmp_path, "Red3 Gus2\nYellow3 Red1\n"))
    assert sc["variant"] == "ghost" and sc["colours"] == {"red": 4, "yellow": 0, "white": 5}


def test_an_empty_or_comment_only_table_is_an_error_not_a_tie(capsys, tmp_path):
    for text in ("", "\n\n", "# nothing counted yet\n", "players: 3\n# none\n"):
        assert error_of(capsys, tmp_path, text) == \
            "line 1, column 1: no towers: write one tower per line, bottom first (e.g. red3 yellow1)"


# -- issue 36: a table plays with the pyramids it owns ------------------------
def test_any_colours_of_the_range_are_the_players_and_never_a_phantom(capsys, tmp_path):
    # red, green and blue, "players: 3": three players (it was refused,
    # "blue is not in a 3-player standard game", and without the line it
    # scored four with a phantom "yellow 0" ranked third).  Worked by hand:
    # red3 green2 blue1 is blue's 6, green3 red1 red's 4, blue2 green1
    # green's 3.
    table = "red3 green2 blue1\ngreen3 red1\nblue2 green1\n"
    for head in ("", "players: 3\n"):
        code, sc, err = score_json(capsys, write(tmp_path, head + table))
        assert code == 0, err
        assert sc["players"] == 3 and sc["colours"] == {"red": 4, "green": 3, "blue": 6}
        assert [r["who"] for r in sc["ranking"]] == ["red", "green", "blue"]
        assert sc["winners"] == ["blue"] and "yellow" not in json.dumps(sc)
    # purple and black (they were "unknown colour"): two players, in the
    # range's order (black before purple), or as a colours: line seats them
    table = "purple3 black2 purple1\nblack3 black1\n"
    code, sc, err = score_json(capsys, write(tmp_path, table))
    assert code == 0, err
    assert [s["colours"] for s in sc["scores"]] == [["black"], ["purple"]]
    assert sc["colours"] == {"purple": 6, "black": 4} and sc["winners"] == ["purple"]
    code, sc, _ = score_json(capsys, write(tmp_path, "colours: purple, black\n" + table))
    assert [s["colours"] for s in sc["scores"]] == [["purple"], ["black"]]
    # every colour of the range scores; four of them in one game
    from gamemaster.icetowers.rules import RANGE
    assert RANGE == ("red", "yellow", "green", "blue", "white", "black", "purple", "orange",
                     "cyan", "clear")
    for k in range(0, len(RANGE) - 3, 2):
        four = RANGE[k:k + 4]
        text = "\n".join("%s3 %s1" % (four[i], four[(i + 1) % 4]) for i in range(4)) + "\n"
        code, sc, err = score_json(capsys, write(tmp_path, text))
        assert code == 0 and sc["players"] == 4, err
        assert sc["colours"] == {c: 4 for c in four}
    # a player whose pyramids are all gone (towers set aside after a loop)
    # is named in a colours: line, never invented
    code, sc, _ = score_json(capsys, write(tmp_path, "colours: orange, cyan, clear\norange3\n"
                                                     "cyan2 orange1\n"))
    assert sc["colours"] == {"orange": 6, "cyan": 0, "clear": 0} and sc["players"] == 3
    code, sc, _ = score_json(capsys, write(tmp_path, "colours: red+purple, black+yellow\n"
                                                     "variant: double\nred3 black1\npurple2\n"
                                                     "yellow1\n"))
    assert sc["ranking"] == [{"who": "red+purple", "score": 2, "rank": 2},
                             {"who": "black+yellow", "score": 5, "rank": 1}]
    # the table's colours on every tower line
    assert cli_icetowers.main(["score", write(tmp_path, "black3 purple1\npurple3 black2\n")]) == 0
    out = capsys.readouterr().out
    assert "black3 purple1" in out and "purple3 black2" in out and "red" not in out


def test_the_colours_written_decide_the_players_errors_name_the_place(capsys, tmp_path):
    assert error_of(capsys, tmp_path, "players: 4\nred3 green2 blue1\n") == \
        "line 2, column 13: 4 players, but the table has 3 player colours (red, green, blue): " \
        "name every player's in a 'colours:' line"
    assert error_of(capsys, tmp_path, "red3 red2\nred1\n") == \
        "line 1, column 1: 2 players, but the table has 1 player colour (red): name every " \
        "player's in a 'colours:' line"
    assert error_of(capsys, tmp_path, "red3 yellow1\ngreen2 blue1\npurple2 black1\n") == \
        "line 3, column 9: black is a fifth player's colour: a game has 2 to 4 players"
    assert error_of(capsys, tmp_path, "colours: red, blue\nred3 black1\n") == \
        "line 2, column 6: black1 is not one of the colours: line's (red, blue)"
    assert error_of(capsys, tmp_path, "colours: red, pink\nred3\n") == \
        "line 1, column 15: unknown colour 'pink' (red, yellow, green, blue, white, black, " \
        "purple, orange, cyan, clear)"
    assert error_of(capsys, tmp_path, "colours: red, red\nred3\n").startswith(
        "line 1, column 15: red: each colour once")
    assert error_of(capsys, tmp_path, "variant: ghost\ncolours: red, white\nred3\n") == \
        "line 2, column 15: white is Gus's colour in the ghost game"
    assert error_of(capsys, tmp_path, "variant: double\ncolours: red, blue\nred3\n") == \
        "line 2, column 10: a double game's player has 2 colours, found 1"


def test_score_edge_inputs_are_one_line_errors_and_cr_line_ends_work(capsys, tmp_path):
    # issue 36: a line of only "," was "a tower needs a pyramid", exit 2,
    # without the file or the line
    assert error_of(capsys, tmp_path, "red3 yellow1\n,\n") == \
        "line 2, column 1: no pyramid on this line: a tower is one or more, e.g. red3 yellow1"
    assert error_of(capsys, tmp_path, "red3 yellow1\n  , ,\t\n").startswith("line 2, column 3:")
    # a 5000-digit pip count printed CPython's int-conversion limit message
    path = write(tmp_path, "red3 yellow1\nred" + "3" * 5000 + "\n")
    assert cli_icetowers.main(["score", path]) == 1
    err = capsys.readouterr().err
    assert err == "%s: line 2, column 1: a pyramid has 1, 2 or 3 pips, not a 5000-digit " \
        "number\n" % path
    # CR-only line ends: test_score_reads_a_bom_and_crlf_and_refuses_junk_and_empty_tables
