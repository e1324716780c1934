"""RAM of the whole firmware on the MicroPython VM (issue 13 item 5).

The real ``firmware/gmfw`` (its own text labels, ``gmfw.textlabel``) with
``lib/gamemaster`` and ``boards`` runs on the VM on the CLUE profile
(nRF52840, 240x240 built-in display, 12-pixel ring, PWM speaker, RAISE-mode
watchdog), with heap stand-ins for the C modules (``tools/mpvm/standins``:
each allocates what the C object allocates on the GC heap; sizes and sources
are written there).  Modules are imported one per VM call in the firmware's
order, as a board compiles them at boot; then one call per 20 ms loop tick.

Runs: a Pipes session (a long settings message at boot, 14 turns, a pause, the
menu opened and walked), a Golem Battle round (4 players, bonus rolls, a
30 s programming countdown, the four rows) and a Golem Battle the device
plays itself (autonomous golems from the drive: examples/golems, to the end).
"""

import json
import os

from tools import mpvm

ROOT = mpvm.ROOT


def mounts(device_battles=False):
    # no adafruit_display_text: the CLUE's profile draws with gmfw.textlabel
    # (a library the firmware did import would fail the run with ImportError)
    import tempfile
    import shutil
    fwb = tempfile.mkdtemp(prefix="gm-fwb-")
    shutil.copytree(os.path.join(ROOT, "boards"), os.path.join(fwb, "boards"),
                    ignore=shutil.ignore_patterns("__pycache__"))
    if device_battles:
        # what a battle the device plays needs: the CLUE's profile with its
        # device_battles turned on (as shipped it is off: this is why)
        clue = os.path.join(fwb, "boards", "clue.py")
        with open(clue) as f:
            text = f.read()
        if '"device_battles": False' not in text:
            raise RuntimeError("boards/clue.py no longer says device_battles False")
        with open(clue, "w") as f:
            f.write(text.replace('"device_battles": False', '"device_battles": True'))
    return ((os.path.join(ROOT, "tools", "mpvm", "standins"), "/standins"),
            (os.path.join(ROOT, "firmware"), "/fw"), (fwb, "/fwb")), (fwb,)


# the firmware's imports at boot, in its order (main first, then what
# Device() pulls in, then the first frame's picture), so each compiles in its
# own call as on a board.  The Pipes picture (PIPES_ART) only where Pipes is
# played: Golem Battle's first frame never imports it.
PIPES_ART = ("gamemaster.pipes.elements", "gmfw.art_pipe")
BOOT_MODULES = (
    "gmfw.telemetry", "gamemaster.ticks", "gmfw.nvmstore", "gmfw.main",
    "gamemaster.settings", "boards", "gmfw.hardware", "neopixel", "keypad", "gmfw.sound",
    "displayio", "terminalio", "vectorio", "bitmaptools", "gmfw.textlabel",
    "gmfw.wrap", "gamemaster.pipes.elements", "gmfw.art_pipe", "gmfw.screen", "gamemaster.ring",
    "gmfw.ringout", "gmfw.drivefiles",
)

PIPES = {"game": "pipes", "end_ms": 60000,
         "settings": 'GM_TURN_SECONDS = "soon"\nGM_BRIGHTNES = 5\n',
         "presses": [[6000 + 1500 * i, 80] for i in range(14)]
         + [[28000, 1200], [30000, 80], [32000, 4600]]
         + [[37000 + 800 * i, 80] for i in range(9)] + [[45000, 1200]]}
GOLEMS = {"game": "golems", "end_ms": 60000,
          "settings": "GOLEMS_PLAYERS = 4\nGOLEMS_PROGRAM_SECONDS = 30\n",
          "presses": [[1000, 80], [4000, 80], [7000, 80], [40000, 80], [42000, 80], [44000, 80],
                      [46000, 80], [48000, 80], [50000, 80], [53000, 80]]}

# autonomous golems read from the drive (examples/golems copied to the VM's
# /golems, beside its settings.toml): the device loads the rules engine and
# plays the battle row by row to its result
BATTLE = {"game": "golems", "end_ms": 60000, "settings": 'GOLEMS_VARIANT = "autonomous"\n',
          "presses": [[1000 + 1500 * i, 80] for i in range(36)]}
# "battle" runs with the profile's device_battles turned on (what a battle
# needs); "no_battle" is the same drive and settings on the CLUE as shipped,
# whose profile says no device battles: the game's notice (Game.tell) says so at start
# Flipop against the device (not in measure()'s default runs): six moves
# each way under the default rules, the exit check and the search stepped;
# measure(which=("flipop",))
FLIPOP = {"game": "flipop", "end_ms": 60000, "settings": 'FLIPOP_MODE = "versus"\n',
          "presses": [[1000, 80]] + [[3000 + 8000 * i + d, 80] for i in range(6) for d in (0, 6000)]}
RUNS = {"pipes": PIPES, "golems": GOLEMS, "battle": BATTLE, "no_battle": BATTLE, "flipop": FLIPOP}


def _exists(module):
    # a module renamed or gone is simply imported later, by the firmware
    # itself (the figures stay whole; only the per-module split changes)
    rel = module.replace(".", os.sep)
    for root in (os.path.join(ROOT, "firmware"), os.path.join(ROOT, "lib"), os.path.join(ROOT, "boards", ".."),
                 os.path.join(ROOT, "tools", "mpvm", "standins")):
        if os.path.exists(os.path.join(root, rel + ".py")) or os.path.isdir(os.path.join(root, rel)):
            return True
    return False


def run(args, heap, timeout=600, drive=(), device_battles=False):
    ms, tmp = mounts(device_battles)
    ms = ms + tuple(drive)
    try:
        return mpvm.run("step", ["scenario_firmware", json.dumps(args, sort_keys=True)], heap=heap,
                        preload=["scenario_firmware"] + [m for m in BOOT_MODULES if _exists(m) and (
                            args.get("game") == "pipes" or m not in PIPES_ART)],
                        timeout=timeout,
                        mounts=mpvm.DEFAULT_MOUNTS + ms,
                        paths=("/standins", "/fw", "/fwb") + mpvm.DEFAULT_PATHS)
    finally:
        import shutil
        for d in tmp:
            shutil.rmtree(d, ignore_errors=True)


# What the stand-ins and the driver hold themselves (their code and module
# state): measured on their own and taken off, as a board has C modules there.
HARNESS_MODULES = ("scenario_firmware", "_cheap", "displayio", "terminalio", "vectorio", "bitmaptools", "keypad",
                   "neopixel", "board", "supervisor", "microcontroller", "watchdog", "audiopwmio",
                   "audiocore", "digitalio", "fontio")

# The nRF52840 boards (CPB, CLUE), from CircuitPython's source and one
# measurement (the table in docs/performance.md, "Budget for the nRF52840
# boards"): 256 KB of RAM less the SoftDevice's 56 KB and the SPIM3 buffer's
# 8 KB (ports/nordic/mpconfigport.h) is 192 KB for CircuitPython, 24 KB of it
# the stack (CIRCUITPY_DEFAULT_STACK_SIZE); a CLUE showed 144,080 B free after
# `import board, displayio` (CircuitPython 5.3.0, adafruit/circuitpython#3030).
# Less a fifth for what later versions hold themselves (the Pico W lost 20 %
# from 8.0 to 9.0, adafruit/circuitpython#9085): 112 KB free when code.py
# starts; less an eighth for fragmentation: 98 KB.  It was 52.5 KB, the
# issue's unsourced "very roughly 60-100 KB" at its low end.  To confirm on a
# board: the boot line "game-master ready: <profile> mem_free <bytes>" plus
# what the firmware holds at that point (a lower bound on CircuitPython 9+,
# whose VM heap grows in chunks from the port's heap).
NRF52840_FREE_AT_BOOT = 112 * 1024
NRF52840_BUDGET = NRF52840_FREE_AT_BOOT * 7 // 8


def harness_bytes():
    ms, tmp = mounts()
    try:
        r = mpvm.run("tests", [], heap=512 * 1024, preload=list(HARNESS_MODULES), mounts=mpvm.DEFAULT_MOUNTS + ms,
                     paths=("/standins", "/fw", "/fwb") + mpvm.DEFAULT_PATHS)
    finally:
        import shutil
        for d in tmp:
            shutil.rmtree(d, ignore_errors=True)
    if not r.ok:
        raise RuntimeError("measuring the stand-ins failed:\n" + r.summary())
    return r.stats["live_after_preload_bytes"] - r.stats["baseline_alloc_bytes"]


def measure(which=("pipes", "golems", "battle", "no_battle"), heap=1024 * 1024):
    """{run: {code, boot, peak, ...}} in bytes, the stand-ins' own taken off."""
    extra = harness_bytes()
    out = {"harness_bytes": extra}
    for name in which:
        drive = ((os.path.join(ROOT, "examples", "golems"), "/golems"),) if RUNS[name] is BATTLE else ()
        r = run(RUNS[name], heap, drive=drive, device_battles=name == "battle")
        if not r.ok:
            raise RuntimeError("%s run failed:\n%s" % (name, r.summary()))
        s = r.stats
        base = s["baseline_alloc_bytes"] + extra
        live = r.result.split("LIVE boot ")[1].split()
        # live bytes each boot import added (with what it imported in turn)
        prev, sizes = s["baseline_alloc_bytes"], []
        for mod, now in s.get("preloaded") or []:
            sizes.append((now - prev, mod))
            prev = now
        out[name] = {"code_added_by_boot_import": dict((m, b) for b, m in sorted(sizes, reverse=True)[:12]),
                     "code_bytes": s["live_after_preload_bytes"] - base,
                     "after_boot_bytes": int(live[0]) - base,
                     "peak_live_bytes": s["peak_live_bytes"] - base,
                     "peak_in_call_bytes": s["peak_alloc_bytes"] - base,
                     "result": r.result.split(" MODULES")[0]}
    return out


if __name__ == "__main__":
    print(json.dumps(measure(), indent=1, sort_keys=True))
