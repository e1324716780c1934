"""The wear gate: every game in the registry, on every profile whose NVM
erases a flash page per write (the nRF52840 boards), plays the docs'
one-hour mix (host_sim.wear) for >= 1,000 hours before any erase unit
reaches its rated erases with the default ``GM_SAVES = "lasting"``; and
``every_press`` (the exact resume) costs what docs/reliability.md says.
The games come from the registry, so a new game is checked the day it is
registered."""

from gamemaster import registry
from gamemaster.settings import Settings
from host_sim import wear

PLAY_HOURS_GOAL = 1000
FIGURES = {}


def _figures():
    if not FIGURES:
        FIGURES.update(wear.measure()[0])
    return FIGURES


NRF = ("clue", "cpb_tft_gizmo")


def test_the_gate_covers_the_nrf52840_profiles_and_every_registered_game():
    figures = _figures()
    assert set(name for name, _ in wear.page_erase_profiles()) >= set(NRF)
    assert set(figures) == set(name for name, _ in wear.wear_profiles()) >= set(NRF) | {
        "feather_esp32s3_tft"}
    for name in figures:
        assert set(figures[name]) == set(registry.ids())


def test_lasting_is_the_default_and_every_game_lasts_1000_hours_of_play():
    assert Settings.from_toml("").get("GM_SAVES") == "lasting"
    for name, games in sorted(_figures().items()):
        for game_id, modes in sorted(games.items()):
            fig = modes["lasting"]
            assert fig["presses"] >= 100, (name, game_id, fig)          # the mix was played
            assert fig["hours_to_rated"] >= PLAY_HOURS_GOAL, (name, game_id, fig)
            # by construction: one write per gap at most (+ the first)
            assert fig["nvm_writes"] <= 3600 / fig["gap_s"] + 1, (name, game_id, fig)
            # the resume bound: a cut at any moment takes back at most the gap
            assert 0 < fig["max_play_lost_s"] <= fig["gap_s"], (name, game_id, fig)


def test_every_press_writes_every_save_and_wears_the_nvm_ten_times_faster():
    for name in NRF:
        for game_id, modes in sorted(_figures()[name].items()):
            exact, lasting = modes["every_press"], modes["lasting"]
            assert exact["gap_s"] == 0 and exact["max_play_lost_s"] == 0   # exact resume
            assert exact["nvm_writes"] >= exact["saves_due"] - 5, (name, game_id, exact)
            assert exact["hours_to_rated"] < lasting["hours_to_rated"], (name, game_id)
            # the two pages share the writes (slot alternation)
            a, b = exact["unit_erases"]
            assert abs(a - b) <= 1, (name, game_id, exact)
    pipes = _figures()["clue"]["pipes"]["every_press"]
    assert (pipes["nvm_writes"], pipes["hours_to_rated"]) == (214, 93.5)   # docs/reliability.md


def test_the_esp32s3_profile_says_what_the_simulated_nvs_erases():
    # boards/feather_esp32s3_tft.py's erases_per_write against the simulator's
    # NVS model (host_sim/hw/nvm.py): the profile's gap rests on it
    profile = dict(wear.wear_profiles())["feather_esp32s3_tft"]
    store = wear.nvm_for(profile)
    nvm = wear.Nvm(store, wear._Alive())
    for _ in range(1000):
        nvm[0:2] = b"GS"
    per_write = sum(store.unit_erases.values()) / 1000
    assert abs(per_write - profile["nvm_wear"]["erases_per_write"]) < 0.01, per_write
    assert max(store.unit_erases.values()) - min(store.unit_erases.values()) <= 1   # spread
    pipes = _figures()["feather_esp32s3_tft"]["pipes"]
    assert pipes["every_press"]["hours_to_rated"] > 1000 and pipes["lasting"]["gap_s"] < 20
