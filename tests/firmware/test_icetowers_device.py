"""IceTowers' referee on the real firmware in the headless simulator: chosen
from the menu, 3-2-1-GO, the calls made with taps and the short hold, pause,
undo, a power cut mid-game (the game clock goes on from its last checkpoint),
the pips entered in tens and ones with one button and the winner shown."""

from host_sim.runner import Simulator


def last(sim):
    return sim.records[-1]


def rows(sim, **kw):
    return [r for r in sim.records if all(r.get(k) == v for k, v in kw.items())]


def test_the_menu_lists_icetowers_and_starts_it():
    with Simulator(boot_mode="resume", extra_settings={"GM_GAME": "pipes"}) as sim:
        sim.wait(0.5)
        sim.hold(4.5)                       # the menu
        sim.press()
        sim.press()                         # entry 3: Game
        assert last(sim)["title"] == "Game"
        seen = []
        for _ in range(3):                  # hold = next game, in registry order
            sim.hold(1.0)
            seen.append(last(sim)["big"])
        assert "IceTowers" in seen
        while last(sim)["big"] != "IceTowers":
            sim.hold(1.0)
        while last(sim)["big"] != "New game":
            sim.press()
        sim.hold(1.0)
        sim.wait(0.5)
        row = last(sim)
        assert (row["game"], row["phase"], row["art"]) == ("icetowers", "ready", "rolls")
        assert row["lines"][0] == "2 players: Red, Yellow"
        assert sim.crashes == []


def test_a_whole_game_calls_pause_undo_power_cut_and_scoring():
    extra = {"GM_GAME": "icetowers", "ICETOWERS_PLAYERS": 3, "GM_CHECKPOINT_SECONDS": 15,
             "ICETOWERS_DROP_THEN": "play"}
    with Simulator(boot_mode="resume", seed=5, extra_settings=extra) as sim:
        sim.wait(0.5)
        assert last(sim)["phase"] == "ready"
        sim.press()
        sim.wait(0.2)
        assert (last(sim)["phase"], last(sim)["big"]) == ("countdown", "3")
        sim.wait(3.0)
        # 3, 2, 1 each shown with a beep, then GO
        shown = [r["big"] for r in rows(sim, phase="countdown")]
        assert [b for i, b in enumerate(shown) if i == 0 or shown[i - 1] != b] == ["3", "2", "1"]
        assert rows(sim, phase="play")[0]["big"] == "GO!"
        sim.wait(20)
        row = last(sim)
        assert row["phase"] == "play" and row["big"] in ("0:20", "0:21") and row["elapsed"] >= 20
        # a deadlock: tap opens the call menu on DROP, the short hold takes it
        sim.press()
        sim.wait(0.3)
        assert (last(sim)["phase"], last(sim)["call"]) == ("call", "DROP")
        sim.wait(10)                         # nothing is taken by time
        assert last(sim)["phase"] == "call"
        sim.hold(1.0)
        assert last(sim)["phase"] == "drop"
        sim.wait(4.2)
        assert "DROP!" in [r["big"] for r in rows(sim, phase="drop")]
        assert last(sim)["phase"] == "play" and last(sim)["drops"] == 1
        # pause: the game clock stops
        sim.hold(1.0)
        sim.wait(0.3)
        paused = last(sim)
        assert paused["phase"] == "paused"
        sim.wait(60)
        assert last(sim)["elapsed"] == paused["elapsed"]
        sim.press()
        sim.wait(0.3)
        assert last(sim)["phase"] == "play"
        before = last(sim)["elapsed"]
        # a mistaken tap opens the call menu: undo takes it back, play goes on
        sim.press()
        sim.wait(0.2)
        assert last(sim)["phase"] == "call"
        sim.hold(2.5)
        sim.wait(0.3)
        assert last(sim)["phase"] == "play" and last(sim)["drops"] == 1
        # play on, then a power cut: the clock goes on from its last checkpoint
        sim.wait(40)
        at_cut = last(sim)["elapsed"]
        assert at_cut >= before + 40
        sim.reset()
        sim.wait(0.5)
        row = last(sim)
        assert row["phase"] == "play" and "resumed IceTowers" in row["hint"]
        # saved at the undo (a press) and every 2 x 15 s of play since: 30 s at most lost
        assert at_cut - 31 <= row["elapsed"] <= at_cut
        resumed = row["elapsed"]
        sim.wait(10)
        assert last(sim)["elapsed"] in (resumed + 9, resumed + 10, resumed + 11)
        # a loop: somebody changes (the hold; a tap does nothing), then again
        # and nobody does: the end
        sim.press()
        sim.press()
        sim.hold(1.0)
        assert last(sim)["phase"] == "loop"
        sim.press()
        sim.wait(0.3)
        assert last(sim)["phase"] == "loop"
        sim.hold(1.0)
        assert last(sim)["phase"] == "play" and last(sim)["loops"] == 1
        sim.press()
        sim.press()
        sim.hold(1.0)
        sim.wait(10.5)
        row = last(sim)
        assert (row["phase"], row["big"]) == ("end", "LOOP") and row["loops"] == 2
        # scoring: Red 13 (a ten, the hold, three ones, the hold), Yellow 0,
        # Green 5, whatever the pauses between
        sim.press()
        for n in (13, 0, 5):
            for _ in range(n // 10):
                sim.press()
            sim.wait(7)
            sim.hold(1.0)
            for _ in range(n % 10):
                sim.press()
                sim.wait(2.5)
            sim.hold(1.0)
        sim.wait(0.2)
        row = last(sim)
        assert row["phase"] == "result" and row["scores"] == [13, 0, 5]
        assert row["title"] == "Red wins"
        assert [tile[1] for tile in row["big"]] == ["13", "0", "5"]
        assert row["lines"] == ["Red 13  Yellow 0", "Green 5"]
        # Green entered by mistake: undo gives Green's ones back as they were,
        # and time alone never moves on to the result
        sim.hold(2.5)
        sim.wait(0.3)
        row = last(sim)
        assert row["phase"] == "score" and row["title"] == "Pips: Green" and row["big"] == "5"
        assert row["lines"][:2] == ["ones: tap +1 each", "hold 1 s: enter 5"]
        sim.wait(30)
        assert last(sim)["phase"] == "score" and last(sim)["scores"] == [13, 0, 5]
        assert sim.crashes == []


def test_an_undo_while_counting_never_hides_the_count():
    # the undo hold (2-4 s) runs on the game clock; neither during the hold nor
    # after it does the screen show another colour or lose the count
    extra = {"GM_GAME": "icetowers", "ICETOWERS_DROP_THEN": "play"}
    with Simulator(boot_mode="resume", seed=5, extra_settings=extra) as sim:
        sim.wait(0.5)
        sim.press()
        sim.wait(3.5)
        for _ in range(3):                  # END
            sim.press()
        sim.hold(1.0)
        sim.press()
        sim.wait(0.3)
        for _ in range(3):
            sim.press()                     # Red 30, one +10 too many
        n = len(sim.records)
        sim.hold(2.5)
        sim.wait(6)
        seen = [(r["phase"], r["title"], r["big"]) for r in sim.records[n:]]
        assert seen and all(s[:2] == ("score", "Pips: Red") for s in seen), seen
        assert seen[-1][2] == "20" and set(s[2] for s in seen) == {"30", "20"}
        assert sim.crashes == []


def test_gm_boot_play_opens_icetowers_at_its_ready_screen():
    # a real-time game starts when everybody's hands are ready, not at power-on
    with Simulator(boot_mode="play", extra_settings={"GM_GAME": "icetowers"}) as sim:
        sim.wait(10)
        row = last(sim)
        assert (row["phase"], row["hint"]) == ("ready", "tap: 3-2-1-GO")
        sim.press()
        sim.wait(0.3)
        assert last(sim)["phase"] == "countdown"


def test_time_limit_ends_the_game_and_resume_keeps_it():
    extra = {"GM_GAME": "icetowers", "ICETOWERS_LIMIT_MINUTES": 1, "GM_CHECKPOINT_SECONDS": 5}
    with Simulator(boot_mode="resume", seed=2, extra_settings=extra) as sim:
        sim.wait(0.3)
        sim.press()
        sim.wait(3.5)
        row = last(sim)
        assert row["phase"] == "play" and row["seconds_left"] == 60
        sim.wait(30)
        left = last(sim)["seconds_left"]
        assert left in (29, 30, 31)
        sim.reset()
        sim.wait(0.5)
        row = last(sim)
        # checkpoints every 2 x 5 s: at most 10 s given back
        assert row["phase"] == "play" and left <= row["seconds_left"] <= left + 11
        sim.wait(row["seconds_left"] + 0.5)
        row = last(sim)
        assert (row["phase"], row["big"]) == ("end", "TIME")
        assert sim.crashes == []
