"""NVM writes per hour for every registered game: a scripted hour at the
table (a press every 20-40 s, a pause every 15 minutes), counted at the
app's save points.  Each game must stay within the budget docs/reliability.md
states, so no game can wear the flash out by saving what is only visible
(Golem Battle once saved on every dice frame and every clock second)."""

import random

from gamemaster import registry
from gamemaster.app import App
from gamemaster.settings import Settings
from gamemaster.ticks import ticks_add

WRITES_PER_HOUR_BUDGET = 250            # docs/reliability.md, "Every game's save budget"
HOUR_MS = 3600 * 1000
# settings that make each game use its clocks (their busiest saving case)
BUSY = {"golems": 'GOLEMS_PROGRAM_SECONDS = 120\n'}


def scripted_hour(game_id, seed=1):
    # (a press on an open entry, a score or a life, is the short hold that
    # enters it: how a table goes on there)
    r = random.Random(seed)
    text = 'GM_GAME = "%s"\nGM_BOOT = "play"\nGM_SEED = 5\n' % game_id + BUSY.get(game_id, "")
    app = App(Settings.from_toml(text))
    now = 0
    app.boot(now)
    events = []                         # (ms, pressed)
    t = 0
    while t < HOUR_MS:
        t += r.randint(20000, 40000)
        hold = 1000 if (t // 900000) != ((t - 30000) // 900000) else 100   # a pause each 15 min
        events.append((t, True))
        events.append((t + hold, False))
        if hold == 1000:                 # and a tap to resume 2 minutes later
            events.append((t + 120000, True))
            events.append((t + 120100, False))
            t += 120100
    events.sort()
    writes = presses = 0
    i = 0
    while now < HOUR_MS:
        while i < len(events) and events[i][0] <= now:
            at, down = events[i]
            app.button(down, at)
            presses += down
            i += 1
            if down and app._entry(at) and events[i][0] - at < 1000:
                events[i] = (at + 1000, False)       # the hold that enters
                events.sort()
        app.tick(now)
        app.stamp(now)
        if app.take_save(now) is not None:
            writes += 1
        wake = app.wake_in(now)
        step = 1000 if wake < 0 else max(20, min(wake, 1000))
        if i < len(events):
            step = max(1, min(step, events[i][0] - now))
        now = ticks_add(now, step)
    return writes, presses


def test_every_game_saves_within_the_budget_in_a_scripted_hour():
    figures = {}
    for game_id in registry.ids():
        writes, presses = scripted_hour(game_id)
        figures[game_id] = (writes, presses)
        assert writes <= WRITES_PER_HOUR_BUDGET, (game_id, writes, presses)
        assert writes >= presses // 2, (game_id, writes, presses)   # saves do happen
    print("NVM writes per scripted hour (writes, presses):", figures)
