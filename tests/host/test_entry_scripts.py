"""``python -m host_sim icetowers entry`` and ``golems entry`` (issue 34):
the settings file and the press script they write, run as the issue says
(``python -m host_sim run --headless --settings S --script P --record R``),
start the game, reach the entry and enter the values given; the script's
entry starts at its ``# entry`` line and waits no more than its gestures
need, and the last record line holds what was entered."""

import json
import os
import subprocess
import sys

from host_sim import entry_plans as plans
from host_sim import script as scriptmod

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def host_sim(*argv):
    return subprocess.run([sys.executable, "-m", "host_sim"] + list(argv), cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def entry_lines(path):
    # the script's lines from ``# entry`` on (its gestures)
    with open(path) as f:
        lines = f.read().splitlines()
    assert lines.count(plans.MARK) == 1
    return lines[lines.index(plans.MARK) + 1:]


def made_and_run(tmp_path, game, flag, values):
    s, p, r = (str(tmp_path / n) for n in ("settings.toml", "script.txt", "record.jsonl"))
    made = host_sim(game, "entry", flag, values, "--settings-out", s, "--script-out", p)
    assert made.returncode == 0 and made.stderr == "", made.stderr
    ran = host_sim("run", "--headless", "--settings", s, "--script", p, "--record", r)
    assert ran.returncode == 0, ran.stderr
    with open(r) as f:
        rows = [json.loads(line) for line in f]
    return made.stdout, entry_lines(p), rows


def test_icetowers_entry_enters_the_four_totals_in_38_presses(tmp_path):
    out, entry, rows = made_and_run(tmp_path, "icetowers", "--totals", "31,28,33,27")
    assert rows[-1]["phase"] == "result" and rows[-1]["scores"] == [31, 28, 33, 27]
    assert rows[-1]["title"] == "Green wins"
    # no wait between two gestures; a tap each ten and one, a hold each step
    assert all(line in ("press", "hold 1.0") for line in entry)
    assert len(entry) == 38 and entry.count("hold 1.0") == 8      # the end screen's tap too
    seconds = scriptmod.duration(scriptmod.parse(entry))
    assert seconds <= 90 and "38 presses (30 taps, 8 holds), 15.4 s of pressing" in out
    # the players' colours are the referee's, in its order
    colours = [r["title"][6:] for r in rows if r["phase"] == "score"]
    assert [c for i, c in enumerate(colours) if i == 0 or colours[i - 1] != c] == \
        ["Red", "Yellow", "Green", "Blue"]


def test_icetowers_entry_takes_the_tables_colours(tmp_path):
    # issue 36's colours: a three-player table of purple, black and orange
    # pyramids, scored in that order, whatever colours the table owns
    s, p, r = (str(tmp_path / n) for n in ("settings.toml", "script.txt", "record.jsonl"))
    made = host_sim("icetowers", "entry", "--totals", "12,30,7", "--colours", "purple,black,orange",
                    "--settings-out", s, "--script-out", p)
    assert made.returncode == 0 and made.stderr == "", made.stderr
    with open(s) as f:
        assert 'ICETOWERS_COLOURS = "purple black orange"' in f.read()
    ran = host_sim("run", "--headless", "--settings", s, "--script", p, "--record", r)
    assert ran.returncode == 0, ran.stderr
    with open(r) as f:
        rows = [json.loads(line) for line in f]
    assert rows[-1]["phase"] == "result" and rows[-1]["scores"] == [12, 30, 7]
    assert rows[-1]["title"] == "Black wins"
    colours = [row["title"][6:] for row in rows if row["phase"] == "score"]
    assert [c for i, c in enumerate(colours) if i == 0 or colours[i - 1] != c] == \
        ["Purple", "Black", "Orange"]


def test_golems_entry_enters_the_lives_each_golem_lost(tmp_path):
    out, entry, rows = made_and_run(tmp_path, "golems", "--lost", "1,0,2,0")
    assert rows[-1]["phase"] == "round_end" and rows[-1]["lives_lost"] == [1, 0, 2, 0]
    assert rows[-1]["lines"][1] == "Red 2  Blue 3  Yellow 1  Green 3"
    assert entry == ["press", "hold 1.0", "hold 1.0", "press", "press", "hold 1.0", "hold 1.0"]
    assert "7 presses (3 taps, 4 holds)" in out


def test_the_entry_commands_refuse_values_they_cannot_enter(tmp_path):
    s, p = str(tmp_path / "s.toml"), str(tmp_path / "p.txt")
    for argv, says in ((("icetowers", "entry", "--totals", "31"), "2 to 4 numbers"),
                       (("icetowers", "entry", "--totals", "31,70"), "at most 60 pips"),
                       (("icetowers", "entry", "--totals", "a,b"), "whole numbers"),
                       (("golems", "entry", "--lost", "1,4,0"), "0..3"),
                       (("icetowers", "entry", "--totals", "3,4", "--colours", "red,red"),
                        "red is named twice"),
                       (("icetowers", "entry", "--totals", "3,4", "--colours", "red pink"),
                        "'pink' is no pyramid colour"),
                       (("icetowers", "entry", "--totals", "3,4,5", "--colours", "red-cyan"),
                        "one colour a player (3), got 2")):
        r = host_sim(*(argv + ("--settings-out", s, "--script-out", p)))
        assert r.returncode == 2 and says in r.stderr and len(r.stderr.splitlines()) == 1
        assert not os.path.exists(s) and not os.path.exists(p)
