"""Days plugged in, on the real firmware: supervisor.ticks_ms() wraps every
2**29 ms (~6.2 days) and a board starts it a minute before the first wrap
(issue 5).  Turns that run across a wrap must count down one second per
second, every press must be taken, and no timing may use time.monotonic().
"""

import os
import re

import pytest

from host_sim.runner import REPO, Simulator
from gamemaster.ticks import TICKS_PERIOD

from test_reliability_nvmstore import last

START = TICKS_PERIOD - 60000          # where CircuitPython starts the counter
TURN_S = 20


def check_countdowns(rows):
    """Within each turn the clock shows ceil(time left): it never jumps."""
    start = None
    checked = 0
    for row in rows:
        if row["phase"] != "turn":
            start = None
            continue
        key = (row["boot"], row["turn"], row["water_round"])
        if start is None or start[0] != key:
            start = (key, row["t_ms"], row["seconds_left"])
            continue
        elapsed = row["t_ms"] - start[1]
        expected = start[2] - elapsed / 1000.0
        assert expected - 1 <= row["seconds_left"] <= expected + 1, (row, start)
        checked += 1
    return checked


def play(sim, turns, wait_s):
    """Turns with presses (each must advance the game) and one timeout."""
    for i in range(turns):
        sim.wait(wait_s)
        before = (last(sim)["turn"], last(sim)["water_round"], last(sim)["phase"])
        sim.press()
        sim.wait(0.2)
        after = (last(sim)["turn"], last(sim)["water_round"], last(sim)["phase"])
        assert after != before, ("press lost", sim.ticks_ms, before)


def pause(sim):
    sim.hold(1.0)
    sim.wait(0.2)
    assert last(sim)["phase"] == "paused"


def wrapped(rows):
    return sum(1 for a, b in zip(rows, rows[1:]) if b["ticks_ms"] < a["ticks_ms"])


def test_turns_across_the_tick_wrap_and_hours_of_pause():
    with Simulator(game="pipes", seed=2, ticks_start=START,
                   extra_settings={"GM_TURN_SECONDS": TURN_S}) as sim:
        play(sim, 6, 13)                             # ~80 s: the wrap is at 60 s
        sim.wait(TURN_S + 1)                         # a timeout right after it
        assert last(sim)["phase"] == "timeout"
        sim.press()
        pause(sim)
        sim.wait(6 * 3600)                           # six hours on pause
        assert last(sim)["phase"] == "paused"
        sim.press()                                  # resume: the clock was stopped
        sim.wait(0.3)
        assert last(sim)["phase"] == "turn" and last(sim)["seconds_left"] >= TURN_S - 1
        play(sim, 3, 7)
        assert wrapped(sim.records) == 1
        assert check_countdowns(sim.records) > 60
        assert sim.crashes == [] and len(sim.boots) == 1


@pytest.mark.slow
def test_eight_days_two_wraps():
    second_wrap_ms = 60000 + TICKS_PERIOD
    with Simulator(game="pipes", seed=3, ticks_start=START, keep_records=True,
                   extra_settings={"GM_TURN_SECONDS": TURN_S}) as sim:
        play(sim, 6, 13)
        day = 24 * 3600
        while sim.now_ms < 8 * day * 1000:
            pause(sim)
            target = sim.now_ms + 6 * 3600 * 1000
            if sim.now_ms < second_wrap_ms - 40000 < target:
                target = second_wrap_ms - 40000      # be playing when it wraps
            sim.run_until_ms(target)
            sim.press()                              # resume
            play(sim, 6, 13)
        assert wrapped(sim.records) == 2
        assert check_countdowns(sim.records) > 1000
        assert sim.crashes == [] and len(sim.boots) == 1


def test_no_timing_with_time_monotonic():
    """Floats from time.monotonic() lose milliseconds after hours: the
    firmware and the logic time everything with supervisor.ticks_ms()."""
    found = []
    for folder in ("firmware", "lib"):
        for root, _, files in os.walk(os.path.join(REPO, folder)):
            for name in files:
                if name.endswith(".py"):
                    with open(os.path.join(root, name)) as f:
                        text = f.read()
                    if re.search(r"\bmonotonic\s*\(|time\.time\s*\(", text):
                        found.append(name)
    assert found == []
