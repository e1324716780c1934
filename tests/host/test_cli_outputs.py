"""Every host-tool command against output paths it cannot write (issue 35).

Beside tests/host/test_cli_inputs.py (the files the commands read), this
takes every argument that names a file or a folder a command writes
(``type=cli_common.out_file`` / ``out_dir``, found in the argparse tree, so
a new one is covered the day it is added) and gives it what a person can
mistype or a machine can run out of: /dev/full, a folder where a file
belongs (and a file where a folder belongs), a path under a file, a folder
it may not write in, an empty value.  What must hold: exit status 2, one
line on stderr naming the problem, no traceback, within a second, nothing
written.  A disk that fills up mid-run (a per-file size limit,
RLIMIT_FSIZE, in a child process: writes then fail with EFBIG as with
ENOSPC) ends ``run``'s --record, --frames and --nvm the same way instead of
looping; and no command reads an output file to its end (``bench`` keeps
the web page's figures from its --out, read with a size bound).
"""

import os
import resource
import signal
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from examples import examples
from host_sim import bench, cli_common

from test_cli_inputs import CHEAP, COMMANDS, ROOT, call, check, fill


def out_args(parser):
    return [a for a in parser._actions if a.type in (cli_common.out_file, cli_common.out_dir)]


CASES = [(words, parser, a) for words, parser in COMMANDS for a in out_args(parser)]
IDS = ["%s %s" % (" ".join(w), a.dest) for w, _, a in CASES]


def argv_with(words, action, path, tmp):
    base = fill(CHEAP[words] or [], tmp)
    opt = action.option_strings[-1]
    if opt in base:
        i = base.index(opt)
        base = base[:i] + base[i + 2:]
    return list(words) + base + [opt, path]


def unwritable_folder(tmp):
    # a folder this process may not write in: mode 0500, or (root writes
    # anywhere) a folder of /sys, which refuses new files to root too
    if os.geteuid() != 0:
        d = tmp / "locked"
        d.mkdir()
        d.chmod(0o500)
        return str(d)
    return "/sys"


def bad_paths(action, tmp):
    folder = action.type is cli_common.out_dir
    a_file = tmp / "a-file.txt"
    a_file.write_text("x\n")
    a_dir = tmp / "a-dir"
    a_dir.mkdir(exist_ok=True)
    locked = unwritable_folder(tmp)
    paths = [("a path under a file", str(a_file / "x.out")),
             ("an unwritable folder", os.path.join(locked, "gm-out" if folder else "gm.out")),
             ("an empty value", "")]
    if folder:
        paths += [("a file", str(a_file)), ("an unwritable folder itself", locked)]
    else:
        paths += [("/dev/full", "/dev/full"), ("a folder", str(a_dir))]
    return paths


def test_every_written_path_argument_is_typed_so():
    # the plain-string arguments test_cli_inputs lists as written are typed
    # now: out_file / out_dir, so every one is checked here
    found = {(w, a.dest) for w, _, a in CASES}
    for words, dest in ((("run",), "record"), (("run",), "frames"), (("run",), "nvm"),
                        (("bench",), "out"), (("bundle",), "dist"), (("pipes", "boards"), "out"),
                        (("pipes", "boards"), "text"), (("pipes", "simulate"), "json"),
                        (("icetowers", "simulate"), "json")):
        assert (words, dest) in found, (words, dest)


@pytest.mark.parametrize("words,parser,action", CASES, ids=IDS)
def test_a_path_that_cannot_be_written_is_one_line_exit_2_at_once(words, parser, action, tmp_path):
    before = sorted(os.listdir(tmp_path))
    for what, path in bad_paths(action, tmp_path):
        argv = argv_with(words, action, path, tmp_path)
        t = time.monotonic()
        code, _, err = check(call(argv), argv)
        assert code == 2, (what, argv, err)
        assert time.monotonic() - t < 1.0, (what, argv)
        assert "argument %s:" % action.option_strings[-1] in err, (what, err)
    # nothing written: no file beside the ones made here, the file and the
    # folder as they were
    assert set(os.listdir(tmp_path)) <= set(before) | {"a-file.txt", "a-dir", "locked"}
    assert (tmp_path / "a-file.txt").read_text() == "x\n"
    assert os.listdir(tmp_path / "a-dir") == []


# the commands that run here (bench and bundle never do: the fixed cases above cover them)
RUN = [(w, p, a) for w, p, a in CASES if CHEAP[w] is not None]


@pytest.mark.parametrize("words,parser,action", RUN,
                         ids=["%s %s" % (" ".join(w), a.dest) for w, _, a in RUN])
def test_random_output_paths_are_one_line_or_a_result(words, parser, action, tmp_path):
    # paths put together from pieces that exist or not, files, folders,
    # devices: every one ends in a result or one line, exit 2
    (tmp_path / "f").write_text("x\n")
    (tmp_path / "d").mkdir()
    pieces = st.sampled_from(["f", "d", "new", "..", "", "x.json", "y.svg"])

    @settings(max_examples=examples(12), deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(st.sampled_from([str(tmp_path), "/dev/full", "/dev/null", "/sys", "/proc"]),
           st.lists(pieces, max_size=3))
    def prop(root, parts):
        path = os.path.join(root, *parts) if parts else root
        argv = argv_with(words, action, path, tmp_path)
        code, _, err = check(call(argv), argv)
        assert code in (0, 2), (argv, err)
    prop()


def _limited(size):
    def start():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))
    return start


@pytest.mark.parametrize("opt,name", [("--record", "r.jsonl"), ("--frames", "frames"),
                                      ("--nvm", "nvm.bin")])
def test_a_disk_that_fills_up_mid_run_ends_the_run_in_one_line(opt, name, tmp_path):
    # the old runner looped printing "[Errno 28]" for minutes; now the
    # firmware is stopped at the first failed write and the run says so
    out = str(tmp_path / name)
    argv = [sys.executable, "-m", "host_sim", "run", "--headless", "--game", "pipes",
            "--script", os.path.join(ROOT, "examples", "scripts", "pipes-demo.txt"), opt, out]
    t = time.monotonic()
    p = subprocess.run(argv, cwd=ROOT, preexec_fn=_limited(1000), capture_output=True, text=True,
                       timeout=60)
    took = time.monotonic() - t
    lines = p.stderr.strip().split("\n")
    assert p.returncode == 2 and len(lines) == 1 and "Traceback" not in p.stderr, p.stderr
    assert "File too large" in lines[0] and out in lines[0], lines
    assert took < 10, took                       # the interpreter's start-up, then at once
    assert not os.path.exists(out + ".tmp")


def test_bench_reads_its_output_file_with_a_size_bound(tmp_path):
    # the web page's figures are kept from --out: a file that is not a
    # results file (a device, a huge or foreign file) is not read to its end
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(bench.RESULTS_MAX_BYTES + 1)
    assert bench.read_results(str(big)) is None
    assert bench.read_results("/dev/zero") is None
    (tmp_path / "list.json").write_text("[1, 2]")
    assert bench.read_results(str(tmp_path / "list.json")) is None
    (tmp_path / "ok.json").write_text('{"web_press_to_frame_ms": 7}')
    assert bench.read_results(str(tmp_path / "ok.json")) == {"web_press_to_frame_ms": 7}
    results = {"how": {}, "details": {}}
    bench.keep_web_figures("/dev/zero", results)
    assert results == {"how": {}, "details": {}}


CMD_IDS = [" ".join(w) for w, _ in COMMANDS]


@pytest.mark.parametrize("words,parser", COMMANDS, ids=CMD_IDS)
def test_an_empty_value_is_a_mistake_not_a_default(words, parser, tmp_path):
    # `run --settings ''` once ran without the settings it was given
    (tmp_path / "script.txt").write_text("wait 0.5\n")
    for a in parser._actions:
        if not a.option_strings or a.nargs == 0 or a.option_strings[0] == "-h":
            continue
        opt = a.option_strings[-1]
        for extra in ([opt, ""], [opt + "="]):
            argv = list(words) + fill(CHEAP[words] or [], tmp_path) + extra
            code, _, err = check(call(argv), argv)
            assert code == 2 and "argument %s: an empty value" % opt in err, (argv, err)
