"""Flash wear of the saves: hours of play until an erase unit of a board's
NVM reaches its rated erase cycles.

The one-hour mix of docs/reliability.md, played on every registered game at
the logic level (the app's own ``take_save`` decisions, as the firmware loop
makes them) through the firmware's own store and pacer
(``firmware/gmfw/nvmstore.py``) onto the simulator's NVM
(``host_sim.hw.nvm``), which erases as CircuitPython's nRF port does: every
write erases each 4 KB page it touches.  Players press after 8-45 s, every
tenth turn they let the clock run out (the press comes 65 s later), and
every quarter of an hour they pause for 30 s.

    hours to rated wear = rated cycles / erases of the most-erased unit per hour

and ``max_play_lost_s``: the longest a save due stayed in RAM only (what a
power cut at the worst moment takes back).

Used by the wear gate (tests/host/test_flash_wear.py) and the bench
(``flash_wear_hours_min``)."""

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
    """The simulator's NVM shaped like the profile's: its size, and erase
    units of ``nvm_bytes / erase_units`` (nRF52840: 4096-byte pages), or
    NVS pages (``model`` "nvs", ESP32-S3)."""
    store = NvmStore(profile.get("nvm_bytes", 8192))
    wear = profile.get("nvm_wear")
    if wear and wear.get("model") == "nvs":
        store.nvs_pages = wear["erase_units"]
    elif wear:
        store.erase_unit = store.size // wear["erase_units"]
    return store


def one_hour(game_id, profile, saves="lasting", seed=1, checkpoint=15):
    """Play the mix for an hour on ``game_id``; figures of the flash."""
    from gamemaster.app import App
    from gamemaster.settings import Settings
    nvmstore = load_nvmstore()
    store = nvm_for(profile)
    import boards
    gap = boards.save_gap_ms(profile) if saves == "lasting" else 0
    pacer = nvmstore.Pacer(Nvm(store, _Alive()), gap)
    app = App(Settings.from_toml(
        'GM_GAME = "%s"\nGM_BOOT = "play"\nGM_SEED = 5\nGM_CHECKPOINT_SECONDS = %d\n'
        'GM_SAVES = "%s"\n' % (game_id, checkpoint, saves)))
    r = random.Random(seed)
    now = 0
    app.boot(now)
    due = presses = 0
    next_press = 0
    held_since = None           # first save not yet on flash: a cut takes back play since
    lag = 0
    while now < HOUR_MS:
        now += 20
        if now >= next_press:
            app.button(True, now)
            app.button(False, now + 100)
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
        if data is not None or pacer.held is not None:
            pacer.save(data, now)
        if pacer.held is None:
            held_since = None
        elif held_since is None:
            held_since = now
        else:
            lag = max(lag, now - held_since)
    worst = max(store.unit_erases.values()) if store.unit_erases else 0
    cycles = profile["nvm_wear"]["rated_cycles"] if profile.get("nvm_wear") else 0
    return {"presses": presses, "saves_due": due, "nvm_writes": store.writes,
            "max_play_lost_s": lag / 1000,
            "gap_s": gap / 1000, "unit_erases": [store.unit_erases.get(u, 0) for u in range(
                store.nvs_pages or store.size // store.erase_unit)],
            "hours_to_rated": round(cycles / worst, 1) if worst else None}


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
