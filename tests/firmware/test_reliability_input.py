"""Bouncing buttons, keypad overflow, bad settings files and random input on
the real firmware in the simulator (issue 5)."""

import random

import pytest

from host_sim.runner import Simulator

from test_reliability_nvmstore import last

PHASES = {"pipes": {"ready", "turn", "timeout", "water", "paused", "menu"},
          "golems": {"setup", "roll", "program", "execute", "lives", "round_end", "final_row",
                     "game_over", "paused", "menu"},
          "icetowers": {"ready", "countdown", "play", "call", "drop", "loop", "end", "score",
                        "result", "paused", "menu"},
          "flipop": {"ready", "turn", "flag", "think", "show", "choose", "over", "paused",
                     "menu"}}


def bouncy_tap(sim, r, held_ms=150):
    """One physical tap whose contacts chatter at both ends (gaps shorter
    than the classifier's 40 ms chatter window, some longer than keypad's
    20 ms scan so they do reach the firmware as events)."""
    changes = [(0, True)]
    t = 0
    for _ in range(r.randint(0, 3)):
        t += r.randint(1, 14)
        changes.append((t, False))
        t += r.randint(1, 14)
        changes.append((t, True))
    t = held_ms
    changes.append((t, False))
    for _ in range(r.randint(0, 3)):
        t += r.randint(1, 14)
        changes.append((t, True))
        t += r.randint(1, 14)
        changes.append((t, False))
    sim.bounce(changes)
    sim.wait((t + 300) / 1000)


def test_a_bouncing_tap_is_one_tap():
    r = random.Random(4)
    with Simulator(game="pipes", seed=4) as sim:
        sim.wait(0.5)
        for n in range(1, 31):
            bouncy_tap(sim, r)
            row = last(sim)
            assert row["phase"] in ("turn", "water"), row
        turns = max(row["turn"] for row in sim.records)
        rounds = max(row["water_round"] for row in sim.records)
        # play starts at turn 1; 30 taps are 30 steps: none lost, none doubled
        assert turns + rounds == 31
        assert sim.crashes == []


def test_a_bouncing_hold_is_a_hold():
    r = random.Random(5)
    with Simulator(game="pipes", seed=5) as sim:
        sim.wait(0.5)
        bouncy_tap(sim, r, held_ms=1200)                 # pause zone
        assert last(sim)["phase"] == "paused"
        bouncy_tap(sim, r)
        assert last(sim)["phase"] == "turn"


def test_a_keypad_overflow_never_leaves_the_game_stuck():
    with Simulator(game="pipes", seed=6) as sim:
        sim.wait(0.5)
        for hold in (0.05, 0.6, 1.5, 3.0, 5.0):
            turn = last(sim)["turn"]
            sim.set_button(True)
            sim.wait(hold)
            sim.overflow_keypad(lose_next=1)            # the release event is lost
            sim.set_button(False)
            sim.wait(4.5)
            # a lost release must not read as a button held down (-> menu)
            assert hold >= 4 or last(sim)["phase"] != "menu", hold
            sim.overflow_keypad(lose_next=1)            # now the press is lost
            sim.set_button(True)
            sim.wait(0.1)
            sim.set_button(False)
            sim.wait(0.3)
            if last(sim)["phase"] == "menu":
                sim.hold(4.5)                           # leave it (the menu's hold)
            if last(sim)["phase"] == "paused":
                sim.press()
            sim.wait(0.3)
            sim.press()                                 # a clean tap works again
            sim.wait(0.3)
            row = last(sim)
            assert row["phase"] in ("turn", "water") and row["turn"] >= turn, (hold, row)
        assert sim.crashes == []


BAD_SETTINGS = [
    ('GM_TURN_SECONDS = "soon"\n', "GM_TURN_SECONDS"),            # wrong type
    ("GM_TURN_SECONDS = 100000\n", "GM_TURN_SECONDS"),            # out of range
    ("GM_BRIGHTNESS = -5\n", "GM_BRIGHTNESS"),
    ('GM_RESUME = "maybe"\n', "GM_RESUME"),                       # not a choice
    ("GM_SOUND = 3\n", "GM_SOUND"),
    ("GM_TURN_SECONDS = 30.5\n", "GM_TURN_SECONDS"),
    ("GM_TURN_SECOND = 30\n", "GM_TURN_SECOND"),                  # unknown key (typo)
    ("GM_TURN_SECONDS = \n", "GM_TURN_SECONDS"),                  # empty value
    ('GM_TURN_SECONDS = "30\n', "GM_TURN_SECONDS"),               # unterminated string
]


@pytest.mark.parametrize("text,key", BAD_SETTINGS)
def test_bad_settings_give_defaults_and_a_line_naming_the_key(tmp_path, text, key):
    path = tmp_path / "settings.toml"
    path.write_text(text)
    with Simulator(game="pipes", seed=1, settings=str(path)) as sim:
        sim.wait(0.3)
        row = last(sim)
        assert key in row["hint"] and "\n" not in row["hint"], row["hint"]
        assert row["phase"] == "turn" and row["seconds_left"] == 60 and sim.crashes == []


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe garbage \x80\x81\n\x07=\x01",
                                     b"\xef\xbb\xbf\xff\xfe\n[table]\n= 3\n", b"#" * 1000000, None])
def test_empty_binary_or_missing_settings_file_never_crashes(tmp_path, content):
    drive = tmp_path / "drive"
    drive.mkdir()
    with Simulator(drive=str(drive), start=False, extra_settings={"GM_SEED": 2}) as sim:
        target = drive / "settings.toml"
        if content is None:
            target.unlink()
        else:
            target.write_bytes(content)
        sim.start()
        sim.wait(0.3)
        row = last(sim)
        assert sim.crashes == [] and row["phase"] == "ready"
        if content not in (None, b""):
            assert row["hint"] and row["hint"] != "press to start", row["hint"]
        if content not in (None, b""):
            # the tap that clears the file's problem does only that
            sim.press()
            sim.wait(0.3)
            assert last(sim)["phase"] == "ready", last(sim)
        for _ in range(4):            # any further problem lines, then the game
            if last(sim)["phase"] == "turn":
                break
            sim.press()
            sim.wait(0.3)
        assert last(sim)["phase"] == "turn" and last(sim)["seconds_left"] == 60


COUNTER = {"pipes": "turn", "golems": "round", "icetowers": "elapsed", "flipop": "move"}
# the longest clock a frame may show: the menu may lengthen Pipes' turn to
# 180 s and set IceTowers' time limit to 15 min; a Flipop bank also grows by
# its increment (at most 120 s) a move
LONGEST = {"pipes": 180, "golems": 180, "icetowers": 900, "flipop": 5400}


def fuzz(game, seed, actions):
    """Random presses, holds (all zones, the menu included), waits, power
    cuts and keypad overflows; afterwards every recorded frame is checked."""
    r = random.Random(seed)
    extra = {"GM_TURN_SECONDS": r.choice((10, 20, 60)), "GOLEMS_PROGRAM_SECONDS": 30}
    if game == "flipop":
        # odd seeds play against the device (3: with the player's bank),
        # even ones run the clock (short, so flags fall); the menu may switch
        extra.update({"FLIPOP_MODE": ("move", "versus", "bank", "vs-clock")[seed % 4],
                      "FLIPOP_SECONDS": 20})
    with Simulator(game=game, seed=seed, boot_mode="resume", raise_on_crash=True,
                   extra_settings=extra) as sim:
        for _ in range(actions):
            k = r.random()
            if k < 0.5:
                sim.press()
            elif k < 0.7:
                sim.hold(r.choice((0.3, 0.8, 1.2, 2.2, 3.5, 4.3, 6.0)))
            elif k < 0.74:
                sim.reset()
            elif k < 0.77:
                sim.set_button(True)
                sim.wait(r.random())
                sim.overflow_keypad()
                sim.set_button(False)
            sim.wait(r.choice((0.02, 0.1, 0.5, 1.5, 3.0)))
        rows = sim.records
        assert sim.crashes == []
        for row in rows:
            # the menu's Game entry may switch to another game: check each
            # frame against the game it shows
            shown = row["game"] or game
            assert row["phase"] in PHASES[shown], row
            if row["phase"] != "menu":          # the menu shows no game facts
                counter = row.get(COUNTER[shown])
                assert counter is not None and counter >= 0, row
            if row["seconds_left"] is not None:
                longest = LONGEST[shown] + (120 * (row.get("move") or 0) if shown == "flipop" else 0)
                assert 0 <= row["seconds_left"] <= longest, row
            assert row["errors"] == [], row["errors"]
        phases = set(row["phase"] for row in rows)
        assert len(phases) >= 4, phases
        return len(rows)


@pytest.mark.parametrize("game,seed", [("pipes", 1), ("pipes", 2), ("golems", 1), ("golems", 2),
                                       ("icetowers", 1), ("icetowers", 2),
                                       ("flipop", 1), ("flipop", 2), ("flipop", 3),
                                       ("flipop", 4), ("golems", 3)])
def test_random_input_never_breaks_a_game(game, seed):
    fuzz(game, seed, 70)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 20))
@pytest.mark.parametrize("game", ["pipes", "golems", "icetowers", "flipop"])
def test_random_input_long(game, seed):
    fuzz(game, seed, 1000)


def test_one_keypad_overflow_costs_no_error_and_no_game():
    """Issue 13 item 1: the firmware once wrote ``events.overflowed = False``,
    which raises on a board (read-only property), so one overflow raised on
    every tick until the recovery escalated to a new game and a reset.  After
    one overflow the game must go on with no error recorded, the same turn,
    and the button still working."""
    with Simulator(game="pipes", seed=8) as sim:
        sim.wait(0.5)
        sim.press()
        sim.wait(0.5)
        before = last(sim)
        assert before["phase"] == "turn"
        boots = len(sim.boots)
        sim.overflow_keypad()
        sim.wait(2.0)
        tele = sim.telemetry()
        assert tele["errors"] == [], tele["errors"]
        assert len(sim.boots) == boots and sim.crashes == []
        row = last(sim)
        assert row["turn"] == before["turn"] and row["phase"] == "turn", row
        sim.press()
        sim.wait(0.5)
        assert last(sim)["turn"] == before["turn"] + 1
