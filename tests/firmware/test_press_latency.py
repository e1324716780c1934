"""A press is acknowledged at once and a tap lands at its release: the real
firmware in the headless simulator, keypad scanning every 20 ms, the loop
ticking every 20 ms (what ``python -m host_sim bench`` reports as
``press_feedback_ticks`` and ``press_to_frame_ticks``)."""

from host_sim.bench import LOOP_MS, press_latency
from host_sim.runner import Simulator


def _run(script):
    with Simulator(game="pipes", seed=3) as sim:
        sim.run_script(script)
        assert sim.crashes == []
        return list(sim.records)


def test_a_tap_shows_at_the_press_and_its_turn_at_the_release():
    # taps at different phases of the loop, the keypad scan and the clock's seconds
    for wait in (2.33, 3.47, 4.61, 5.05, 6.011, 7.219):
        rows = _run("wait %.3f\npress\nwait 2\n" % wait)
        down = round(wait * 1000)
        ack, from_release, from_press = press_latency(rows, down, down + 120)
        assert ack <= 1, (wait, ack)
        assert from_release <= 1, (wait, from_release)
        assert from_press <= 120 // LOOP_MS + 1


def test_the_ring_fills_while_held_and_a_hold_still_pauses():
    rows = _run("wait 2\nhold 1.2\nwait 1\n")
    base = [r for r in rows if r["t_ms"] <= 2000][-1]["ring"]
    held = [r for r in rows if 2000 < r["t_ms"] <= 3200 and r["hint"].startswith("release")]
    lit = [sum(1 for px, was in zip(r["ring"], base) if px != was) for r in held]
    # the first twelfth at the press (dim: the tap zone), then brighter
    # (the pause zone), filling towards the menu
    assert held[0]["t_ms"] <= 2000 + LOOP_MS and held[0]["hint"] == "release: next"
    assert lit[0] == 1 and lit == sorted(lit) and lit[-1] > lit[0]
    assert any(r["hint"] == "release: pause / resume" for r in held)
    # from the press to the pause, every frame shows the hold: the turn's
    # own screen never flashes up while the release is being decided
    after = [r for r in rows if r["t_ms"] > 2000]
    paused = [i for i, r in enumerate(after) if r["phase"] == "paused"][0]
    assert all(r["hint"].startswith("release") for r in after[:paused]), after[:paused + 1]
    assert rows[-1]["phase"] == "paused"
