"""The game contract, proven the way a new game would meet it: Tally
(tests/contract/tally) is one package, and the board's lib/ gets it plus ONE
line in gamemaster/games.py, nothing else.  The real firmware in the
simulator then offers it in the menu, plays it, undoes, pauses, and resumes
it after a power cut."""

import os
import shutil

from host_sim.runner import Simulator

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
LINE = '    ("tally", "Tally", 9, "gamemaster.tally.game", "TallyGame", None),\n'


def lib_with_tally(tmp_path):
    lib = tmp_path / "lib"
    shutil.copytree(os.path.join(REPO, "lib"), lib,
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(os.path.join(REPO, "tests", "contract", "tally"), lib / "gamemaster" / "tally",
                    ignore=shutil.ignore_patterns("__pycache__"))
    registry = lib / "gamemaster" / "games.py"
    text = registry.read_text()
    anchor = "GAMES = (\n"
    assert text.count(anchor) == 1
    end = text.index("\n)\n", text.index(anchor))
    registry.write_text(text[:end + 1] + LINE + text[end + 1:])
    # the one line is the whole difference
    import difflib
    diff = [d for d in difflib.unified_diff(
        open(os.path.join(REPO, "lib", "gamemaster", "games.py")).read().splitlines(),
        registry.read_text().splitlines(), lineterm="", n=0) if d[:1] in "+-"
        and not d.startswith(("+++", "---"))]
    assert diff == ["+" + LINE.rstrip("\n")]
    return lib


def last(sim):
    return sim.records[-1]


def test_a_game_from_one_package_and_one_registry_line_is_chosen_played_undone_paused_and_resumed(
        tmp_path):
    lib = lib_with_tally(tmp_path)
    with Simulator(lib_dir=str(lib), boot_mode="resume", extra_settings={"GM_GAME": "pipes"}) as sim:
        sim.wait(0.5)
        assert last(sim)["game"] == "pipes"
        sim.hold(4.5)                       # the menu
        sim.press()
        sim.press()                         # entry 3: Game
        assert last(sim)["title"] == "Game" and last(sim)["big"] == "Pipes"
        seen = []
        while not seen or seen[-1] != "Pipes":   # hold = next game, in registry order
            sim.hold(1.0)
            seen.append(last(sim)["big"])
            assert len(seen) < 20
        assert seen[-2:] == ["Tally", "Pipes"] and seen[0] == "Golem Battle"   # Tally comes last
        for _ in range(len(seen) - 1):
            sim.hold(1.0)                   # round again to Tally
        assert last(sim)["big"] == "Tally"
        while last(sim)["big"] != "New game":
            sim.press()
        sim.hold(1.0)                       # choose: a new Tally game
        sim.wait(0.5)
        row = last(sim)
        assert (row["game"], row["title"], row["big"], row["count"]) == ("tally", "Tally", "0", 0)
        sim.press()
        sim.press()
        sim.wait(0.3)
        assert last(sim)["big"] == "2"
        sim.wait(3.0)                       # redrawn by tick() alone: seconds since the press
        assert last(sim)["lines"] == ["3 s since the last press"]
        sim.hold(2.5)                       # undo
        sim.wait(0.3)
        assert last(sim)["big"] == "1"
        sim.hold(1.0)                       # pause
        sim.wait(0.3)
        assert last(sim)["phase"] == "paused" and last(sim)["count"] == 1
        sim.press()                         # resume
        sim.wait(0.3)
        assert last(sim)["phase"] == "count"
        sim.press()
        sim.wait(0.3)
        sim.reset()                         # a power cut
        sim.wait(0.5)
        row = last(sim)
        assert (row["game"], row["big"], row["count"]) == ("tally", "2", 2)
        assert "resumed Tally" in row["hint"]
        assert sim.crashes == []


def test_a_game_missing_a_hook_is_named_at_boot(tmp_path):
    lib = lib_with_tally(tmp_path)
    game = lib / "gamemaster" / "tally" / "game.py"
    text = game.read_text()
    game.write_text(text.replace("    def press(self, now):", "    def _press_renamed(self, now):"))
    with Simulator(lib_dir=str(lib), boot_mode="new", extra_settings={"GM_GAME": "tally"},
                   raise_on_crash=False) as sim:
        sim.wait(1.0)
        shown = " ".join(str(r["hint"]) + " " + " ".join(r["errors"]) for r in sim.records)
        assert "game 'tally': missing press" in shown
