"""Golem Battle on the real firmware in the simulator (issue 15, items 3 and
5; issue 34): a physical game whose lives the players enter on the device
(a tap a life lost, the short hold enters it), with long pauses, undo and a
power cut in the middle of the lives entry; a battle from the drive whose
knock-out row is shown before the result."""

import os

from host_sim.runner import Simulator


def last(sim):
    return sim.records[-1]


def tap(sim, pause=0.3):
    sim.press()
    sim.wait(pause)
    return last(sim)


def asked(rec):
    # the lives entry: whose losses (the title) and how many so far (big)
    return "%s %s" % (rec["title"].split(" ")[0], rec["big"])


def tap_until(sim, phase, limit=20):
    for _ in range(limit):
        if last(sim)["phase"] == phase:
            return last(sim)
        tap(sim)
    raise AssertionError("never reached %s: %r" % (phase, last(sim)))


def test_physical_game_lives_pauses_undo_power_cut_and_knockout():
    with Simulator(game="golems", seed=5, boot_mode="resume") as sim:
        sim.wait(0.5)
        rec = tap_until(sim, "execute")
        assert rec["lines"][1] == "2. Conditions, after the moves"
        rec = tap_until(sim, "lives")
        # round 1, row 4 done: the energy marker is already down, Red is asked first
        assert (rec["round"], rec["energy"], asked(rec)) == (1, 9, "Red 0")
        assert rec["seconds_left"] is None and rec["lines"] == ["lives: 3, then 3 left"]
        sim.wait(30)                                     # the table talks: nothing moves
        assert asked(last(sim)) == "Red 0"
        sim.hold(1.0)                                    # Red lost nothing
        assert asked(last(sim)) == "Blue 0"
        tap(sim)
        assert asked(tap(sim)) == "Blue 2"               # two taps: two lives
        # the second tap was a mistake: undo (hold 2-4 s) takes it back
        sim.hold(2.5)
        sim.wait(0.3)
        rec = last(sim)
        assert (rec["phase"], asked(rec)) == ("lives", "Blue 1")
        sim.wait(20)
        assert (last(sim)["phase"], asked(last(sim))) == ("lives", "Blue 1")
        # power cut in the middle of the lives entry: back where it was
        sim.reset()
        sim.wait(0.5)
        rec = last(sim)
        assert (rec["phase"], asked(rec), rec["round"]) == ("lives", "Blue 1", 1)
        sim.hold(1.0)
        rec = last(sim)
        assert rec["phase"] == "round_end" and rec["lines"][1] == "Red 3  Blue 2"
        assert rec["lives_lost"] == [0, 1]
        # round 2: Blue loses its last two lives
        tap(sim)
        rec = tap_until(sim, "lives")
        assert rec["round"] == 2 and rec["lives_lost"] == [0, 0]
        sim.hold(1.0)
        tap(sim)
        assert asked(tap(sim)) == "Blue 2"
        sim.hold(1.0)
        rec = last(sim)
        assert rec["phase"] == "game_over" and rec["big"] == "Red"
        assert rec["lines"] == ["Knocked out: Blue", "Red 3  Blue 0"]
        assert all(px[0] > 0 and px[1] == 0 and px[2] == 0 for px in rec["ring"])
        assert rec["hint"] == "tap: new game"
        rec = tap(sim)                                   # nothing to recharge: a new game
        assert (rec["phase"], rec["round"], rec["energy"]) == ("setup", 0, 10)
        sim.hold(2.5)                                    # undo: the result again
        sim.wait(0.3)
        rec = last(sim)
        assert rec["phase"] == "game_over" and rec["big"] == "Red" and "undone" in rec["hint"]
        assert sim.crashes == []


FIELD = """\
. . . .
R> . B< .
. . . .
. . . .
"""


def test_drive_battle_shows_the_knockout_row_before_the_result(tmp_path):
    # Round 1: Red walks next to Blue (F) and strikes (X) in row 2; Blue
    # stands (S) there, so loses a life.  Later rounds Red's F bumps into
    # Blue (clash) and row 2's strike takes one more: Blue's third life goes
    # in round 3, row 2 (tests/lib/test_golems_master.py plays the same).
    drive = tmp_path / "drive"
    os.makedirs(str(drive / "golems"))
    (drive / "golems" / "field.txt").write_text(FIELD)
    (drive / "golems" / "p1.txt").write_text("F X S S\n")
    (drive / "golems" / "p2.txt").write_text("S S S D\n")
    with Simulator(game="golems", seed=5, drive=str(drive), boot_mode="resume",
                   extra_settings={"GOLEMS_VARIANT": "autonomous"}) as sim:
        sim.wait(0.5)
        rec = tap_until(sim, "final_row", 40)
        assert rec["title"] == "Round 3: row 2" and rec["art"] == "golems"
        assert rec["lines"] == ["Red: X hit [3]", "Blue: S ok -1 [0]",
                                "Knocked out: Blue"]
        assert rec["hint"] == "press: result"
        sim.reset()                                      # a power cut keeps the row
        sim.wait(0.5)
        assert last(sim)["phase"] == "final_row" and last(sim)["lines"] == rec["lines"]
        rec = tap(sim)
        assert rec["phase"] == "game_over" and rec["big"] == "Red"
        assert rec["lines"] == ["Knocked out: Blue", "Red 3  Blue 0"]
        assert sim.crashes == []


def test_the_field_compiles_first_in_its_tick_and_phases_come_a_tick_after_their_press(
        monkeypatch):
    # The setup screen's field (gmfw.art_golems*) compiles before the
    # frame's labels are made (gmfw.screen.Screen.show), both its drawing
    # modules before either runs; the first frame after a boot is drawn in
    # its tick (the board shows the game at code.py's first sleep), a later
    # one whose picture is not loaded (a new game's setup from the result)
    # first thing in the next tick, before the app has done anything in it
    # (gmfw.main.Device.tick); a phase's module loads in the tick after the
    # press that enters it (gamemaster.game PACED).  On a board each compile
    # then meets a heap the tick has not filled yet.
    import builtins
    import sys
    real = builtins.__import__
    seen = {}

    def spy(name, *args):
        if name == "gamemaster.golems.view_rows" and name not in seen:
            f, chain = sys._getframe(1), []
            while f is not None:
                if f.f_code.co_filename.endswith(os.path.join("golems", "master.py")):
                    chain.append(f.f_code.co_name)
                f = f.f_back
            seen[name] = chain
        if name.startswith("gmfw.art_golems") and name not in seen:
            f = sys._getframe(1)
            while f is not None and not (f.f_code.co_name == "tick" and
                                         f.f_code.co_filename.endswith("main.py")):
                f = f.f_back
            show = sys._getframe(1)
            while show is not None and show.f_code.co_name != "show":
                show = show.f_back
            seen[name] = (dict(f.f_locals) if f is not None else {},
                          show is not None and "title" in show.f_locals)
        return real(name, *args)

    monkeypatch.setattr(builtins, "__import__", spy)
    arts = ("gmfw.art_golems", "gmfw.art_golems_marks", "gmfw.art_golems_rects")
    with Simulator(game="golems", seed=3, boot_mode="new",
                   extra_settings={"GOLEMS_VARIANT": "beginner"}) as sim:
        sim.wait(1)
        assert last(sim)["phase"] == "setup" and last(sim)["art"] == "golems"
        for name in arts:                      # the boot's first frame: in its tick
            assert "app" in seen[name][0] and not seen[name][1], name
        tap_until(sim, "execute")
        tap_until(sim, "lives")
        for _ in range(3):
            tap(sim)                           # Red loses its three lives
        sim.hold(1.0)
        sim.hold(1.0)                          # Blue none: Blue wins
        assert last(sim)["phase"] == "game_over", last(sim)
        for name in arts:
            seen.pop(name)
        tap(sim, 1)                            # a new game: its setup and field
        assert last(sim)["phase"] == "setup" and last(sim)["art"] == "golems"
        assert sim.crashes == []
    for name in arts:
        assert "view" in seen[name][0] and "app" not in seen[name][0], name
        assert not seen[name][1], name
    # the rows' code: loaded by the master's tick after the press, not by the press
    assert "tick" in seen["gamemaster.golems.view_rows"]
    assert "press" not in seen["gamemaster.golems.view_rows"]
