"""A gate whose tool is missing skips loudly on a developer's machine and
fails under CI; a present tool neither skips nor fails."""

import pytest

from tests.gates import _tools


def test_missing_tool_skips_with_a_warning_when_ci_is_unset(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.warns(UserWarning, match="GATE NOT RUN - thing: not installed"):
        with pytest.raises(pytest.skip.Exception, match="tools/setup_gates.sh"):
            _tools.need("not installed", "thing")


def test_missing_tool_fails_under_ci(monkeypatch):
    for value in ("true", "1", "yes"):
        monkeypatch.setenv("CI", value)
        with pytest.raises(pytest.fail.Exception, match="GATE NOT RUN"):
            _tools.need("not installed", "thing")


def test_ci_false_or_empty_counts_as_unset(monkeypatch):
    for value in ("", "0", "false"):
        monkeypatch.setenv("CI", value)
        assert not _tools.in_ci()


def test_present_tool_passes_through(monkeypatch):
    monkeypatch.setenv("CI", "true")
    assert _tools.need(None, "thing") is None
