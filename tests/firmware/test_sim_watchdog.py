"""The watchdog on the virtual clock: RESET mode reboots when not fed, RAISE
mode raises in the firmware, and CircuitPython's end-of-code rule holds."""

import pytest
from fixtures.tiny import tiny_sim

from host_sim.runner import FirmwareCrashed, Simulator


def test_fed_watchdog_never_fires_and_a_hang_reboots_after_the_timeout():
    with tiny_sim(TINY_WATCHDOG=2.0, TINY_HANG_AT=1) as sim:
        sim.wait(600)
        assert len(sim.boots) == 1
        sim.press()                     # down 600.000-600.120 s, then 100 ms up; read at 600.020
        sim.wait(1.75)                  # t = 601.970
        assert len(sim.boots) == 1
        sim.wait(0.1)
        assert sim.boots[1][1] == "watchdog"
        # last feed: the iteration at 600.000, before the press was read
        assert sim.boots[1][2] == 602000
        import microcontroller
        assert microcontroller.cpu.reset_reason == microcontroller.ResetReason.WATCHDOG


def test_raise_mode_raises_watchdog_timeout_in_the_firmware():
    with tiny_sim(TINY_WATCHDOG=1.0, TINY_WD_MODE="raise", TINY_HANG_AT=1) as sim:
        sim.press()
        with pytest.raises(FirmwareCrashed, match="WatchDogTimeout"):
            sim.wait(2)
        assert len(sim.boots) == 1


def test_a_crash_with_the_watchdog_in_reset_mode_reboots_the_board():
    with tiny_sim(TINY_WATCHDOG=3.0, TINY_CRASH_AT=1, raise_on_crash=False) as sim:
        sim.press()
        sim.wait(1)
        assert sim.machine.halted == "crashed" and "tiny firmware crash" in sim.crashes[0]
        sim.wait(3)
        assert [b[1] for b in sim.boots] == ["power_on", "watchdog"]
        assert sim.machine.halted is None
        import supervisor
        assert "tiny firmware crash" in supervisor.get_previous_traceback()


def test_a_crash_without_a_watchdog_halts_for_good():
    with tiny_sim(TINY_CRASH_AT=1, raise_on_crash=False) as sim:
        sim.press()
        sim.wait(3600)
        assert sim.machine.halted == "crashed" and len(sim.boots) == 1


# --- the C module's behaviour (shared-bindings/watchdog/WatchDogTimer.c,
# ports/nordic/common-hal/watchdog/WatchDogTimer.c, shared-module/watchdog/__init__.c)

def test_feed_while_off_does_nothing_and_nordic_reset_mode_cannot_be_undone():
    from host_sim.hw.watchdog import WatchDogMode
    with tiny_sim() as sim:
        dog = sim.machine.boot.watchdog
        dog.feed()                                   # "Silently does nothing" while off
        dog.timeout = 4
        dog.mode = WatchDogMode.RESET
        dog.timeout = 5                              # generic ports accept it
        dog.mode = None                              # and stop
        assert dog.mode is None
    with tiny_sim(watchdog_port="nordic") as sim:    # CircuitPython 10
        dog = sim.machine.boot.watchdog
        dog.timeout = 4
        dog.mode = WatchDogMode.RESET
        with pytest.raises(RuntimeError, match="timeout cannot be changed"):
            dog.timeout = 5
        with pytest.raises(RuntimeError, match="cannot be deinitialized"):
            dog.mode = None
        assert dog.mode == WatchDogMode.RESET
        sim.wait(1)
        assert len(sim.boots) == 1
    with tiny_sim(watchdog_port="nordic", circuitpython=9) as sim:
        dog = sim.machine.boot.watchdog
        dog.timeout = 4
        dog.mode = WatchDogMode.RESET
        with pytest.raises(RuntimeError, match="cannot be deinitialized"):
            dog.deinit()
        assert dog.mode == WatchDogMode.RESET


def test_nordic_mode_none_on_circuitpython_9_is_set_but_the_board_still_resets():
    # ports/nordic/common-hal/watchdog/WatchDogTimer.c (9.x): set_mode(NONE)
    # from RESET falls through to self->mode = NONE; the nRF's WDT cannot be
    # stopped, and the binding's feed() skips a NONE mode, so the board
    # resets at the timeout however often the program feeds
    from host_sim.hw.watchdog import WatchDogMode
    with tiny_sim(watchdog_port="nordic", circuitpython=9) as sim:
        dog = sim.machine.boot.watchdog
        dog.timeout = 3
        dog.mode = WatchDogMode.RESET
        sim.wait(1)
        dog.mode = None                              # no error
        assert dog.mode is None
        for _ in range(3):
            dog.feed()                               # does nothing now
            sim.wait(0.5)
        assert dog.feeds == 0 and len(sim.boots) == 1
        sim.wait(1)                                  # 3 s after it was armed
        assert [b[1:] for b in sim.boots] == [("power_on", 0), ("watchdog", 3000)]


def test_deinit_is_gone_in_circuitpython_10():
    # deprecated in 9.0 ("will be removed in 10.0.0"); the firmware only sets
    # the mode and feeds, so it runs on both
    from host_sim.hw.watchdog import WatchDogMode
    with tiny_sim() as sim:
        dog = sim.machine.boot.watchdog
        assert not hasattr(dog, "deinit")
        with pytest.raises(AttributeError):
            dog.deinit()
    with tiny_sim(circuitpython=9) as sim:
        dog = sim.machine.boot.watchdog
        dog.timeout = 2
        dog.mode = WatchDogMode.RAISE
        dog.deinit()
        assert dog.mode is None
    for version in (9, 10):
        with Simulator(game="pipes", seed=2, watchdog_port="nordic", circuitpython=version,
                       extra_settings={"GM_BOARD": "clue"}) as sim:
            sim.run_script("wait 1\npress\nwait 12\n")
            assert sim.crashes == [] and len(sim.boots) == 1
            assert sim.machine.boot.watchdog.feeds > 500


def test_a_saved_file_reloads_code_py_and_ctrl_c_reaches_the_repl():
    with tiny_sim(TINY_WATCHDOG=3.0) as sim:
        sim.wait(1)
        sim.save_to_drive("notes.txt", "hello")
        sim.wait(1)
        assert [b[1] for b in sim.boots] == ["power_on", "autoreload"]
        import supervisor
        assert supervisor.runtime.run_reason == supervisor.RunReason.AUTO_RELOAD
        sim.ctrl_c()
        sim.wait(10)                                  # the stopped watchdog never fires
        assert sim.machine.halted == "repl" and len(sim.boots) == 2


def test_nordic_reset_watchdog_turns_a_reload_or_ctrl_c_into_safe_mode():
    # issue 13 item 2: before CircuitPython #11295 the nRF52840's RESET-mode
    # cleanup raised outside any handler when the VM stopped
    for stop in ("save", "ctrl_c"):
        with tiny_sim(TINY_WATCHDOG=3.0, watchdog_port="nordic") as sim:
            sim.wait(1)
            if stop == "save":
                sim.save_to_drive("settings.toml", open(sim.drive + "/settings.toml").read())
            else:
                sim.ctrl_c()
            sim.wait(1)
            assert [b[1] for b in sim.boots] == ["power_on", "safe_mode"], stop
            import supervisor
            assert supervisor.runtime.safe_mode_reason == supervisor.SafeModeReason.NLR_JUMP_FAIL
    with tiny_sim(TINY_WATCHDOG=3.0, watchdog_port="nordic", watchdog_cleanup_fixed=True) as sim:
        sim.wait(1)
        sim.ctrl_c()
        sim.wait(1)
        assert sim.machine.halted == "repl"
    with tiny_sim(TINY_WATCHDOG=3.0, TINY_WD_MODE="raise", watchdog_port="nordic") as sim:
        sim.wait(1)
        sim.save_to_drive("notes.txt", "x")           # RAISE mode stops cleanly
        sim.wait(1)
        assert [b[1] for b in sim.boots] == ["power_on", "autoreload"]


def test_the_firmware_on_an_nrf52840_profile_survives_a_saved_file_and_ctrl_c():
    # issue 13 item 2, on the real firmware: the CLUE profile (the CPB's is the
    # same) on the nordic watchdog model.  With RESET mode armed, saving
    # settings.toml crashed the board into safe mode; the profile's RAISE mode
    # reloads cleanly, and Ctrl-C reaches the REPL.
    from host_sim.runner import Simulator
    with Simulator(game="pipes", seed=2, watchdog_port="nordic",
                   extra_settings={"GM_BOARD": "clue"}) as sim:
        sim.wait(2)
        from host_sim.hw.watchdog import WatchDogMode
        assert sim.machine.boot.watchdog.mode == WatchDogMode.RAISE
        text = open(sim.drive + "/settings.toml").read()
        sim.save_to_drive("settings.toml", text + "GM_SOUND = false\n")
        sim.wait(2)
        assert [b[1] for b in sim.boots] == ["power_on", "autoreload"]
        assert sim.telemetry()["view"]["phase"] in ("turn", "ready")
        sim.ctrl_c()
        sim.wait(20)
        assert sim.machine.halted == "repl" and len(sim.boots) == 2


def test_a_hang_under_the_raise_mode_watchdog_resets_and_resumes():
    from host_sim.runner import Simulator
    import sys
    with Simulator(game="pipes", seed=2, watchdog_port="nordic", boot_mode="resume",
                   extra_settings={"GM_BOARD": "clue", "GM_CHECKPOINT_SECONDS": 1}) as sim:
        sim.wait(3)
        before = sim.telemetry()["view"]
        app_cls = sys.modules["gamemaster.app"].App
        time_mod = sys.modules["time"]

        def hang(self, now):
            while True:
                time_mod.sleep(0.5)

        app_cls.tick = hang
        sim.wait(7.5)
        assert len(sim.boots) == 1                      # 8 s timeout: not yet
        sim.wait(2)
        assert [b[1] for b in sim.boots] == ["power_on", "software"]
        after = sim.telemetry()["view"]
        assert (after["turn"], after["element"]) == (before["turn"], before["element"])
