"""Same seed, same IceTowers game: CPython and MicroPython give identical
real-time simulations (every action, fumble, pass and its simulated time),
for the standard, ghost and double variants."""

from tests.gates._tools import need
from tools import mpvm
from tools.mpvm import budgets, host


def _same(args, heap=512 * 1024):
    need(mpvm.missing(), "MicroPython same-game gate (Node 20 + npm micropython-webassembly-pyscript)")
    on_cpython, on_vm = budgets.same_game("scenario_icetowers", args, heap)
    assert on_vm.ok, on_vm.summary()
    return host.comparable(on_cpython), host.comparable(on_vm.result)


def test_recorded_two_player_games_are_identical_on_cpython_and_micropython():
    cp, mp = _same({"seed": 21, "players": 2, "games": 2, "strategies": ["big", "splitter"],
                    "record": True})
    assert cp.count("GAME ") == 2 and cp.count("\nEND ") + cp.startswith("END ") == 2
    assert " cap " in cp and " mine " in cp
    assert mp == cp


def test_three_player_ghost_and_double_digests_are_identical():
    for args in ({"seed": 3, "players": 3, "games": 1, "strategies": ["invest", "limit", "random"]},
                 {"seed": 8, "players": 2, "games": 1, "variant": "ghost",
                  "strategies": ["big", "limit"]},
                 {"seed": 5, "players": 2, "games": 1, "variant": "double",
                  "strategies": ["splitter", "random"]}):
        cp, mp = _same(args)
        assert cp.count("GAME ") == 1 and " digest " in cp
        assert mp == cp, args


def test_a_four_player_game_is_identical_on_cpython_and_micropython():
    # 1 MiB: this VM frees garbage only between calls, and one event of a
    # four-player game (four bots looking at 60 towers) makes ~0.5 MB of it;
    # the live heap stays under 50 KB (measured: peak live 46 KB).
    cp, mp = _same({"seed": 3, "players": 4, "games": 1,
                    "strategies": ["big", "invest", "limit", "splitter"]}, heap=1024 * 1024)
    assert "scores " in cp and mp == cp
