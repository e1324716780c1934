"""A game or a mode chosen in the menu that needs code this boot did not
load: the firmware saves the menu's changes and restarts the board
(supervisor.reload(): code.py runs again, the NVM kept), and the next boot
compiles that game first (gmfw/boot.py read_saved).  Compiled beside the
code loaded, the Flipop clock's switch to versus peaked at 96.5 KB on the
CPB (docs/performance.md); tools/mpvm/firmware_ram.py's menu_switch run
measures the restarts."""

import pytest

from host_sim.runner import Simulator

from test_reliability_nvmstore import last


def _menu(sim):
    sim.hold(4.6)
    sim.wait(1.5)


def _taps(sim, n):
    for _ in range(n):
        sim.press()
        sim.wait(0.4)


def _choose(sim):
    sim.hold(1.2)
    sim.wait(0.5)


@pytest.mark.parametrize("boot", ["play", "resume"])
def test_a_mode_and_a_game_chosen_in_the_menu_restart_the_board_into_them(boot):
    with Simulator(game="flipop", seed=3, board="cpb_tft_gizmo", boot_mode=boot,
                   raise_on_crash=True) as sim:
        sim.wait(2)
        if last(sim)["phase"] == "ready":
            sim.press()
            sim.wait(1)
        sim.press()
        sim.wait(1)
        assert last(sim)["phase"] == "turn"
        _menu(sim)
        _taps(sim, 3)                       # Mode
        _choose(sim)                        # bank -> move: the clock still
        _taps(sim, 11)                      # ... round to "New game" (past Language)
        _choose(sim)
        assert [b[1] for b in sim.boots] == ["power_on"]          # same code: no restart
        assert last(sim)["phase"] == "ready"
        _menu(sim)
        _taps(sim, 3)
        _choose(sim)                        # move -> versus: another mode's code
        _taps(sim, 11)
        _choose(sim)
        sim.wait(2)
        assert [b[1] for b in sim.boots] == ["power_on", "reload"]
        row = last(sim)
        assert (row["game"], row["phase"]) == ("flipop", "ready") and "level" in row["title"], row
        sim.press()
        sim.wait(6)
        assert last(sim)["phase"] in ("think", "choose", "show"), last(sim)
        _menu(sim)
        _taps(sim, 2)                       # Game
        _choose(sim)                        # Flipop -> IceTowers
        _taps(sim, 6)                       # ... round to "New game" (past Language)
        _choose(sim)
        sim.wait(2)
        assert [b[1] for b in sim.boots] == ["power_on", "reload", "reload"]
        assert (last(sim)["game"], last(sim)["phase"]) == ("icetowers", "ready"), last(sim)
        # a power cut: the IceTowers game comes back where GM_BOOT says
        sim.press()
        sim.wait(5)
        sim.reset()
        sim.wait(3)
        row = last(sim)
        assert row["game"] == ("icetowers" if boot == "resume" else "flipop"), row
        assert sim.crashes == []
