"""``python -m host_sim bench`` measures every figure it promises, says how,
and the allocation-free idle tick stays allocation-free.

Run in this process with ``--quick``: the MicroPython session and game it
measures are the budget gates' own runs (``_tools.shared_run``; made once
per test process, by whichever test comes first), and the firmware's RAM
and the flash wear are their records' (bench/records, tools/records.py:
the gates' figures, measured on these files), so the slowest parts of the
bench are not paid twice.  ``make test-slow`` runs it again on a fresh
measurement of both, in the RAM gate's test process, whose fresh
measurement it shares."""

import json

from tests.gates._tools import budget_game, budget_session, need, record_figures
from tools import mpvm, records
from tools.mpvm import budgets
from host_sim import bench

import pytest


# the record's run in the budget gates' test process (test_budgets.py: they
# share the MicroPython VM runs), the fresh one (make test-slow) in the RAM
# gate's (test_firmware_ram.py: they share the fresh measurement)
@pytest.mark.parametrize("source", [
    pytest.param("record", marks=pytest.mark.xdist_group("vm-shared-runs")),
    pytest.param("fresh", marks=[pytest.mark.slow, pytest.mark.xdist_group("firmware-ram")])])
def test_bench_quick_run_writes_every_figure(tmp_path, capsys, source):
    need(mpvm.missing(), "benchmark (needs the MicroPython VM)")
    out = tmp_path / "results.json"
    # the web page's figures, which web/bench.py writes into the same file
    # and make test's own time (tools/suite_time.py)
    out.write_text(json.dumps({"web_press_to_frame_ms": 47.8, "sim_speed_idle_x": -1,
                               "how": {"web_press_to_frame_ms": "Chromium"},
                               "details": {"web": {"taps": 12}, "make_test": {"wall_s": 80.5}}}))
    shared = {"session": (budgets.SESSION_BUDGET, budget_session()),
              "game": (budgets.GAME_BUDGET, budget_game())}
    for name in ("firmware_ram", "flash_wear"):
        if source == "fresh":
            shared[name] = record_figures(name, "fresh")
            continue
        found = records.load(name)         # None when stale: the bench measures it
        if found is not None:
            shared[name] = found
    code = bench.main(["--quick", "--out", str(out)], shared=shared)
    printed = capsys.readouterr()
    assert code == 0, printed.out + printed.err
    results = json.loads(out.read_text())
    # kept, not measured here; its own figures replaced
    assert results["web_press_to_frame_ms"] == 47.8 and results["details"]["web"] == {"taps": 12}
    assert results["details"]["make_test"] == {"wall_s": 80.5}
    assert results["how"]["web_press_to_frame_ms"] == "Chromium"
    assert results["sim_speed_idle_x"] > 0
    for key in bench.KEYS:
        assert isinstance(results[key], (int, float)) and results[key] >= 0, key
        assert len(results["how"][key]) > 40, key
        assert key in printed.out
    assert results["gamemaster_heap_peak_bytes"] > 1000
    # the model of people entered every flow's tables right; IceTowers' four
    # colours take at most 40 presses and 90 s of pressing (issue 34)
    entries = results["details"]["entries"]
    assert results["entry_wrong_per_1000"] == 0 and len(entries["flows"]) >= 6
    assert results["icetowers_4p_entry_presses"] <= 40 and entries["icetowers_4p"]["person_s"] <= 90
    assert results["mpy_bytes_total"] == sum(
        p["mpy_bytes"] for p in results["details"]["mpy_by_package"].values())
    assert results["details"]["games_micropython"]["same_results_as_cpython"] is True
    assert set(results["details"]["countdown_spi_by_board_at_24MHz"]) >= {
        "cpb_tft_gizmo", "feather_esp32s3_tft", "clue"}
    # goal 0: a loop tick in which nothing visible changes allocates nothing
    assert results["idle_tick_alloc_bytes"] == 0, results["details"]["memory"]["gamemaster"]["idle"]
    assert results["details"]["memory"]["gamemaster"]["idle"]["idle_ticks"] > 10000
    # no frame sends more than the screen; a phase tour really happened
    full = results["details"]["refresh_max"]["full_frame_pixels"]
    assert results["max_refresh_pixels_per_frame"] <= full == 240 * 240
    tours = results["details"]["refresh_max"]["released"]
    assert {"turn", "timeout", "water", "paused", "menu"} <= set(tours["pipes"]["phases"])
    assert tours["pipes"]["refreshes_over_screen"] == tours["golems"]["refreshes_over_screen"] == 0
    # a press shows within a loop tick, and a tap's turn within one of its release
    assert results["press_feedback_ticks"] <= 1 and results["press_to_frame_ticks"] <= 1
    # the speed figures measure what they say (the speed itself is a figure,
    # not a gate: a busy machine must not fail the tests)
    speed = results["details"]["sim_speed"]
    assert speed["press_script"]["simulated_s"] > 60 and speed["press_script"]["frames"] > 60
    assert speed["idle"]["simulated_s"] >= 600 and speed["idle"]["frames_while_paused"] == 0
    # flash wear: the worst game and nRF52840 profile, every game in details
    from gamemaster import registry
    wear = results["details"]["flash_wear"]
    assert results["flash_wear_hours_min"] == wear["worst"]["hours_to_rated"] >= 1000
    for profile in ("clue", "cpb_tft_gizmo"):
        assert set(wear["per_profile"][profile]) == set(registry.ids())
        for game in wear["per_profile"][profile].values():
            assert game["lasting"]["hours_to_rated"] >= results["flash_wear_hours_min"]
