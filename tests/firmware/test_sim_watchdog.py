"""The watchdog on the virtual clock: RESET mode reboots when not fed, RAISE
mode raises in the firmware, and CircuitPython's end-of-code rule holds."""

import pytest
from fixtures.tiny import tiny_sim

from host_sim.runner import FirmwareCrashed


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
