"""The memory budgets, enforced on the MicroPython VM with a hard heap cap
(tools/mpvm/budgets.py says what counts).  A failing budget is a bug in the
code it measures: fix the code, do not raise the number."""

from tests.gates._tools import budget_game, budget_session, need
from tools import mpvm
from tools.mpvm import budgets, host

import pytest

# one xdist worker runs both files: they share the MicroPython VM runs
pytestmark = pytest.mark.xdist_group("vm-shared-runs")


def _vm():
    need(mpvm.missing(), "MicroPython budget gate (Node 20 + npm micropython-webassembly-pyscript)")


def _within_budget(result, what, budget, module, args):
    """The run completed under the cap and played the same game as CPython."""
    assert result.ok, "%s does not fit %d bytes:\n%s" % (what, budget, budgets.describe(result))
    on_cpython = host.run_cpython(module, args)
    assert host.comparable(result.result) == host.comparable(on_cpython)
    return on_cpython


def test_a_whole_game_master_session_fits_its_budget():
    _vm()
    cp = _within_budget(budget_session(), "the Pipes game-master session",
                        budgets.SESSION_BUDGET, "scenario_session", budgets.session_args())
    assert "TIMEOUTS 0 " not in cp and " WATER 21" in cp, cp


def test_a_whole_4_player_simulated_game_fits_64_kb():
    _vm()
    cp = _within_budget(budget_game(), "a 4-player simulated Pipes game",
                        budgets.GAME_BUDGET, "scenario_match", budgets.game_args())
    assert "GAME 0 " in cp


def test_the_budget_runs_are_not_vacuous():
    """The same runs fail with a heap too small for them: the cap bites."""
    _vm()
    assert not budgets.run_game(heap=24 * 1024).ok
    assert not budgets.run_session(heap=16 * 1024).ok
