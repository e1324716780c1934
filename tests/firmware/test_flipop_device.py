"""The real firmware plays Flipop in the headless simulator (issue 11, parts
2 and 5): chosen from the menu, the two-player clock, play against the
device, pause, undo, and a power cut mid-game resuming where it was."""

from host_sim.runner import Simulator

WHITE_LIT = 230 * 30 // 100 - 1        # White's colour at GM_BRIGHTNESS 30 %


def last(sim):
    return sim.records[-1]


def until(sim, phase, limit=20.0):
    t = 0.0
    while last(sim)["phase"] != phase and t < limit:
        sim.wait(0.1)
        t += 0.1
    assert last(sim)["phase"] == phase, last(sim)
    return last(sim)


def test_menu_lists_flipop_and_the_clock_runs_pauses_undoes_and_survives_a_power_cut():
    with Simulator(boot_mode="resume", seed=2, extra_settings={"GM_GAME": "pipes"}) as sim:
        sim.wait(0.5)
        sim.hold(4.5)                               # the menu
        while last(sim)["title"] != "Game":
            sim.press()
        seen = []
        while last(sim)["big"] != "Flipop":         # hold = the next game, registry order
            sim.hold(1.0)
            seen.append(last(sim)["big"])
            assert len(seen) < 4
        assert seen == ["Golem Battle", "Flipop"]
        while last(sim)["big"] != "New game":
            sim.press()
        sim.hold(1.0)
        sim.wait(0.5)
        row = last(sim)
        assert (row["game"], row["phase"], row["title"]) == ("flipop", "ready", "Flipop clock")
        assert row["lines"][0] == "bank 300s +5s"   # the defaults
        sim.press()                                 # White's clock starts
        sim.wait(10.0)
        row = last(sim)
        assert row["phase"] == "turn" and row["side"] == "white"
        assert row["white_s"] in (289, 290) and row["black_s"] == 300
        # the ring: White's half (first 6 of 12) mostly lit, Black's dimmed
        assert sum(1 for p in row["ring"][:6] if p[0] >= WHITE_LIT) == 5
        assert all(p[0] < WHITE_LIT for p in row["ring"][6:])
        sim.press()                                 # "I moved": +5 s, Black's turn
        sim.wait(0.5)
        row = last(sim)
        assert row["side"] == "black" and row["white_s"] in (294, 295) and row["move"] == 1
        assert row["title"] == "Black to move"
        sim.hold(1.0)                               # pause: Black's clock stops
        sim.wait(0.3)
        paused = last(sim)["black_s"]
        assert last(sim)["phase"] == "paused"
        sim.wait(60)
        assert last(sim)["phase"] == "paused" and last(sim)["black_s"] == paused
        sim.press()                                 # resume
        sim.wait(3.0)
        assert last(sim)["phase"] == "turn" and last(sim)["black_s"] in (paused - 3, paused - 4)
        sim.hold(2.5)                               # undo the hand-over: White to move again
        sim.wait(0.3)
        row = last(sim)
        assert row["side"] == "white" and row["move"] == 0 and row["white_s"] >= 288
        sim.press()                                 # moved again
        sim.wait(20.0)
        before = last(sim)
        assert before["side"] == "black" and before["move"] == 1
        sim.reset()                                 # a power cut mid-game
        sim.wait(0.5)
        row = last(sim)
        assert (row["game"], row["phase"], row["side"]) == ("flipop", "turn", "black")
        assert "resumed Flipop, move 2" in row["hint"]
        # checkpoints every max(GM_CHECKPOINT_SECONDS, 20) s: at most 20 s given back
        assert before["black_s"] <= row["black_s"] <= before["black_s"] + 20
        assert sim.crashes == []


def test_per_move_clock_flag_falls_in_red():
    extra = {"FLIPOP_MODE": "move", "FLIPOP_SECONDS": 15}
    with Simulator(game="flipop", seed=1, extra_settings=extra) as sim:
        sim.wait(5.0)                               # GM_BOOT = play: White's move runs
        assert last(sim)["phase"] == "turn" and last(sim)["seconds_left"] == 10
        assert last(sim)["warning"]                 # 10 s = GM_WARN_SECONDS
        sim.press()
        sim.wait(16.0)
        row = last(sim)
        assert row["phase"] == "flag" and row["side"] == "black" and row["seconds_left"] == 0
        assert row["lines"][0] == "Black lost on time"
        assert all(p[0] > 0 and p[1] == 0 and p[2] == 0 for p in row["ring"][6:])
        sim.wait(30.0)
        assert last(sim)["phase"] == "flag"
        sim.press()
        sim.wait(0.3)
        assert last(sim)["phase"] == "ready"
        assert sim.crashes == []


def test_versus_the_device_moves_are_shown_chosen_undone_and_resumed():
    extra = {"FLIPOP_MODE": "versus"}
    with Simulator(game="flipop", seed=3, boot_mode="resume", extra_settings=extra) as sim:
        sim.wait(0.5)
        assert last(sim)["phase"] == "ready"
        sim.press()
        row = until(sim, "choose")
        assert row["lines"][0] == "3 moves: tap to see the best first" and row["art"] == "flipop"
        sim.press()
        sim.press()                                 # the second move: c1-c2
        sim.wait(0.3)
        assert last(sim)["shown"] == "W c1-c2 g c1"
        sim.wait(30.0)
        assert last(sim)["phase"] == "choose"       # time takes nothing (FLIPOP_PICK 0)
        sim.hold(1.0)                               # the short hold takes it
        row = until(sim, "show", 10.0)
        device = row["shown"]
        assert device.startswith("B ") and row["move"] == 1 and row["title"] == "My move"
        assert row["lines"][-1] == "you: c1-c2"
        sim.reset()                                 # a power cut while the move is shown
        sim.wait(0.5)
        row = last(sim)
        assert (row["phase"], row["shown"], row["move"]) == ("show", device, 1)
        sim.press()                                 # made it on the board
        row = until(sim, "choose")
        assert row["move"] == 2 and row["side"] == "white"
        sim.hold(2.5)                               # undo: the device's move is shown again
        sim.wait(0.3)
        row = last(sim)
        assert (row["phase"], row["shown"], row["move"]) == ("show", device, 1)
        sim.press()
        until(sim, "choose")
        sim.hold(1.0)                               # nothing shown yet: the hold pauses
        sim.wait(10.0)
        assert last(sim)["phase"] == "paused"
        sim.press()                                 # resume
        sim.press()                                 # the first move shown
        sim.hold(1.0)                               # taken
        row = until(sim, "show", 10.0)
        assert row["move"] == 3
        assert sim.crashes == []


def test_a_timed_take_waits_while_the_button_is_down_and_one_undo_restores():
    # FLIPOP_PICK = 3: a move shown is also taken 3 s after the last gesture,
    # never while the button is down (an undo hold there used to lose the
    # race); the take is shown, and one undo brings the choice back
    extra = {"FLIPOP_MODE": "versus", "FLIPOP_PICK": 3}
    with Simulator(game="flipop", seed=3, boot_mode="resume", extra_settings=extra) as sim:
        sim.wait(0.5)
        sim.press()
        until(sim, "choose")
        sim.press()
        sim.press()                                 # c1-c2, taken 3 s from now
        sim.wait(2.0)
        sim.hold(3.0)                               # an undo hold past the 3 s
        row = last(sim)
        assert row["phase"] == "choose" and row["shown"] == "W b1-b2 g b1"   # undone: b1-b2
        sim.wait(10.0)                              # a restored choice runs no timed take
        assert last(sim)["phase"] == "choose"
        sim.press()                                 # c1-c2 again: 3 s from the release
        sim.wait(2.5)
        assert last(sim)["phase"] == "choose"
        row = until(sim, "show", 10.0)
        assert row["lines"][-1] == "you: c1-c2" and row["move"] == 1
        sim.hold(2.5)                               # one undo: the choice as it was
        sim.wait(0.3)
        row = last(sim)
        assert (row["phase"], row["move"], row["shown"]) == ("choose", 0, "W b1-b2 g b1")
        assert sim.crashes == []
