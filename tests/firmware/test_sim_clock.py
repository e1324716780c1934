"""The virtual clock: advances only in the firmware's time.sleep, by exactly
what it asked for, and wraps like supervisor.ticks_ms()."""

import sys
import time

import pytest
from fixtures.tiny import telemetry, tiny_sim

from host_sim.hw.machine import TICKS_PERIOD, FirmwareStalled


def test_an_hour_of_virtual_time_costs_little_real_time_and_honours_the_sleep_length():
    with tiny_sim(TINY_SLEEP=0.05) as sim:
        sleeps = sim.machine.sleeps
        started = time.perf_counter()
        sim.wait(3600)
        assert time.perf_counter() - started < 10
        assert sim.now_ms == 3600 * 1000
        # one sleep per loop iteration, each 50 ms long: 72000 iterations
        assert sim.machine.sleeps - sleeps == 72000


def test_ticks_start_near_the_wrap_and_wrap_around():
    start = TICKS_PERIOD - 60000           # where a real board starts
    with tiny_sim(ticks_start=start) as sim:
        assert sim.ticks_ms == start
        sim.wait(59.99)
        assert sim.ticks_ms == TICKS_PERIOD - 10
        sim.wait(0.03)
        assert sim.ticks_ms == 20          # wrapped
        assert sim.now_ms == 60020         # t since power-on never wraps


def test_the_clock_keeps_running_across_a_power_cut():
    with tiny_sim(ticks_start=1000) as sim:
        sim.wait(2)
        sim.reset()
        assert sim.ticks_ms == 3000
        assert [b[1] for b in sim.boots] == ["power_on", "reset"]
        assert sim.boots[1][2] == 2000


def test_time_monotonic_is_not_virtual_and_negative_sleep_is_refused():
    with tiny_sim() as sim:
        fake_time = sys.modules["time"]
        assert fake_time is not time and fake_time.monotonic is time.monotonic
        sim.wait(100)
        assert abs(fake_time.monotonic() - time.monotonic()) < 1
        with pytest.raises(ValueError):
            sim.machine.sleep(-1)
    assert sys.modules["time"] is time     # restored on close


def test_sleeps_shorter_than_a_millisecond_accumulate():
    with tiny_sim(TINY_SLEEP=0.0004) as sim:
        sim.wait(0.01)
        assert sim.now_ms == 10
        assert telemetry().frame == 1


def test_a_busy_wait_is_reported_with_the_firmware_stack_and_long_runs_are_not():
    # (1.5 s: a tick of a starved process on a loaded machine must not look
    # like a busy wait; the long run below outlasts it however fast the machine)
    with tiny_sim(TINY_BUSY_AT=1, stall_seconds=1.5) as sim:
        started = time.perf_counter()
        while time.perf_counter() - started <= 1.5:
            sim.wait(7200)             # > 1.5 s of real work, but it keeps sleeping
        with pytest.raises(FirmwareStalled) as err:
            sim.press()                # the firmware spins as soon as it reads it
            sim.wait(0.1)
        assert "without returning from time.sleep" in str(err.value)
        assert "in loop_once" in str(err.value)
        telemetry().stop_busy = True   # let the thread go before close()
