"""The lint gate: lib/ keeps the portability rules, and each rule bites."""

import subprocess
import sys

from tools.gates import lint

CASES = (
    ("import dataclasses\n", "GM001"),
    ("from typing import List\n", "GM001"),
    ("import enum\n", "GM001"),
    ("from abc import ABC\n", "GM001"),
    ("import random\n", "GM002"),
    ("try:\n    import time\nexcept ImportError:\n    pass\n", "GM002"),
    ("from __future__ import annotations\n", "GM002"),
    ("import traceback\n", "GM002"),
    ("def f(x):\n    match x:\n        case 1:\n            return 1\n", "GM003"),
    ("def f(r, items):\n    r.shuffle(items)\n    random.shuffle(items)\n", "GM004"),
    ("from random import shuffle\n", "GM004"),
    ("def f(time):\n    return time.monotonic()\n", "GM004"),
    ("n = (5).bit_length()\n", "GM005"),
    ("s = 'ab'.removeprefix('a')\n", "GM005"),
    ("s = '7'.zfill(3)\n", "GM005"),
    ("p = 'a b c'.split(' ', maxsplit=1)\n", "GM006"),
    ("a = (1, 2)\nb = [*a]\n", "GM007"),
    ("d = {}\ne = {**d}\n", "GM007"),
    ("def f(a, /, b):\n    return a\n", "GM008"),
    ("class A:\n    def __init_subclass__(cls):\n        pass\n", "GM009"),
    ("def f():\n    try:\n        pass\n    except ValueError as e:\n        raise KeyError() from e\n", "GM010"),
)

ALLOWED = (
    "try:\n    from typing import List\nexcept ImportError:\n    pass\n",
    "try:\n    import dataclasses\nexcept (ImportError, AttributeError):\n    dataclasses = None\n",
    "a, *rest = (1, 2, 3)\n",
    "def f(*args, **kw):\n    return g(*args, **kw)\n",
    "p = 'a b c'.split(' ', 1)\n",
    "from gamemaster.prng import Rng\nRng(1).shuffle([1, 2])\n",
)


def test_lib_keeps_the_portability_rules():
    files = lint.collect()
    assert len(files) > 10
    findings = lint.scan()
    assert findings == [], "\n".join(lint.format_finding(f) for f in findings)


def test_each_forbidden_construct_is_reported():
    for source, code in CASES:
        found = [f[3] for f in lint.scan_source(source, "case.py")]
        assert code in found, "%r: expected %s, got %s" % (source, code, found)


def test_allowed_constructs_pass():
    for source in ALLOWED:
        assert lint.scan_source(source, "ok.py") == [], source


def test_findings_name_file_line_and_column():
    (f,) = lint.scan_source("x = 1\nimport random\n", "lib/x.py")
    assert lint.format_finding(f).startswith("lib/x.py:2:1: GM002 ")


def test_command_line_fails_on_a_bad_file(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import dataclasses\n")
    r = subprocess.run([sys.executable, "-m", "tools.gates.lint", str(bad)], capture_output=True,
                       text=True, cwd=lint.ROOT, timeout=60)
    assert r.returncode == 1 and "GM001" in r.stdout, r.stdout + r.stderr
