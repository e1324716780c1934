"""IceTowers' referee on the real firmware in the headless simulator: chosen
from the menu, 3-2-1-GO, the calls made with taps and time, pause, undo, a
power cut mid-game (the game clock goes on from its last checkpoint), the
pips counted with one button and the winner shown."""

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
    extra = {"GM_GAME": "icetowers", "ICETOWERS_PLAYERS": 3, "GM_CHECKPOINT_SECONDS": 15}
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
        # a deadlock: tap opens the call menu on DROP, 2 s quiet takes it
        sim.press()
        sim.wait(0.3)
        assert (last(sim)["phase"], last(sim)["call"]) == ("call", "DROP")
        sim.wait(2.0)
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
        # a loop: somebody changes (tap), then again and nobody does: the end
        sim.press()
        sim.press()
        sim.wait(2.3)
        assert last(sim)["phase"] == "loop"
        sim.press()
        sim.wait(0.3)
        assert last(sim)["phase"] == "play" and last(sim)["loops"] == 1
        sim.press()
        sim.press()
        sim.wait(2.3 + 10.5)
        row = last(sim)
        assert (row["phase"], row["big"]) == ("end", "LOOP") and row["loops"] == 2
        # scoring: Red 3, Yellow 0 (8 s quiet), Green 5
        sim.press()
        for n in (3, 0, 5):
            for _ in range(n):
                sim.press()
            sim.wait(8.5 if n == 0 else 2.8)
        row = last(sim)
        assert row["phase"] == "result" and row["scores"] == [3, 0, 5]
        assert row["title"] == "Green wins"
        assert [tile[1] for tile in row["big"]] == ["3", "0", "5"]
        assert row["lines"] == ["Red 3  Yellow 0", "Green 5"]
        # a wrong last pip: undo gives Green back at 4... after the bar moved on,
        # undo returns to the state before the last tap (Green 4, counting)
        sim.hold(2.5)
        sim.wait(0.3)
        row = last(sim)
        assert row["phase"] == "score" and row["scores"] == [3, 0, 4]
        sim.wait(3.0)
        assert last(sim)["phase"] == "result" and last(sim)["big"][2][1] == "4"
        assert sim.crashes == []


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
