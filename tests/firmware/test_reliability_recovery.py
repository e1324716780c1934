"""Hangs, crashes, safe mode and low memory on the real firmware (issue 5).

Faults are injected from the test by patching firmware classes in
``sys.modules`` while the firmware thread is parked (between two ``wait``
calls).  A power cut reloads every firmware module, so a patch lasts until
the next reboot, like a transient fault on a board.
"""

import gc
import sys

from host_sim.runner import Simulator

from test_reliability_nvmstore import last, resets_of

SAME = ("turn", "element", "water_round")


def pipes(**extra):
    extra.setdefault("GM_CHECKPOINT_SECONDS", 1)
    return Simulator(game="pipes", seed=31, boot_mode="resume", extra_settings=extra)


def fw(module):
    return sys.modules[module]


def _into_turn(sim, presses=3):
    for _ in range(presses):
        sim.press()
        sim.wait(1)
    return last(sim)


def test_an_exception_while_drawing_is_shown_and_the_game_goes_on():
    with pipes() as sim:
        before = _into_turn(sim)
        screen_cls = fw("gmfw.screen").Screen
        original = screen_cls.show
        calls = []

        def broken(self, view):
            calls.append(1)
            if len(calls) == 1:
                raise RuntimeError("display bus glitch")
            return original(self, view)

        screen_cls.show = broken
        sim.wait(2)
        row = last(sim)
        assert "display bus glitch" in " ".join(row["errors"])
        assert row["hint"].startswith("error: display bus glitch")
        assert [row[k] for k in SAME] == [before[k] for k in SAME]
        assert row["seconds_left"] <= before["seconds_left"]      # restored, not restarted
        sim.press()
        sim.wait(0.5)
        assert last(sim)["turn"] == before["turn"] + 1
        assert sim.crashes == [] and len(sim.boots) == 1


def test_a_render_that_always_fails_ends_in_a_new_game_then_a_reset_never_a_halt():
    with pipes() as sim:
        before = _into_turn(sim, 4)
        screen_cls = fw("gmfw.screen").Screen

        def broken(self, view):
            raise ValueError("bad font")

        screen_cls.show = broken
        sim.wait(3)
        # 3 failures: the snapshot is suspected -> new game; 7: board reset
        assert [b[1] for b in sim.boots][-1] == "software"
        assert sim.crashes == []
        # fresh modules after the reset draw again, and the saved game (never
        # replaced: the new game could not even be drawn) comes back
        row = last(sim)
        assert [row[k] for k in SAME] == [before[k] for k in SAME] and row["errors"] == []
        sim.press()
        sim.wait(0.5)
        assert last(sim)["turn"] == before["turn"] + 1


def test_a_hang_is_ended_by_the_watchdog_and_the_game_resumes():
    with pipes() as sim:
        before = _into_turn(sim)
        app_cls = fw("gamemaster.app").App
        time_mod = fw("time")

        def hang(self, now):
            while True:                         # e.g. a bus that never answers
                time_mod.sleep(0.5)

        app_cls.tick = hang
        sim.wait(7.5)
        assert resets_of(sim, "watchdog") == 0  # 8 s timeout: not yet
        sim.wait(1)
        assert resets_of(sim, "watchdog") == 1
        row = last(sim)
        assert [row[k] for k in SAME] == [before[k] for k in SAME]
        # the clock resumes where the last save left it (saved every second)
        assert before["seconds_left"] - 2 <= row["seconds_left"] <= before["seconds_left"]
        sim.press()
        sim.wait(0.5)
        assert last(sim)["turn"] == before["turn"] + 1


def test_the_watchdog_is_fed_only_after_a_whole_tick():
    with pipes() as sim:
        _into_turn(sim)
        dog = fw("microcontroller").watchdog
        feeds = dog.feeds
        app_cls = fw("gamemaster.app").App
        calls = []
        original = app_cls.tick

        def counting(self, now):
            calls.append(dog.feeds)
            return original(self, now)

        app_cls.tick = counting
        sim.wait(2)
        # one feed per loop iteration, after the tick: never two ticks without one
        assert dog.feeds - feeds in (len(calls), len(calls) - 1)
        assert calls == sorted(set(calls)) and len(calls) > 50


def test_safemode_resets_transient_faults_and_the_game_resumes():
    with pipes() as sim:
        before = _into_turn(sim)
        sim.safe_mode("HARD_FAULT")
        assert [b[1] for b in sim.boots][-2:] == ["safe_mode", "software"]
        row = last(sim)
        assert [row[k] for k in SAME] == [before[k] for k in SAME]
        assert sim.nvm[-1] == 1                          # the reset-loop counter
        sim.wait(61)                                     # a healthy minute clears it
        assert sim.nvm[-1] == 0


def test_safemode_stops_a_reset_loop_and_honours_the_user():
    with pipes() as sim:
        _into_turn(sim, 1)
        for _ in range(3):
            sim.safe_mode("WATCHDOG")
            assert sim.machine.halted is None           # reset, back in code.py
        sim.safe_mode("BROWNOUT")                        # 4th in a row: stay
        assert sim.machine.halted == "safe_mode" and sim.nvm[-1] == 3
        sim.reset()                                      # someone power-cycles it
        sim.safe_mode("USER")
        assert sim.machine.halted == "safe_mode"
        assert sim.crashes == []


def test_memory_error_in_the_pictogram_drops_it_and_keeps_the_clock():
    with pipes() as sim:
        before = _into_turn(sim)
        art_cls = fw("gmfw.art_pipe").Art

        def no_memory(self, element):
            raise MemoryError("memory allocation failed, allocating 2304 bytes")

        art_cls.show = no_memory
        sim.press()
        sim.wait(2.5)
        row = last(sim)
        assert fw("gmfw.telemetry").degraded is True
        assert row["turn"] == before["turn"] + 1 and row["errors"] == []
        screens = [o for o in gc.get_objects() if type(o).__name__ == "Screen"
                   and type(o).__module__ == "gmfw.screen"]
        screen = screens[-1]
        assert screen.arts == {}                                   # pictogram dropped
        assert screen.clock.text == "0:%02d" % row["seconds_left"]  # clock kept
        assert screen.big.text == row["big"].replace("_", " ")     # element named instead
        sim.press()
        sim.wait(1)
        assert last(sim)["turn"] == before["turn"] + 2 and sim.crashes == []
