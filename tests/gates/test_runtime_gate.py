"""The runtime gate: the logic tests run on a real MicroPython VM (1.27,
WebAssembly, under Node) with a hard heap cap, and the gate really fails on
code MicroPython cannot run."""

import ast
import glob
import os
import re

from tests.gates._tools import need
from tools import mpvm

ROOT = mpvm.ROOT
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed$", re.M)


def _vm():
    need(mpvm.missing(), "MicroPython runtime gate (Node 20 + npm micropython-webassembly-pyscript)")


def _counts(result):
    found = SUMMARY.findall(result.stdout)
    assert found, "no 'N passed, N failed' line:\n" + result.summary()
    return int(found[-1][0]), int(found[-1][1])


def test_declaration_selects_every_logic_test_unless_excluded_with_a_reason():
    decl = mpvm.load_declaration()
    every = sorted(os.path.relpath(p, ROOT).replace(os.sep, "/")
                   for p in glob.glob(os.path.join(ROOT, "tests", "lib", "test_*.py")))
    assert every, "no tests/lib/test_*.py at all"
    assert decl["files"] == [f for f in every if f not in decl["excluded"]]
    for path, reason in sorted(decl["excluded"].items()):
        assert len(reason) > 10, "exclusion of %s needs a real reason" % path


def test_logic_tests_never_import_pytest_or_hypothesis():
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "lib", "*.py"))):
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in ("pytest", "hypothesis"), \
                    "%s imports %s: it must run on MicroPython" % (path, name)


def test_declared_logic_tests_pass_on_micropython():
    _vm()
    decl, result = mpvm.run_declared_tests()
    assert decl["files"], "tests/micropython.toml selects no test module"
    passed, failed = _counts(result)
    assert result.ok and failed == 0, result.summary()
    assert passed >= len(decl["files"]), result.summary()
    assert result.stats["heap_cap_bytes"] == decl["heap_bytes"]


def _run_extra(tmp_path, files, heap=262144, timeout=60):
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    modules = sorted(n[:-3] for n in files if n.startswith("test_"))
    return mpvm.run("tests", modules, heap=heap, timeout=timeout,
                    mounts=mpvm.DEFAULT_MOUNTS + ((str(tmp_path), "/extra"),),
                    paths=("/tests", "/extra"))


def test_a_module_importing_dataclasses_fails_on_micropython(tmp_path):
    _vm()
    result = _run_extra(tmp_path, {
        "test_uses_dataclasses.py": "import dataclasses\n\ndef test_x():\n    pass\n",
        "test_fine.py": "def test_y():\n    assert sum([1, 2]) == 3\n"})
    assert not result.ok
    assert _counts(result) == (1, 1)
    assert "no module named 'dataclasses'" in result.stdout


def test_a_failing_assert_fails_the_run(tmp_path):
    _vm()
    result = _run_extra(tmp_path, {"test_bad.py": "def test_z():\n    assert 1 + 1 == 3, 'arith'\n"})
    assert not result.ok and _counts(result) == (0, 1)
    assert "AssertionError: arith" in result.stdout


def test_the_heap_cap_is_hard(tmp_path):
    _vm()
    files = {"test_big.py": (
        "def test_hold_40_kb():\n"
        "    held = [bytearray(1000) for _ in range(40)]\n"
        "    assert len(held) == 40\n")}
    small = _run_extra(tmp_path, files, heap=32 * 1024)
    assert not small.ok and small.stats["memory_error"], small.summary()
    big = _run_extra(tmp_path, files, heap=64 * 1024)
    assert big.ok, big.summary()


def test_garbage_is_collected_between_calls_only(tmp_path):
    """Why long simulations are stepped: 200 KB of garbage in one call does
    not fit a 64 KB heap on this VM, 100 calls of 2 KB each do."""
    _vm()
    one_call = _run_extra(tmp_path, {"test_g.py": (
        "def test_garbage():\n"
        "    for _ in range(100):\n"
        "        bytearray(2000)\n")}, heap=64 * 1024)
    assert not one_call.ok and one_call.stats["memory_error"]
    many = "".join("def test_g%03d():\n    bytearray(2000)\n" % i for i in range(100))
    stepped = _run_extra(tmp_path, {"test_g.py": many}, heap=64 * 1024)
    assert stepped.ok and _counts(stepped) == (100, 0), stepped.summary()


def test_a_runaway_run_is_killed_by_the_timeout(tmp_path):
    _vm()
    result = _run_extra(tmp_path, {"test_spin.py": "def test_spin():\n    while True:\n        pass\n"},
                        timeout=1)
    assert result.timed_out and not result.ok
