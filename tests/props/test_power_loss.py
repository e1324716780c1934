"""Power cuts at random moments: the device resumes exactly what it saved.

At the logic level (the firmware-level version, with the two-slot NVM
store, torn writes and the turn clock, is tests/firmware/test_reliability_power.py): a
game is played with random presses; whenever the app hands out a save, we
remember it together with the state it describes; at random moments the
"power is cut" and a new App boots from the last save.  The resumed game must
be the saved one: same phase, turn, element, water round, PRNG state, and
the same remaining time.
"""

import random

from gamemaster.app import App
from gamemaster.settings import Settings
from gamemaster.ticks import TICKS_PERIOD, ticks_add


def state(app, now):
    g = app.game
    return (g.phase, g.turn, g.water_round, g.element, g.rng.state, bytes(g.bag),
            g.ms_left(app.game_now(now)) // 1000, app.paused)


def test_thousands_of_random_resets_resume_exactly():
    r = random.Random(7)
    resets = 0
    for game_no in range(55):
        draw = r.choice(["uniform", "bag", "weighted"])
        text = 'GM_SEED = %d\nPIPES_DRAW = "%s"\nGM_CHECKPOINT_SECONDS = %d\n' % (
            r.randint(1, 10 ** 6), draw, r.choice([0, 5, 15]))
        now = r.randint(0, TICKS_PERIOD - 1)
        app = App(Settings.from_toml(text))
        app.boot(now)
        last = None
        for _ in range(150):
            # a random stretch of play
            for _ in range(r.randint(1, 40)):
                now = ticks_add(now, r.choice([20, 100, 500, 2000]))
                app.tick(now)
                data = app.take_save(now)
                if data is not None:
                    last = (data, state(app, now))
            kind = r.random()
            if kind < 0.6:
                app.button(True, now)
                now = ticks_add(now, 100)
                app.tick(now)
                app.button(False, now)
            elif kind < 0.65:
                app.button(True, now)
                now = ticks_add(now, 1000)
                app.tick(now)
                app.button(False, now)
            now = ticks_add(now, 60)
            app.tick(now)
            data = app.take_save(now)
            if data is not None:
                last = (data, state(app, now))
            if r.random() < 0.25 and last is not None:
                # power cut: RAM gone, NVM holds last[0]
                now = ticks_add(now, r.randint(50, 5000))
                app = App(Settings.from_toml(text))
                app.boot(now, last[0])
                assert state(app, now) == last[1]
                resets += 1
    assert resets > 2000


def test_snapshot_fits_a_256_byte_nvm():
    app = App(Settings.from_toml('GM_BOOT = "play"\nPIPES_DRAW = "bag"\nGM_TURN_SECONDS = 90\n'))
    app.boot(0)
    app.settings.cycle("GM_SOUND")
    app.settings.cycle("GM_BRIGHTNESS")
    data = app.snapshot(0)
    assert len(data) <= 64, len(data)       # 256-byte NVM: snapshot + reset-loop byte
