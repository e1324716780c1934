"""Shared by the gate tests: skip loudly, or fail under CI, when a tool is missing.

A gate that silently does not run is worse than none, so: when the tool is
genuinely missing and the environment variable CI is unset, the test is
skipped with a warning that names the tool and the command that installs
it; under CI (CI set to anything but "", "0" or "false") it fails.
"""

import os
import warnings

import pytest


def in_ci():
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def need(reason, what, install="tools/setup_gates.sh"):
    """``reason`` is None when the tool is there, else why it is not
    (``install``: how to get it)."""
    if reason is None:
        return
    text = "GATE NOT RUN - %s: %s (install: %s)" % (what, reason, install)
    if in_ci():
        pytest.fail("CI=%s and %s" % (os.environ.get("CI"), text))
    warnings.warn(text)
    pytest.skip(text)


_RUNS = {}


def shared_run(key, make):
    """The result of ``make()``, made once per test process: the budget
    gates and the benchmark test need the same MicroPython VM runs (the
    slowest part of both), so whichever runs first makes them."""
    if key not in _RUNS:
        _RUNS[key] = make()
    return _RUNS[key]


def record_figures(name, source="record"):
    """A measured record's figures (tools/records.py): "record", the
    committed one (measured here when stale: make test), or "fresh", a
    measurement made now, once per test process (make test-slow)."""
    from tools import records
    if source == "fresh":
        return shared_run(name + "_fresh", lambda: records.measure(name)["figures"])
    return records.figures(name)


def committed_record(name):
    """The committed record's figures; fails when it is missing or stale
    (measured on other files than these: make test-slow's check)."""
    from tools import records
    rec = records.committed(name)
    assert rec is not None, "bench/records/%s.json is missing: `make records` writes it" % name
    assert rec["inputs_sha256"] == records.inputs_hash(name)[0], (
        "bench/records/%s.json is stale (a file it depends on changed): `make records`" % name)
    return rec["figures"]


def budget_session():
    from tools.mpvm import budgets
    return shared_run("session", budgets.run_session)


def budget_game():
    from tools.mpvm import budgets
    return shared_run("game", budgets.run_game)
