"""Button scripts and the headless command line."""

import json
import os

import pytest
from fixtures.tiny import TINY_DIR

from host_sim import runner
from host_sim.script import Command, ScriptError, duration, parse

REQUIRED = {"t_ms", "game", "phase", "turn", "water_round", "element", "seconds_left", "ring",
            "boot", "cues", "refresh_pixels"}


def test_parse_commands_comments_and_blank_lines():
    cmds = parse("# demo\n\nwait 1.5\npress   # next\nHOLD 2\nreset\n")
    assert cmds == [Command("wait", 1.5, 3), Command("press", 0.12, 4),
                    Command("hold", 2.0, 5), Command("reset", 0.0, 6)]
    assert duration(cmds) == pytest.approx(3.62)


@pytest.mark.parametrize("text, message", [
    ("wait 1\njump 3", "line 2: unknown command 'jump' (expected one of: wait, press, hold, reset)"),
    ("wait", "line 1: 'wait' takes exactly one argument (seconds), got 0"),
    ("\nhold soon", "line 2: 'hold' needs a number of seconds, got 'soon'"),
    ("wait -1", "line 1: 'wait' needs a finite number of seconds >= 0, got '-1'"),
    ("wait nan", "line 1: 'wait' needs a finite number of seconds >= 0, got 'nan'"),
    ("press 2", "line 1: 'press' takes no arguments, got '2'"),
])
def test_bad_lines_name_the_line_and_what_was_expected(text, message):
    with pytest.raises(ScriptError) as err:
        parse(text, source="s.txt")
    assert str(err.value) == "s.txt " + message


def test_cli_bad_script_exits_1_before_running(tmp_path, capsys):
    script = tmp_path / "bad.txt"
    script.write_text("wait 1\npress twice\n")
    code = runner.main(["--headless", "--firmware", TINY_DIR, "--script", str(script)])
    assert code == 1                                   # a mistake inside the file
    assert "line 2: 'press' takes no arguments" in capsys.readouterr().err
    assert runner.main(["--headless", "--firmware", TINY_DIR]) == 2


def test_cli_headless_run_writes_rows_and_frames(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("wait 1\npress\nwait 0.5\nhold 1\nreset\nwait 0.2\n")
    out = tmp_path / "out.jsonl"
    code = runner.main(["--headless", "--firmware", TINY_DIR, "--script", str(script),
                        "--record", str(out), "--frames", str(tmp_path / "frames"),
                        "--ticks-start", str((1 << 29) - 500), "--ring", "16", "--seed", "4"])
    assert code == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert all(REQUIRED <= set(row) for row in rows)
    assert [(r["boot"], r["turn"], r["phase"]) for r in rows] == [
        (1, 0, "idle"), (1, 1, "pressed"), (1, 1, "idle"), (1, 2, "pressed"),
        (1, 2, "idle"), (2, 0, "idle")]    # the hold's release is scanned before the reset
    assert [r["t_ms"] for r in rows] == [0, 1020, 1140, 1740, 2740, 2820]
    assert rows[1]["ticks_ms"] == 520                      # wrapped
    assert all(len(r["ring"]) == 16 for r in rows)
    assert all(os.path.exists(tmp_path / r["frame"]) for r in rows)
    assert rows[-1]["boot_count"] == 2


def test_cli_crash_exits_1_with_the_traceback(tmp_path, capsys):
    settings = tmp_path / "settings.toml"
    settings.write_text('TINY_CRASH_AT = 1\n')
    script = tmp_path / "s.txt"
    script.write_text("wait 1\npress\nwait 1\n")
    code = runner.main(["--headless", "--firmware", TINY_DIR, "--script", str(script),
                        "--settings", str(settings)])
    err = capsys.readouterr().err
    assert code == 1
    assert "Traceback" in err and "RuntimeError: tiny firmware crash at press 1" in err
    assert "crashed at virtual t=1.020 s" in err


def test_cli_max_seconds_bounds_the_real_time_of_a_run(tmp_path, capsys):
    script = tmp_path / "long.txt"
    script.write_text("wait 1000000\n")
    code = runner.main(["--headless", "--firmware", TINY_DIR, "--script", str(script),
                        "--max-seconds", "0.5"])
    assert code == 1
    assert "--max-seconds of real time exceeded at virtual t=" in capsys.readouterr().err
