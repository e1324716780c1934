"""Every host-tool command against bad files and out-of-range numbers.

The commands are found in the argparse tree of ``python -m host_sim`` (each
command module's ``build_parser()``), not listed by hand: a command added
tomorrow is covered the day it is added.  Every argument that names a text
file to read (``type=cli_common.in_file``) gets a missing file, an empty
file, random bytes, its example with a UTF-8 byte-order mark, with CRLF line
ends, and a 1 MB file; every numeric option gets 0, -1 and a huge value.
A plain-string argument must be one of those or be listed in NOT_READ, so
a new file argument cannot slip past the reader.  What must hold: the
documented exit status (README, "Host tools"), one line on stderr when the
command fails, never a traceback; a BOM or CRLF file reads exactly as the
plain one.  The commands run in-process (``host_sim.__main__
.main``), ``run`` on a two-second button script, so the whole sweep takes
seconds.
"""

import argparse
import contextlib
import importlib
import io
import os
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from examples import examples
from host_sim import __main__ as entry
from host_sim import cli_common

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXIT_STATUSES = (0, 1, 2, 3)     # README "Host tools": done, file mistake, usage/unreadable, none found
HUGE = 10 ** 12


def ex(*parts):
    return os.path.join(ROOT, *parts)


# The cheapest way to run each command (a new command fails
# test_every_command_has_a_cheap_way_to_run until it is listed here), and an
# example of every text file it reads, by (command, argument dest).
CHEAP = {
    ("run",): ["--headless", "--max-seconds", "20", "--script", "{tmp}/script.txt"],
    ("pipes", "flow"): [ex("tests", "data", "pipes", "double_crossings_to_wall.txt")],
    ("pipes", "boards"): ["--count", "1", "--out", "{tmp}/boards.svg"],
    ("pipes", "simulate"): ["--games", "1", "--players", "1"],
    ("golems", "battle"): [ex("examples", "golems", "field.txt"),
                           ex("examples", "golems", "p1.txt"),
                           ex("examples", "golems", "p2.txt"), "--rounds", "1"],
    ("golems", "solve"): [ex("examples", "golems", "bring_barrel.txt")],
    ("flipop", "play"): [],
    ("flipop", "selfplay"): ["--games", "1"],
    ("icetowers", "simulate"): ["--games", "1"],
    ("icetowers", "score"): [ex("examples", "icetowers", "finished-2p.txt")],
    ("icetowers", "entry"): ["--totals", "1,2", "--settings-out", "{tmp}/s.toml",
                             "--script-out", "{tmp}/p.txt"],
    ("golems", "entry"): ["--lost", "1,0", "--settings-out", "{tmp}/s.toml",
                          "--script-out", "{tmp}/p.txt"],
    ("bench",): None,          # None: no file argument, no numeric option; never run here
    ("bundle",): None,
    ("deploy",): None,
}
FILES = {
    (("run",), "script"): "{tmp}/script.txt",
    (("run",), "settings"): "{tmp}/settings.toml",
    (("pipes", "flow"), "board"): ex("tests", "data", "pipes", "double_crossings_to_wall.txt"),
    (("golems", "battle"), "field"): ex("examples", "golems", "field.txt"),
    (("golems", "battle"), "programs"): ex("examples", "golems", "p1.txt"),
    (("golems", "solve"), "field"): ex("examples", "golems", "bring_barrel.txt"),
    (("icetowers", "score"), "file"): ex("examples", "icetowers", "finished-2p.txt"),
}

# Plain-string arguments that are not a text file the command reads (a new
# one must be typed cli_common.in_file or listed here with its reason).
NOT_READ = {
    "out": "written", "json": "written", "text": "written", "record": "written",
    "frames": "a folder written", "screenshot": "written", "dist": "a folder written",
    "drive": "a folder (CIRCUITPY or the simulator's drive)", "nvm": "binary NVM contents",
    "bundle": "a zip", "firmware": "a folder of firmware (tests)",
    "hand": "cards on the command line", "strategies": "names", "bot": "names",
    "totals": "numbers on the command line", "lost": "numbers on the command line",
    "colours": "colour names on the command line",
    "settings_out": "written", "script_out": "written",
}


def _walk(words, parser, out):
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        out.append((tuple(words), parser))
    for sub in subs:
        for name in sorted(sub.choices):
            _walk(words + [name], sub.choices[name], out)


def commands():
    """(command words, leaf parser) for every command ``python -m host_sim`` has."""
    out = []
    for name in sorted(entry.COMMANDS):
        module = importlib.import_module(entry.COMMANDS[name][0])
        _walk([name], module.build_parser(), out)
    return out


COMMANDS = commands()
IDS = [" ".join(words) for words, _ in COMMANDS]


def file_args(parser):
    return [a for a in parser._actions if a.type is cli_common.in_file]


def numeric_options(parser):
    return [a for a in parser._actions if a.option_strings and
            (getattr(a.type, "range", None) is not None or a.type in (int, float))]


def call(argv):
    """(exit status, stdout, stderr) of ``python -m host_sim ARGV``, in-process."""
    out, err = io.StringIO(), io.StringIO()
    stdin, sys.stdin = sys.stdin, io.StringIO("")        # flipop play: end of input
    cwd = os.getcwd()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = entry.main(list(argv))
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else 2
    finally:
        sys.stdin = stdin
        os.chdir(cwd)
    return code, out.getvalue(), err.getvalue()


def check(result, argv):
    code, out, err = result
    assert "Traceback" not in out + err, (argv, err)
    assert code in EXIT_STATUSES, (argv, code, err)
    if code:
        lines = err.strip().split("\n")
        assert len(lines) == 1 and lines[0], (argv, code, err)
    return result


def fill(argv, tmp):
    return [a.replace("{tmp}", str(tmp)) for a in argv]


def with_file(words, action, path, tmp):
    """The cheap command line with ``path`` for the file argument ``action``."""
    argv = fill(CHEAP[words], tmp)
    example = FILES[(words, action.dest)].replace("{tmp}", str(tmp))
    if not action.option_strings:                       # positional: swap the example
        i = argv.index(example)
        return argv[:i] + [path] + argv[i + 1:]
    opt = action.option_strings[-1]
    if opt in argv:
        i = argv.index(opt)
        return argv[:i + 1] + [path] + argv[i + 2:]
    return argv + [opt, path]


@pytest.fixture
def tmp(tmp_path):
    (tmp_path / "settings.toml").write_text('GM_SOUND = false\nGM_TURN_SECONDS = 90\n')
    (tmp_path / "script.txt").write_text("# a tap, a hold\nwait 0.5\npress\nwait 1\nhold 1\n")
    return tmp_path


def test_the_tree_has_every_command_and_each_a_cheap_way_to_run():
    names = {words[0] for words, _ in COMMANDS}
    assert names == set(entry.COMMANDS)
    assert ("pipes", "flow") in CHEAP and len(COMMANDS) >= 13
    for words, parser in COMMANDS:
        assert words in CHEAP, "add %r to CHEAP (a cheap command line)" % (words,)
        if CHEAP[words] is None:          # never run: only options argparse refuses itself
            assert not file_args(parser), words
            assert all(a.choices is not None for a in numeric_options(parser)), words
        for action in file_args(parser):
            assert (words, action.dest) in FILES, (
                "add an example file for %r %s" % (words, action.dest))


def test_every_string_argument_is_a_file_read_as_text_or_said_not_to_be():
    for words, parser in COMMANDS:
        for a in parser._actions:
            if a.type is None and a.choices is None and a.nargs != 0 and a.const is None \
                    and not isinstance(a, argparse._HelpAction):
                assert a.dest in NOT_READ, (
                    "%s %s: type=cli_common.in_file (read with read_text), or add it to NOT_READ"
                    % (" ".join(words), a.dest))


def test_unknown_commands_and_options_are_one_line():
    for argv in (["nope"], ["pipes", "nope"], ["pipes", "flow", "--nope"], ["golems"],
                 ["run", "--headless"]):
        code, _, err = check(call(argv), argv)
        assert code == 2, (argv, err)


@pytest.mark.parametrize("words,parser", COMMANDS, ids=IDS)
def test_numeric_options_have_a_range_and_refuse_values_outside_it_in_one_line(words, parser, tmp):
    for action in numeric_options(parser):
        opt = action.option_strings[-1]
        if action.choices is None:
            assert getattr(action.type, "range", None), (
                "%s %s: give it cli_common.int_range/float_range" % (" ".join(words), action.dest))
        for value in (0, -1, HUGE):
            if action.choices is not None:
                taken = value in action.choices
            else:
                taken = action.type.range[0] <= value <= action.type.range[1]
            if taken and CHEAP[words] is None:
                continue
            argv = list(words) + fill(CHEAP[words] or [], tmp) + [opt, str(value)]
            code, _, err = check(call(argv), argv)
            if taken:
                continue                                # a value it takes: it ran, see check()
            assert code == 2, (argv, err)
            if action.choices is not None:
                assert "argument %s: invalid choice" % opt in err, err
            else:
                assert "argument %s: must be" % opt in err, err
                assert "%s..%s" % action.type.range in err, err


@pytest.mark.parametrize("words,parser", COMMANDS, ids=IDS)
def test_help_gives_every_ranged_options_range(words, parser):
    text = " ".join(parser.format_help().split())
    for action in numeric_options(parser):
        span = getattr(action.type, "range", None)
        if span is not None and action.help != argparse.SUPPRESS:     # (test-only options)
            assert "%s..%s" % span in text, (" ".join(words), action.option_strings, text)
    assert "``" not in text, (" ".join(words), text)        # docstrings' rst marks, not for a terminal


def _file_cases():
    return [(words, parser, action) for words, parser in COMMANDS for action in file_args(parser)]


FILE_CASES = _file_cases()
FILE_IDS = ["%s %s" % (" ".join(w), a.dest) for w, _, a in FILE_CASES]


@pytest.mark.parametrize("words,parser,action", FILE_CASES, ids=FILE_IDS)
def test_bad_files_are_one_line_and_bom_or_crlf_read_as_plain(words, parser, action, tmp):
    def run(path):
        argv = list(words) + with_file(words, action, str(path), tmp)
        return check(call(argv), argv)

    missing = tmp / "missing.txt"
    code, _, err = run(missing)
    assert code == 2 and err == "%s: no such file\n" % missing
    code, _, err = run(tmp)
    assert code == 2 and "a folder, not a file" in err
    empty = tmp / "empty.txt"
    empty.write_bytes(b"")
    run(empty)
    big = tmp / "big.txt"
    example = FILES[(words, action.dest)].replace("{tmp}", str(tmp))
    data = open(example, "rb").read()
    big.write_bytes((data + b"\n") * (1000000 // (len(data) + 1) + 1))
    code, _, err = run(big)
    assert code == 2
    assert err == "%s: too large (more than %d bytes)\n" % (big, cli_common.MAX_FILE_BYTES)
    plain = run(example)
    assert plain[0] == 0, plain
    text = data.decode("utf-8").replace("\r\n", "\n")
    for name, raw in (("bom.txt", b"\xef\xbb\xbf" + text.encode("utf-8")),
                      ("crlf.txt", text.replace("\n", "\r\n").encode("utf-8")),
                      ("both.txt", b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))):
        path = tmp / name
        path.write_bytes(raw)
        got = run(path)
        assert got[:2] == plain[:2], (name, got, plain)
    junk = tmp / "junk.txt"
    junk.write_bytes(text[:20].encode("utf-8") + b"\xff\xfe" + b"\x00\x01")
    code, _, err = run(junk)
    assert code == 2 and err.startswith("%s: " % junk)
    assert "not UTF-8 text (byte 0xff at offset %d)" % len(text[:20].encode("utf-8")) in err


@pytest.mark.parametrize("words,parser,action", FILE_CASES, ids=FILE_IDS)
def test_random_bytes_are_one_line_or_a_result(words, parser, action, tmp):
    @settings(max_examples=examples(40), deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(st.binary(max_size=300))
    def prop(data):
        path = tmp / "random.bin"
        path.write_bytes(data)
        argv = list(words) + with_file(words, action, str(path), tmp)
        check(call(argv), argv)
    prop()
