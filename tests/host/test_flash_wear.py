"""The wear gate: every game in the registry, on every profile whose NVM
erases a flash page per write (the nRF52840 boards), plays the docs'
one-hour mix (host_sim.wear) for >= 1,000 hours before any erase unit
reaches its rated erases with the default ``GM_SAVES = "lasting"``; and
``every_press`` (the exact resume) costs what docs/reliability.md says.
The games come from the registry, so a new game is checked the day it is
registered.

The figures are bench/records/flash_wear.json's (tools/records.py: the
bench's measure_flash_wear, host_sim/wear_record.py, committed with a hash of every file it reads;
measured here, saying so, when one has changed): ``make test`` checks the
record, ``make test-slow`` runs every check on a fresh measurement too and
fails when the record is stale or not exactly what it gives (``make
records`` writes it)."""

import pytest

from gamemaster import registry
from gamemaster.settings import Settings
from host_sim import wear
from tests.gates._tools import committed_record, record_figures
from tools import records

PLAY_HOURS_GOAL = 1000
# the fresh measurement made once, in one test process (make test-slow)
pytestmark = pytest.mark.xdist_group("flash-wear")


def _measured(source):
    return record_figures("flash_wear", source)


def _figures(source="record"):
    return _measured(source)["per_profile"]


@pytest.mark.slow
def test_the_committed_record_is_fresh_and_what_a_measurement_gives_now():
    # the play is seeded: a measurement on the same files gives the same figures
    assert committed_record("flash_wear") == _measured("fresh")


NRF = ("clue", "cpb_tft_gizmo")


def test_the_bench_s_figures_the_docs_show_are_the_record_s(record_source):
    # bench/results.json's flash wear (docs/reliability.md's table and the
    # README are checked against it: tests/host/test_docs_figures.py) is
    # exactly a measurement of these files (the bench reads the record
    # itself while it is fresh)
    import json
    import os
    from host_sim import bench
    with open(os.path.join(records.ROOT, "bench", "results.json"), encoding="utf-8") as f:
        results = json.load(f)
    again = "bench/results.json is not a measurement of these files: `python -m host_sim bench --only flash_wear`"
    assert results["details"]["flash_wear"] == _measured(record_source), again
    keys, _how = bench.flash_figures(_measured(record_source))
    assert dict((k, results[k]) for k in keys) == keys, again


def test_the_gate_covers_the_nrf52840_profiles_and_every_registered_game(record_source):
    figures = _figures(record_source)
    assert set(name for name, _ in wear.page_erase_profiles()) >= set(NRF)
    assert set(figures) == set(name for name, _ in wear.wear_profiles()) >= set(NRF) | {
        "feather_esp32s3_tft"}
    for name in figures:
        assert set(figures[name]) == set(registry.ids())


def test_lasting_is_the_default_and_every_game_lasts_1000_hours_of_play(record_source):
    assert Settings.from_toml("").get("GM_SAVES") == "lasting"
    for name, games in sorted(_figures(record_source).items()):
        for game_id, modes in sorted(games.items()):
            fig = modes["lasting"]
            assert fig["presses"] >= 100, (name, game_id, fig)          # the mix was played
            # the reset-loop counter's writes counted (a safe-mode reset
            # every ten hours)
            assert fig["hours_to_rated"] >= PLAY_HOURS_GOAL, (name, game_id, fig)
            # by construction: one write per gap at most (+ the first)
            assert fig["nvm_writes"] <= 3600 / (fig["gap_s"] - 1) + 1, (name, game_id, fig)


def test_lasting_keeps_its_promise_the_state_on_flash_is_at_most_the_gap_old(record_source):
    # the age of the state on flash at the worst instant for a cut (a
    # write's own time included): the pacer writes the state as it is when
    # it writes, a second early, never a save it held
    for name, games in sorted(_figures(record_source).items()):
        for game_id, modes in sorted(games.items()):
            fig = modes["lasting"]
            assert fig["gap_s"] - 2 < fig["lasting_play_lost_s"] <= fig["gap_s"], (
                name, game_id, fig)


def test_every_press_writes_every_save_and_wears_the_nvm_ten_times_faster(record_source):
    for name in NRF:
        for game_id, modes in sorted(_figures(record_source)[name].items()):
            exact, lasting = modes["every_press"], modes["lasting"]
            assert exact["gap_s"] == 0 and exact["max_play_lost_s"] == 0   # exact resume
            assert exact["nvm_writes"] >= exact["saves_due"] - 5, (name, game_id, exact)
            assert exact["hours_to_rated"] < lasting["hours_to_rated"], (name, game_id)
            # the two pages share the writes (slot alternation)
            a, b = exact["unit_erases"]
            assert abs(a - b) <= 1, (name, game_id, exact)


def test_the_reset_loop_counter_is_counted_on_slot_b_s_page(record_source):
    # safemode.py's count and code.py's clear (the last NVM byte) erase the
    # page of slot B on the nRF52840: counted in hours_to_rated
    for name in NRF:
        fig = _figures(record_source)[name]["pipes"]["every_press"]
        assert fig["safe_mode_reset_erases"] == [0, 2], fig
        worst = max(fig["unit_erases"][0], fig["unit_erases"][1] + 2 * wear.SAFE_MODE_RESETS_PER_HOUR)
        assert fig["hours_to_rated"] == round(10000 / worst, 1), fig


def test_the_esp32s3_profile_says_what_the_simulated_nvs_does():
    # boards/feather_esp32s3_tft.py's erases_per_write and loss_window_ms
    # against the simulator's model of the port (host_sim/hw/nvm.py): the
    # profile's gap rests on them
    profile = dict(wear.wear_profiles())["feather_esp32s3_tft"]
    store = wear.nvm_for(profile)
    nvm = wear.Nvm(store, wear._Alive())
    nvm[0:2] = b"GS"
    window = 0
    for _ in range(1000):
        window += store.loss_window_us()
        nvm[0:2] = b"GS"
    per_write = (sum(store.unit_erases.values())) / 1001
    assert abs(per_write - profile["nvm_wear"]["erases_per_write"]) < 0.01, per_write
    assert max(store.unit_erases.values()) - min(store.unit_erases.values()) <= 1   # spread
    assert abs(window / 1000 / 1000 - profile["nvm_wear"]["loss_window_ms"]) < 2, window


def test_a_cut_write_loses_at_most_one_game_in_1000_hours_on_every_port(record_source):
    # the ESP32-S3: a cut between nvs_erase_all and the new blob's index
    # leaves the NVM reading as a new board's; its saves are paced (both
    # modes) so that the chance, with a cut an hour, stays under one game in
    # 1,000 hours.  The nRF52840 writes one page at a time: a cut spoils
    # only the slot being written (tests/firmware/test_power_cut_sweep.py)
    for name, games in sorted(_figures(record_source).items()):
        for game_id, modes in sorted(games.items()):
            for mode, fig in modes.items():
                assert fig["games_lost_per_1000_h"] < 1, (name, game_id, mode, fig)
                if name in NRF:
                    assert fig["games_lost_per_1000_h"] == fig["loss_window_ms"] == 0
                else:
                    assert fig["loss_window_ms"] > 50 and fig["gap_s"] > 100, (name, mode, fig)
