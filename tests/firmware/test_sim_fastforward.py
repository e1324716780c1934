"""Idle time fast-forwarded: the simulator skips the loop iterations in which
the firmware says nothing happens without input, and nothing observable
changes: the same frame rows (times, ticks, views, ring, cues, refreshed
pixels), the same NVM writes, sounds, boots, watchdog feeds and loop count
as when every 20 ms iteration runs."""

import time

from host_sim.runner import Simulator  # noqa: I001 - first: prepares Blinka
from host_sim.hw.machine import TICKS_PERIOD

# A Pipes game started a minute before the tick wrap (as a board starts):
# turns ended by taps and by time, the last-10-s warning, TIME! waiting for
# a tap, a long pause, the menu left idle (it stays open) and left with the
# undo hold (nothing done in it), undo, a power cut in the middle of a turn,
# water rounds.
PIPES_SCRIPT = """
wait 1.5
press
wait 3.3
press
wait 75
press
wait 0.5
hold 1
wait 600
press
wait 4.2
hold 4.5
wait 70
hold 2.5
wait 3
reset
wait 2
press
wait 0.7
""" + "press\nwait 1.9\n" * 10 + "wait 62\npress\nwait 3\npress\nwait 2\n"

# Golem Battle: the dice, the rows, a long pause, the lives entered (taps
# and the short hold, which enters there instead of pausing)
GOLEMS_SCRIPT = ("wait 1.5\n" + "press\nwait 2.4\n" * 5 + "hold 1\nwait 300\npress\nwait 2\n"
                 + "press\nwait 2.4\n" * 3 + "hold 1\nwait 5\npress\nhold 1.5\nwait 20\n")


def _run(game, script, fast_forward, **kw):
    started = time.perf_counter()
    with Simulator(game=game, seed=5, fast_forward=fast_forward, **kw) as sim:
        sim.run_script(script)
        rows = [dict(r) for r in sim.records]
        for r in rows:
            del r["refresh_ms"]                 # wall time spent composing
        m = sim.machine
        dog = m.boot.watchdog
        out = {"rows": rows, "nvm": sim.nvm, "nvm_writes": sim.nvm_writes,
               "audio": [dict(a) for a in sim.audio_log], "boots": list(sim.boots),
               "now_ms": sim.now_ms, "ticks_ms": sim.ticks_ms, "sleeps": m.sleeps,
               "feeds": dog.feeds, "dog_deadline_us": dog.deadline_us,
               "led_writes": m.led_writes, "crashes": list(sim.crashes)}
        skipped = m.skipped_iterations
    return out, skipped, time.perf_counter() - started


def _same_with_and_without(game, script, **kw):
    slow, none_skipped, slow_s = _run(game, script, False, **kw)
    fast, skipped, fast_s = _run(game, script, True, **kw)
    assert none_skipped == 0
    for a, b in zip(slow["rows"], fast["rows"]):
        assert a == b, (a, b)
    assert len(fast["rows"]) == len(slow["rows"])
    for key in sorted(slow):
        assert fast[key] == slow[key], key
    return slow, skipped, slow_s, fast_s


def test_pipes_records_are_identical_with_and_without_fast_forward():
    slow, skipped, slow_s, fast_s = _same_with_and_without(
        "pipes", PIPES_SCRIPT, ticks_start=TICKS_PERIOD - 60000)
    phases = {r["phase"] for r in slow["rows"]}
    assert {"turn", "timeout", "paused", "menu", "water"} <= phases, phases
    assert [b[1] for b in slow["boots"]] == ["power_on", "reset"]
    assert slow["ticks_ms"] < slow["now_ms"]              # the ticks wrapped
    assert slow["nvm_writes"] > 10 and slow["feeds"] > 1000
    # most of the ~950 s are idle: skipped, not stepped (47,000+ iterations)
    assert skipped > 0.8 * slow["sleeps"], (skipped, slow["sleeps"])


def test_golems_records_are_identical_with_and_without_fast_forward():
    slow, skipped, _, _ = _same_with_and_without("golems", GOLEMS_SCRIPT)
    assert {"roll", "program", "execute", "paused", "lives", "round_end"} <= {
        r["phase"] for r in slow["rows"]}
    assert skipped > 0.5 * slow["sleeps"]
