"""The Flipop opponent's memory budget on the MicroPython VM (hard heap cap):
12 moves at the device's strength (level 2) within 32 KB plus the measured
scenario driver, the same game as on CPython, and the cap bites."""

from tests.gates._tools import need
from tools import mpvm
from tools.mpvm import budgets, host


def _vm():
    need(mpvm.missing(), "MicroPython budget gate (Node 20 + npm micropython-webassembly-pyscript)")


def test_twelve_opponent_moves_fit_32_kb():
    _vm()
    result = budgets.run_flipop()
    assert result.ok, "flipop does not fit %d bytes:\n%s" % (budgets.FLIPOP_BUDGET,
                                                             budgets.describe(result))
    on_cpython = host.run_cpython("scenario_flipop", budgets.FLIPOP_ARGS)
    assert host.comparable(result.result) == host.comparable(on_cpython)
    lines = on_cpython.splitlines()
    assert lines[11].startswith("11 B ") and lines[12].startswith("END ")
    # every move within the node budget: at most 300 / 5 + 1 search steps
    assert int(lines[12].split()[-1]) <= 61


def test_the_flipop_budget_is_not_vacuous():
    _vm()
    assert not budgets.run_flipop(heap=24 * 1024).ok


def test_the_exit_end_rule_fits_32_kb_with_its_search_stepped():
    _vm()
    result = budgets.run_flipop(rules={"end": 1})
    assert result.ok, "flipop (exit rule) does not fit:\n%s" % budgets.describe(result)
    args = dict(budgets.FLIPOP_ARGS)
    args["rules"] = {"end": 1}
    on_cpython = host.run_cpython("scenario_flipop", args)
    assert host.comparable(result.result) == host.comparable(on_cpython)


def test_same_game_on_both_vms_under_other_settings():
    """The engine and opponent play the same moves on MicroPython and CPython
    under the other chain, last-gate, no-reverse and end settings."""
    _vm()
    for rules in ({"chain": 1, "last_gate": True, "reverse": 0, "end": 0},
                  {"chain": 2, "last_gate": False, "reverse": 2, "end": 2}):
        args = {"seed": 4, "moves": 24, "level": 1, "chunk": 5, "rules": rules}
        result = budgets.run_on_vm("scenario_flipop", args, 256 * 1024)
        assert result.ok, result.summary()
        on_cpython = host.run_cpython("scenario_flipop", args)
        assert host.comparable(result.result) == host.comparable(on_cpython)
        assert len(on_cpython.splitlines()) > 10, on_cpython
