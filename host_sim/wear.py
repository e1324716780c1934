"""Flash wear of the saves: hours of play until an erase unit of a board's
NVM reaches its rated erase cycles.

The one-hour mix of docs/reliability.md, played on every registered game at
the logic level (the app's own ``take_save`` decisions, as the firmware loop
makes them) through the firmware's own store and pacer
(``firmware/gmfw/nvmstore.py``) onto the simulator's NVM
(``host_sim.hw.nvm``), which erases as CircuitPython's nRF port does: every
write erases each 4 KB page it touches.  Players press after 8-45 s, every
tenth turn they let the clock run out (the press comes 65 s later), and
every quarter of an hour they pause for 30 s.  Where the game has an entry
open (a score, lives, a call, a choice: the app's entry rule), the press is
the short hold that enters what is shown, as a table ends an entry.

    hours to rated wear = rated cycles / erases of the most-erased unit per hour

with the reset-loop counter's writes counted too (safemode.py's count after
a safe-mode reset and code.py's clear a healthy minute later, the last NVM
byte: on the nRF52840 two erases of slot B's page), at
``SAFE_MODE_RESETS_PER_HOUR``.  And what a power cut takes:

* ``lasting_play_lost_s`` (``GM_SAVES = "lasting"``): the age of the state
  on flash at the worst instant for a cut (the table has moved on since it
  was written; a cut during a write counts the write's own time);
* ``loss_window_ms`` / ``games_lost_per_1000_h``: on a port whose write, cut,
  leaves neither the old save nor the new (the ESP32-S3: the NVM reads as a
  new board's), the length of that window per write and the chance a cut at
  a random instant of play lands in one (``boards.CUTS_PER_HOUR`` cuts an
  hour), counter writes included.

Used by the wear gate (tests/host/test_flash_wear.py) and the bench
(``flash_wear_hours_min``, ``lasting_play_lost_s_max``)."""

import importlib.util
import os
import random

from host_sim.hw.nvm import Nvm, NvmStore

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOUR_MS = 3600 * 1000
MODES = ("lasting", "every_press")


def load_nvmstore():
    """A fresh copy of the firmware's store (its worn-slot list is per boot)."""
    spec = importlib.util.spec_from_file_location(
        "wear_nvmstore", os.path.join(REPO, "firmware", "gmfw", "nvmstore.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Alive:
    alive = True


def wear_profiles():
    """(name, profile) of every profile with ``nvm_wear``."""
    import boards
    return [(name, p) for name, p in boards.all_profiles() if p.get("nvm_wear")]


def page_erase_profiles():
    """(name, profile) of the profiles whose NVM erases the page a write
    touches (the nRF52840 boards): those the wear gate and the bench's
    ``flash_wear_hours_min`` are about."""
    return [(name, p) for name, p in wear_profiles()
            if p["nvm_wear"].get("model", "page") == "page"]


def nvm_for(profile):
    """The simulator's NVM shaped and written like the profile's
    (host_sim.hw.nvm: the nRF52840's 4 KB pages, the ESP32-S3's NVS)."""
    return NvmStore.for_profile(profile)


# A safe-mode reset (hard fault, watchdog, brownout) every ten hours of play:
# pessimistic for a board that resets only on a fault
SAFE_MODE_RESETS_PER_HOUR = 0.1


def safe_mode_reset(profile, store=None):
    """What one safe-mode reset writes: safemode.py's count (the rules of
    gamemaster.recovery) and code.py's clear once healthy, on ``store`` (an
    NVM after play: the ESP32-S3's NVS erases only pages it comes back to)
    or a fresh NVM of the profile: {"erases": {unit: n}, "loss_window_us":
    total}."""
    from gamemaster import recovery
    store = store or nvm_for(profile)
    before = dict(store.unit_erases)
    nvm = Nvm(store, _Alive())
    window = store.loss_window_us()
    _, counter = recovery.decide("supervisor.SafeModeReason.HARD_FAULT", nvm[recovery.COUNTER_INDEX])
    nvm[recovery.COUNTER_INDEX] = counter                # safemode.py
    window += store.loss_window_us()
    recovery.mark_healthy(nvm)                           # code.py, a healthy minute later
    return {"erases": {u: n - before.get(u, 0) for u, n in store.unit_erases.items()},
            "loss_window_us": window}


def one_hour(game_id, profile, saves="lasting", seed=1, checkpoint=15):
    """Play the mix for an hour on ``game_id``; figures of the flash."""
    from gamemaster.app import App
    from gamemaster.settings import Settings
    import boards
    nvmstore = load_nvmstore()
    store = nvm_for(profile)
    gap = boards.save_gap_ms(profile, saves)
    pacer = nvmstore.Pacer(Nvm(store, _Alive()), gap)
    app = App(Settings.from_toml(
        'GM_GAME = "%s"\nGM_BOOT = "play"\nGM_SEED = 5\nGM_CHECKPOINT_SECONDS = %d\n'
        'GM_SAVES = "%s"\n' % (game_id, checkpoint, saves)))
    r = random.Random(seed)
    now = 0
    app.boot(now)
    due = presses = 0
    next_press = 0
    held_since = None           # first save due not yet on flash
    lag = 0
    on_flash = None             # when the state on flash was taken (written)
    moved = False               # the table changed since (a save came due)
    age = 0                     # the worst age of the state on flash at a cut
    windows = []                # loss window of each write (us)
    planned = None              # (writes so far, the next write's window and length)
    while now < HOUR_MS:
        now += 20
        if now >= next_press:
            # a tap, or on an entry the 1-second hold that enters it
            app.button(True, now)
            app.button(False, now + (1000 if app._entry(now) else 100))
            presses += 1
            wait = r.randint(8, 45) if r.random() > 0.1 else 65
            next_press = now + wait * 1000
        if now % (15 * 60 * 1000) == 0:          # a pause of 30 s
            app.button(True, now)
            app.button(False, now + 1000)
            next_press += 32000
        app.tick(now)
        data = app.take_save(now)
        if data is not None:
            due += 1
            moved = True
        if data is not None or pacer.held:
            writes = store.writes
            if planned is None or planned[0] != writes:   # the next write's steps
                planned = (writes, store.loss_window_us(),
                           sum(us for _, us, _ in store.plan(0, b"\x00")))
            window, length = planned[1:]
            pacer.save(data, now, app.snapshot)
            if not pacer.held:                    # written (or already on flash)
                if store.writes > writes:
                    windows.append(window)
                    if moved and on_flash is not None:
                        # a cut during this write: flash holds the state before
                        age = max(age, now - on_flash + length / 1000)
                on_flash, moved = now, False
        if moved and on_flash is not None:
            age = max(age, now - on_flash)
        if pacer.held:
            if held_since is None:
                held_since = now
            lag = max(lag, now - held_since)
        else:
            held_since = None
    cycles = profile["nvm_wear"]["rated_cycles"] if profile.get("nvm_wear") else 0
    units = store.nvs_pages or store.size // store.erase_unit
    played = [store.unit_erases.get(u, 0) for u in range(units)]
    writes = store.writes
    counter = safe_mode_reset(profile, store)
    per_hour = [played[u] + SAFE_MODE_RESETS_PER_HOUR * counter["erases"].get(u, 0)
                for u in range(units)]
    worst = max(per_hour)
    lost_us = sum(windows) + SAFE_MODE_RESETS_PER_HOUR * counter["loss_window_us"]
    cut = [w for w in windows if w]
    return {"presses": presses, "saves_due": due, "nvm_writes": writes,
            "max_play_lost_s": lag / 1000,
            "lasting_play_lost_s": round(age / 1000, 2) if saves == "lasting" else None,
            "gap_s": gap / 1000, "unit_erases": played,
            "safe_mode_reset_erases": [counter["erases"].get(u, 0) for u in range(units)],
            "hours_to_rated": round(cycles / worst, 1) if worst else None,
            "loss_window_ms": round(sum(cut) / len(cut) / 1000, 1) if cut else 0,
            "games_lost_per_1000_h": round(1000 * boards.CUTS_PER_HOUR * lost_us / (HOUR_MS * 1000), 3)}


def measure(saves=MODES, seed=1):
    """{profile: {game: {mode: one_hour figures}}} for every profile with
    wear figures and every registered game, and the worst hours of the
    default on the page-erasing (nRF52840) profiles."""
    from gamemaster import registry
    out = {}
    worst = None
    pages = [name for name, _ in page_erase_profiles()]
    for name, profile in wear_profiles():
        out[name] = {}
        for game_id in registry.ids():
            out[name][game_id] = {}
            for mode in saves:
                fig = one_hour(game_id, profile, mode, seed)
                out[name][game_id][mode] = fig
                if name in pages and mode == "lasting" and (
                        worst is None or fig["hours_to_rated"] < worst[0]):
                    worst = (fig["hours_to_rated"], name, game_id)
    return out, worst
