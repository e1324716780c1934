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


def need(reason, what):
    """``reason`` is None when the tool is there, else why it is not."""
    if reason is None:
        return
    text = "GATE NOT RUN - %s: %s (install: tools/setup_gates.sh)" % (what, reason)
    if in_ci():
        pytest.fail("CI=%s and %s" % (os.environ.get("CI"), text))
    warnings.warn(text)
    pytest.skip(text)
