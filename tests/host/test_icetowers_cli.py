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
    # white is Gus: w3 w2 w1 = 6 beats red 3 and yellow 2.
    code, sc, _ = score_json(capsys, write(tmp_path, "white3 white2 white1\nred3\nyellow2\n"))
    assert sc["variant"] == "ghost" and sc["winners"] == ["gus"]
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
    assert error_of(capsys, tmp_path, "# x\n\nred3  purple2\n") == \
        "line 3, column 7: unknown colour 'purple' (red, yellow, green, blue, white)"
    assert error_of(capsys, tmp_path, "red4\n").startswith(
        "line 1, column 1: a pyramid has 1, 2 or 3 pips")
    assert error_of(capsys, tmp_path, "red\n").startswith("line 1, column 1: 'red' is not a pyramid")
    six = "red1 red1 red1\nyellow2 red1 red1 red1\n"
    assert error_of(capsys, tmp_path, six) == \
        "line 2, column 19: a sixth red1: a colour has only 5 of each size"
    assert error_of(capsys, tmp_path, "players: 2\nred3 green2\n") == \
        "line 2, column 6: green is not in a 2-player standard game"
    assert error_of(capsys, tmp_path, "players: 7\n") == "line 1, column 10: players must be 2, 3 or 4"
    assert error_of(capsys, tmp_path, "red3\nplayers: 2\n") == \
        "line 2, column 1: settings come before the towers"
    assert error_of(capsys, tmp_path, "colour: red\n") == "line 1, column 1: unknown setting 'colour'"
    assert error_of(capsys, tmp_path, "white1 red1\n", "--double") == \
        "line 1, column 1: white is not in a 2-player double game"
    assert error_of(capsys, tmp_path, "variant: solo\n") == \
        "line 1, column 10: variant must be standard (normal), ghost (gus) or double"


def test_the_table_takes_the_settings_variant_names_too():
    # ICETOWERS_VARIANT = "gus" / "normal" on the device; the table file says the same
    assert parse("variant: gus\nwhite3 red1\n").variant == parse("variant: ghost\nwhite3 red1\n").variant
    assert parse("variant: normal\nred3\n").variant == parse("variant: standard\nred3\n").variant


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
    # binary junk: one line naming the file and the byte, exit 2, no traceback
    p.write_bytes(b"red3 \xff\xfe\x80 blue1\n")
    assert cli_icetowers.main(["score", str(p)]) == 2
    err = capsys.readouterr().err
    assert err == "%s: not UTF-8 text (byte 0xff at offset 5)\n" % p


def test_score_reads_the_devices_colours_one_scheme_for_both(capsys, tmp_path):
    # the device's player 2 is Yellow (gamemaster.icetowers.referee.NAMES): a
    # two-player table written in its colours is a two-player game
    from gamemaster.icetowers.referee import NAMES
    from gamemaster.icetowers.rules import COLOUR_NAMES
    assert tuple(n.lower() for n in NAMES) == COLOUR_NAMES
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
