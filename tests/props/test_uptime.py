"""Eight days plugged in: the tick counter wraps (every 2**29 ms, ~6.2 days,
and CircuitPython starts it a minute before the wrap), and nothing notices.

The countdown must fall by exactly one second per second, every press must
be taken, and the wraps must actually have happened during the run.
"""

import random

from gamemaster.app import App
from gamemaster.settings import Settings
from gamemaster.ticks import TICKS_PERIOD, ticks_add

DAY_MS = 24 * 3600 * 1000


def test_eight_days_across_two_wraps():
    r = random.Random(8)
    app = App(Settings.from_toml('GM_BOOT = "play"\nGM_SEED = 5\nGM_TURN_SECONDS = 60\n'))
    now = TICKS_PERIOD - 60000
    app.boot(now)
    elapsed = 0
    wraps = 0
    presses = 0
    prev_left = None
    prev_turn = app.game.turn
    while elapsed < 8 * DAY_MS:
        wait_s = r.randint(5, 75)
        for _ in range(wait_s):
            before = now
            now = ticks_add(now, 1000)
            elapsed += 1000
            if now < before:
                wraps += 1
            app.tick(now)
            v = app.view(now)
            if v.phase == "turn" and prev_left is not None and app.game.turn == prev_turn:
                assert v.seconds_left == prev_left - 1, (elapsed, v.seconds_left, prev_left)
            prev_left = v.seconds_left if v.phase == "turn" else None
            prev_turn = app.game.turn
        turn_before = (app.game.turn, app.game.phase)
        app.button(True, now)
        now = ticks_add(now, 120)
        app.tick(now)
        app.button(False, now)
        now = ticks_add(now, 60)
        app.tick(now)
        elapsed += 180
        presses += 1
        assert (app.game.turn, app.game.phase) != turn_before, "press lost at %d ms" % elapsed
        prev_left = None
        prev_turn = app.game.turn
    assert wraps == 2
    assert presses > 10000
