"""make sim / bundle / deploy need no Node; only the tests do (issue 13 item 6)."""

import os
import shutil
import subprocess

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def dry_run(*targets):
    # -B: as on a fresh clone (every stamp out of date); -n: print, run nothing
    out = subprocess.run(["make", "-B", "-n", "CIRCUITPY=/nowhere"] + list(targets), cwd=REPO,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.skipif(shutil.which("make") is None, reason="no make")
def test_only_the_tests_install_node_tools():
    for target in ("sim", "bundle", "deploy", "boards", "demo"):
        plan = dry_run(target)
        assert "requirements-dev.txt" in plan, target
        assert "setup_gates" not in plan and "npm" not in plan, (target, plan)
    assert "setup_gates" in dry_run("test")
