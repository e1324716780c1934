from gamemaster.ticks import TICKS_PERIOD, ticks_add, ticks_diff

from mpcompat import raises


def test_diff_across_wrap():
    before = TICKS_PERIOD - 10
    after = ticks_add(before, 25)
    assert after == 15
    assert ticks_diff(after, before) == 25
    assert ticks_diff(before, after) == -25
    assert ticks_diff(before, after) < 0 < ticks_diff(after, before)


def test_circuitpython_boot_value():
    # CircuitPython starts the counter about a minute before the wrap
    boot = TICKS_PERIOD - 60000
    deadline = ticks_add(boot, 90000)
    assert deadline == 30000
    assert ticks_diff(deadline, boot) == 90000
    now = boot
    steps = 0
    while ticks_diff(deadline, now) > 0:
        now = ticks_add(now, 1000)
        steps += 1
    assert steps == 90


def test_add_rejects_huge_interval():
    with raises(OverflowError):
        ticks_add(0, TICKS_PERIOD)
