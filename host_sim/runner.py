"""``python -m host_sim run``: the real firmware/code.py on a simulated board.

Headless (``--headless --script FILE``) the clock is virtual: a script of
button actions runs as fast as the CPU allows and every changed frame becomes
a JSON line (and optionally a PNG).  Without ``--headless`` a pygame window
shows the display, the ring and the button, on the real clock.

:class:`Simulator` is the in-process API the firmware tests use::

    with Simulator(game="pipes", seed=7) as sim:
        sim.wait(2); sim.press(); sim.hold(1.5); sim.reset()
        sim.records[-1]["phase"], sim.nvm, sim.display_image()

Only one Simulator runs at a time in a process (the firmware's modules live
in ``sys.modules``); creating one closes the previous one.  While open, the
process's working directory is the simulated drive (code.py opens
``settings.toml`` relative to it, as on the board) and ``sys.path`` starts
with the firmware folder, the repo root and ``lib/``.
"""

import argparse
import os
import shutil
import sys
import tempfile
import time

from host_sim import hw

hw.prepare_host()

from host_sim import script as scriptmod  # noqa: E402
from host_sim.hw.machine import FirmwareCrashed, FirmwareStalled, Machine  # noqa: E402,F401
from host_sim.recorder import Recorder  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE_DIR = os.path.join(REPO, "firmware")
EXAMPLE_SCRIPT = os.path.join("examples", "scripts", "pipes-demo.txt")

_current = None


def toml_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    text = str(value).replace("\\", "\\\\").replace('"', '\\"')
    return '"%s"' % text


def compose_settings(base_text, overrides):
    """``base_text`` with each override appended as ``KEY = value``; an
    earlier line setting the same key is removed (a key given twice is an
    error in TOML, and the override must win)."""
    keys = set(overrides)
    kept = []
    for line in (base_text or "").splitlines():
        name = line.split("=", 1)[0].strip() if "=" in line else None
        if name in keys and not line.lstrip().startswith("#"):
            continue
        kept.append(line)
    for key in sorted(overrides):
        kept.append("%s = %s" % (key, toml_value(overrides[key])))
    return "\n".join(kept) + "\n"


HOST_BOARD = "host_sim"


def board_names():
    """Every profile in boards/ (``run --board NAME``)."""
    import boards
    return boards.PROFILE_MODULES


def board_profile(name=None):
    """The profile dict of ``boards/NAME.py`` (default: the simulator's own)."""
    import boards
    return boards.select(None, name or HOST_BOARD)[1]


def profile_pins(profile):
    """The ``board`` pin names a profile's firmware opens."""
    names = [profile["button"]["pin"], profile["ring"]["pin"]]
    speaker = profile.get("speaker") or {}
    names += [speaker[k] for k in ("pin", "enable") if speaker.get(k)]
    # an add-on display's pads (the TFT Gizmo's bus and backlight)
    names += list((profile.get("display") or {}).get("pins", ()))
    return names


def wired_profile(profile, settings_path):
    """A copy of ``profile`` with the external button and ring of the
    settings file at ``settings_path`` on it, by boards.wiring.wire, as the
    firmware's boot does; a refused setting leaves the profile's part."""
    import copy
    import board
    from boards.wiring import wire
    from gamemaster.settings_toml import parse_toml
    values = {}
    if os.path.exists(settings_path):
        with open(settings_path, encoding="utf-8", errors="replace") as f:
            for _, key, value in parse_toml(f.read())[0]:
                values[key] = value
    for key in ("GM_BUTTON_PIN", "GM_RING_PIN"):
        if not isinstance(values.get(key), str):
            values[key] = ""
    wired = copy.deepcopy(profile)
    pixels = values.get("GM_RING_PIXELS")
    values["GM_RING_PIXELS"] = pixels if isinstance(pixels, int) and not isinstance(pixels, bool) \
        and 0 <= pixels <= 64 else 0
    wire(wired, values["GM_BUTTON_PIN"], values["GM_RING_PIN"], values["GM_RING_PIXELS"],
         lambda name: getattr(board, name, None))
    return wired


def _boards_with(changes):
    """A folder holding a copy of ``boards/`` whose simulator profile has
    ``changes`` (profile keys: ``nvm_wear``, ``display``); put first on
    sys.path, it is what the firmware imports."""
    root = tempfile.mkdtemp(prefix="gm-boards-")
    os.makedirs(os.path.join(root, "boards"))
    src = os.path.join(REPO, "boards")
    for name in os.listdir(src):
        if name.endswith(".py"):
            shutil.copy(os.path.join(src, name), os.path.join(root, "boards", name))
    with open(os.path.join(root, "boards", "host_sim.py"), "a") as f:
        for key in sorted(changes):
            f.write("\nPROFILE[%r] = %r\n" % (key, changes[key]))
    return root


def _firmware_quiet_ms(machine):
    """ms from now during which the firmware's loop ticks change nothing
    without input, as the firmware published it in ``gmfw.telemetry`` in
    the tick that just ran (0 when it did not publish in this tick)."""
    tele = sys.modules.get("gmfw.telemetry")
    if tele is None or getattr(tele, "quiet_from", None) != machine.ticks_ms():
        return 0
    return tele.quiet_ms


class Simulator:
    """The firmware on a simulated board, driven from Python.

    ``game``/``seed``/``ring``: written to the drive's settings.toml as
    GM_GAME (with GM_BOOT="play": a fresh game, no menu), GM_SEED and
    GM_RING_PIXELS; ``settings``: a settings.toml to start from;
    ``extra_settings``: more keys.  ``ticks_start``: supervisor.ticks_ms() at
    power-on (a real board: 2**29 - 60000).  ``drive``: folder used as the
    CIRCUITPY drive (a temp dir by default).  ``nvm_file``: keep NVM in a file;
    ``nvm_size``/``nvm_erase_unit``: its size and flash erase unit (bytes).
    ``board``: a profile in boards/ (``board_names()``): the firmware runs
    with ``GM_BOARD`` set to it, on that board's screen size and rotation,
    ring (pin, pixel count, first pixel, direction), button wiring, speaker
    pins, NVM (its size, and written as its port's C writes it:
    host_sim.hw.nvm) and label drawing; default the simulator's own profile.
    ``display_size``: (width, height) of the screen, default the profile's.
    ``watchdog_port``: "nordic" for the nRF52840's watchdog (CPB, CLUE), whose
    RESET-mode cleanup crashes a VM stop unless ``watchdog_cleanup_fixed``
    (host_sim.hw.watchdog); default: "nordic" for a profile whose watchdog
    is "raise" (the nRF52840 boards'), else "generic".  ``circuitpython``: the
    major version emulated (9 or 10) where the C modules differ (the
    watchdog's ``deinit`` and ``mode = None``).
    ``raise_on_crash``: raise FirmwareCrashed from the call during which
    code.py died (else the board sits halted, as a real one would).
    ``lib_dir``: the board's lib/ folder (default: this repo's lib/).
    ``fast_forward``: skip the loop iterations in which the firmware says
    nothing happens without input (same records, see Machine._fast_forward).
    ``nvm_wear``: the simulator's profile gets this ``nvm_wear`` (e.g. the
    nRF52840's, ``boards/clue.py``), so the firmware paces its saves as on
    that board, and the NVM's erase unit becomes ``nvm_bytes / erase_units``.
    ``screen``: False runs the simulator's profile with no display (the
    profiles' ``"kind": "none"``): the firmware publishes every view (the
    records, ``telemetry()``) but draws none, several times faster, for
    tests that read what is shown rather than its pixels (host_sim.people).
    """

    def __init__(self, game=None, seed=None, settings=None, ring=None, ticks_start=0,
                 drive=None, firmware_dir=None, record_path=None, frames_dir=None,
                 nvm_file=None, nvm_size=None, extra_settings=None, boot_mode=None,
                 raise_on_crash=True, stall_seconds=30.0, keep_records=True, start=True,
                 nvm_erase_unit=None, display_size=None, watchdog_port=None,
                 watchdog_cleanup_fixed=False, lib_dir=None, fast_forward=True, board=None,
                 nvm_wear=None, circuitpython=10, screen=True):
        global _current
        if _current is not None:
            _current.close()
        self.firmware_dir = os.path.abspath(firmware_dir or FIRMWARE_DIR)
        self.lib_dir = os.path.abspath(lib_dir or os.path.join(REPO, "lib"))
        code = os.path.join(self.firmware_dir, "code.py")
        if not os.path.exists(code):
            raise FileNotFoundError("no code.py in %s" % self.firmware_dir)
        self.board = board or HOST_BOARD
        self.profile = board_profile(self.board)
        if board and board != HOST_BOARD:
            extra_settings = dict(extra_settings or {})
            extra_settings.setdefault("GM_BOARD", board)
        if watchdog_port is None:
            watchdog_port = "nordic" if self.profile.get("watchdog") == "raise" else "generic"
        from host_sim.hw import pins
        pins.ensure(profile_pins(self.profile) + list(self.profile.get("free_pins", ())))
        self._own_drive = drive is None
        self.drive = os.path.abspath(drive) if drive else tempfile.mkdtemp(prefix="gm-drive-")
        os.makedirs(self.drive, exist_ok=True)
        self._write_settings(game, seed, settings, ring, extra_settings, boot_mode)
        # the external button and ring settings.toml names (GM_BUTTON_PIN,
        # GM_RING_PIN, GM_RING_PIXELS), wired as the firmware will take them
        self.profile = wired_profile(self.profile, os.path.join(self.drive, "settings.toml"))
        self.recorder = Recorder(record_path, frames_dir, keep=keep_records)
        display = self.profile["display"]
        # display_size=(w, h): a board profile's screen (e.g. the Feather's
        # 240x135) instead of the simulator's own 240x240
        size = display_size or (display["width"], display["height"])

        def make_display():
            import displayio
            from host_sim.offscreen import OffscreenDisplay
            displayio.release_displays()
            return OffscreenDisplay(size[0], size[1], display.get("rotation", 0))

        button = self.profile["button"]
        from host_sim.hw.nvm import NvmStore
        # the board's NVM, written as its port's C writes it (host_sim.hw.nvm)
        if nvm_size:
            store = NvmStore(nvm_size, nvm_file)
        else:
            store = NvmStore.for_profile(dict(self.profile, nvm_wear=nvm_wear or
                                              self.profile.get("nvm_wear")), nvm_file)
        self.machine = Machine(
            code, module_roots=(self.firmware_dir, self.lib_dir,
                                os.path.join(REPO, "boards")),
            module_prefixes=("gmfw", "gamemaster", "boards"),
            ticks_start=ticks_start, nvm_store=store,
            button=(button["pin"], button["value_when_pressed"]),
            ring_pin=self.profile["ring"]["pin"], stall_seconds=stall_seconds,
            make_display=make_display, on_sleep=self.recorder.on_sleep,
            idle_probe=_firmware_quiet_ms)
        self.machine.fast_forward = fast_forward
        self.machine.raise_on_crash = raise_on_crash
        self.machine.watchdog_port = watchdog_port
        self.machine.watchdog_cleanup_fixed = watchdog_cleanup_fixed
        self.machine.circuitpython = circuitpython
        if nvm_erase_unit:
            self.machine.nvm.erase_unit = nvm_erase_unit
        self._boards_root = None
        changes = {}
        if nvm_wear:
            changes["nvm_wear"] = dict(nvm_wear)
        if not screen:
            changes["display"] = {"kind": "none"}
        if changes:
            self._boards_root = _boards_with(changes)
        self._saved_path = list(sys.path)
        self._saved_cwd = os.getcwd()
        self._open = False
        _current = self
        if start:
            self.start()

    def _write_settings(self, game, seed, settings, ring, extra, boot_mode):
        target = os.path.join(self.drive, "settings.toml")
        # bytes that are not UTF-8 pass through unchanged (surrogateescape):
        # the firmware reports such a file on screen, the simulator must not
        # crash on it first
        from host_sim.cli_common import MAX_FILE_BYTES, InputError
        base = ""
        for path in (settings, target if os.path.exists(target) else None):
            if path:
                # read with a bound (the drive's file is also written here)
                with open(path, encoding="utf-8", errors="surrogateescape") as f:
                    base = f.read(MAX_FILE_BYTES + 1)
                if len(base) > MAX_FILE_BYTES:
                    raise InputError("%s: too large (more than %d bytes)" % (path, MAX_FILE_BYTES))
                break
        overrides = dict(extra or {})
        if game is not None:
            overrides["GM_GAME"] = game
            overrides["GM_BOOT"] = "play"
        if boot_mode is not None:
            overrides["GM_BOOT"] = boot_mode
        if seed is not None:
            overrides["GM_SEED"] = int(seed)
        if ring is not None:
            overrides["GM_RING_PIXELS"] = int(ring)
        if not overrides and os.path.exists(target) and not settings:
            return                               # the drive's own file, untouched
        with open(target, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(compose_settings(base, overrides))

    # --- lifecycle -------------------------------------------------------
    def start(self):
        if self._open:
            return
        self._open = True
        front = [self.firmware_dir, REPO, self.lib_dir]
        if self._boards_root:
            front.insert(0, self._boards_root)
        sys.path[:] = front + [p for p in sys.path if p not in front]
        os.chdir(self.drive)
        self.machine.start()

    def close(self):
        global _current
        if _current is self:
            _current = None
        if not self._open:
            return
        self._open = False
        try:
            self.machine.close()
        finally:
            self.recorder.close()
            sys.path[:] = self._saved_path
            os.chdir(self._saved_cwd)
            if self._own_drive:
                shutil.rmtree(self.drive, ignore_errors=True)
            if self._boards_root:
                shutil.rmtree(self._boards_root, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- driving ---------------------------------------------------------
    def wait(self, seconds):
        """Let ``seconds`` of virtual time pass (the firmware loops meanwhile)."""
        self.machine.run_for(seconds)

    def run_until_ms(self, t_ms):
        self.machine.run_until_us(int(t_ms * 1000))

    def press(self, seconds=scriptmod.PRESS_SECONDS):
        """A tap: down, ``seconds`` (120 ms), up."""
        self.hold(seconds)

    def hold(self, seconds):
        """Down for ``seconds``, up, and up for RELEASE_SECONDS more: a finger
        cannot press again sooner, and two scripted presses in a row must
        stay two presses (not one bouncing press)."""
        self.machine.set_button(True)
        self.machine.run_for(seconds)
        self.machine.set_button(False)
        self.machine.run_for(scriptmod.RELEASE_SECONDS)

    def set_button(self, pressed):
        self.machine.set_button(pressed)

    def bounce(self, changes):
        """Raw contact changes ``[(delay_ms, pressed), ...]`` from now, e.g.
        ``[(0, True), (2, False), (3, True)]`` for a bouncy press."""
        self.machine.schedule_raw(changes)

    def reset(self):
        """Power cut: RAM lost, NVM kept; code.py runs again to its first sleep."""
        self.machine.request_power_cut("reset")

    def save_to_drive(self, name, data):
        """A computer saves ``name`` (bytes or text) onto CIRCUITPY: with
        ``supervisor.runtime.autoreload`` on, CircuitPython stops code.py and
        runs it again (an auto-reload)."""
        path = os.path.join(self.drive, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode("utf-8"))
        boot = self.machine.boot
        sup = boot.modules.get("supervisor") if boot is not None else None
        if self.machine.halted is None and sup is not None and sup.runtime.autoreload:
            self.machine.request_vm_stop("autoreload")

    def ctrl_c(self):
        """Ctrl-C on the serial console: code.py stops, the board goes to the
        REPL (``machine.halted == "repl"``) unless the stop crashes it."""
        self.machine.request_vm_stop("ctrl_c")

    def overflow_keypad(self, lose_next=0):
        """keypad's event queue overflows now: queued events are lost, so are
        the next ``lose_next`` events, and ``events.overflowed`` is set (as
        when the loop stalls past ``max_events`` scans)."""
        boot = self.machine.boot
        for scanner in (boot.scanners if boot is not None else ()):
            scanner._events.clear()
            scanner._events._overflowed = True
            scanner._events._lose = lose_next

    def safe_mode(self, reason="HARD_FAULT"):
        """Reboot into safe mode for ``reason`` (a ``supervisor.SafeModeReason``
        name): ``safemode.py`` runs instead of code.py."""
        self.machine.enter_safe_mode(reason)

    def cut_next_nvm_write(self, at_us):
        """Cut the power ``at_us`` µs into the next NVM write, as the board's
        port writes it (host_sim.hw.nvm: ``NvmStore.plan`` gives its steps)."""
        self.machine.nvm.cut_at_us = at_us

    def tear_next_nvm_write(self, keep_bytes, erase=False):
        """The next NVM write lands only its first ``keep_bytes`` bytes and
        the power goes (reboot).  ``erase``: tear as flash does, wiping the
        rest of the erase unit being written (see ``host_sim.hw.nvm``)."""
        self.machine.nvm.tear_after = keep_bytes
        self.machine.nvm.tear_erases = bool(erase)

    def finish(self):
        """Run the firmware to its next loop iteration so the last frame is recorded."""
        self.machine.run_one_iteration()

    def run_script(self, lines, source="script", max_wall_seconds=None):
        """Run script commands (text, lines, or parsed Commands), then one
        more loop iteration."""
        if isinstance(lines, (str, bytes)) or (lines and not isinstance(lines[0],
                                                                          scriptmod.Command)):
            commands = scriptmod.parse(lines, source)
        else:
            commands = list(lines)
        deadline = time.monotonic() + max_wall_seconds if max_wall_seconds else None
        for command in commands:
            if command.name == "wait":
                self._wait_chunked(command.seconds, deadline)
            elif command.name == "press":
                self.press()
            elif command.name == "hold":
                self.machine.set_button(True)
                self._wait_chunked(command.seconds, deadline)
                self.machine.set_button(False)
                self.wait(scriptmod.RELEASE_SECONDS)
            elif command.name == "reset":
                self.reset()
            _check_deadline(deadline, self)
        self.finish()

    def _wait_chunked(self, seconds, deadline):
        if deadline is None:
            self.wait(seconds)
            return
        end = self.machine.now_us + int(round(seconds * 1e6))
        while self.machine.now_us < end:
            self.machine.run_until_us(min(end, self.machine.now_us + 60 * 10**6))
            _check_deadline(deadline, self)

    # --- observing -------------------------------------------------------
    @property
    def records(self):
        return self.recorder.rows

    @property
    def now_ms(self):
        return self.machine.now_ms

    @property
    def ticks_ms(self):
        return self.machine.ticks_ms()

    @property
    def nvm(self):
        """NVM contents (a copy)."""
        return bytes(self.machine.nvm.data)

    @property
    def nvm_writes(self):
        return self.machine.nvm.writes

    @property
    def ring(self):
        return self.machine.leds.get(self.machine.ring_pin)

    @property
    def audio_log(self):
        return self.machine.audio_log

    @property
    def crashes(self):
        return self.machine.crashes

    @property
    def boots(self):
        return self.machine.boots

    @property
    def display(self):
        return self.machine.boot.display if self.machine.boot else None

    def display_image(self):
        display = self.display
        return display.snapshot() if display is not None else None

    def telemetry(self):
        """The firmware's published state: dict with frame, view, errors, boot_count."""
        tele = self.recorder.telemetry()
        if tele is None:
            return None
        return {"frame": getattr(tele, "frame", None), "view": getattr(tele, "view", None),
                "errors": list(getattr(tele, "errors", None) or []),
                "boot_count": getattr(tele, "boot_count", None)}


class WallClockExceeded(RuntimeError):
    pass


def _check_deadline(deadline, sim):
    if deadline is not None and time.monotonic() > deadline:
        raise WallClockExceeded("--max-seconds of real time exceeded at virtual t=%.3f s"
                                % (sim.machine.now_us / 1e6))


# ----------------------------------------------------------------------------
# command line

def build_parser():
    from host_sim.cli_common import Parser, float_range, in_file, int_range, out_dir, out_file
    p = Parser(
        prog="python -m host_sim run",
        description="Run firmware/code.py on a simulated board (window, or --headless).")
    p.add_argument("--headless", action="store_true",
                   help="virtual clock, no window: needs --script")
    p.add_argument("--board", choices=board_names(), default=HOST_BOARD,
                   help="the board profile in boards/ to simulate: its screen size, ring, "
                        "button, speaker and labels (default %(default)s: 240x240, 12 pixels)")
    from gamemaster import registry
    p.add_argument("--game", choices=registry.ids(),
                   help="start this game straight into play (GM_GAME, GM_BOOT=play): every boot, "
                        "a script's reset too, starts a new game; to resume after a reset, name "
                        "the game in --settings with GM_BOOT = \"resume\" instead")
    from gamemaster.settings_rows import CORE
    seed_range = [row[3] for row in CORE if row[0] == "GM_SEED"][0]
    p.add_argument("--seed", type=int_range(*seed_range), help="GM_SEED (what settings.toml takes)")
    p.add_argument("--script", type=in_file, help="button script (wait S / press / hold S / reset)")
    p.add_argument("--record", type=out_file, help="write one JSON line per changed frame here")
    p.add_argument("--frames", type=out_dir,
                   help="write frame-NNNNNN.png for every recorded frame here")
    p.add_argument("--ticks-start", type=int_range(0, (1 << 29) - 1), default=0,
                   help="supervisor.ticks_ms() at power-on (a board: %d)" % ((1 << 29) - 60000))
    p.add_argument("--ring", type=int_range(1, 64),
                   help="NeoPixel count (GM_RING_PIXELS), e.g. 10/12/16/24 (default: the board's)")
    p.add_argument("--settings", type=in_file,
                   help="settings.toml to start from (options override it)")
    p.add_argument("--drive", help="folder to use as the CIRCUITPY drive (default: a temp dir); "
                                   "--game, --seed, --ring, --board and --settings are written "
                                   "into its settings.toml, which stays so")
    p.add_argument("--nvm", type=out_file, help="file that keeps NVM contents between runs (made by the "
                                 "simulator: an existing file must be an NVM image)")
    p.add_argument("--max-seconds", type=float_range(0.001, 86400.0),
                   help="stop (exit 1) after this many seconds of real time")
    p.add_argument("--firmware", help=argparse.SUPPRESS)      # another code.py folder (tests)
    p.add_argument("--scale", type=int_range(1, 8), default=2,
                   help="window: display scale (default 2; lowered, with a line saying so, "
                        "until the window fits the screen)")
    p.add_argument("--exit-after", type=float_range(0.0, 86400.0),
                   help=argparse.SUPPRESS)                                   # window tests
    p.add_argument("--screenshot", help=argparse.SUPPRESS)               # window tests
    return p


def python_command():
    """How to call this Python from the shell: the project's venv when this
    is it (a bare ``python`` would lack Blinka), else the interpreter's path."""
    exe = sys.executable or "python"
    venv_py = os.path.join(REPO, ".venv", "bin", "python")
    if os.path.abspath(exe).startswith(os.path.join(REPO, ".venv")) or os.path.exists(venv_py):
        return os.path.relpath(venv_py) if os.path.exists(venv_py) else exe
    return exe


def headless_example(argv_game="pipes"):
    return ("%s -m host_sim run --headless --game %s --seed 1 --script %s "
            "--record out.jsonl --frames frames" % (python_command(), argv_game,
                                                    os.path.relpath(EXAMPLE_SCRIPT)))


def check_paths(args):
    """The one line that says why a path option cannot be used, or None.
    The simulator writes into --drive (settings.toml), --frames and --nvm:
    a board's real drive, a file where a folder belongs or a file that is
    not an NVM image would be overwritten."""
    for opt, path in (("--drive", args.drive), ("--frames", args.frames)):
        if path and os.path.exists(path) and not os.path.isdir(path):
            return "%s %s is a file, not a folder" % (opt, path)
    if args.drive and os.path.exists(os.path.join(args.drive, "boot_out.txt")):
        return ("--drive %s is a CircuitPython board's drive (it has boot_out.txt): the simulator "
                "would write its settings.toml; give it a copy of the folder" % args.drive)
    if args.nvm and os.path.exists(args.nvm):
        size = board_profile(args.board or HOST_BOARD).get("nvm_bytes", 8192)
        have = os.path.getsize(args.nvm)
        if os.path.isdir(args.nvm) or have != size:
            return ("--nvm %s is not an NVM image (%s; the board's NVM is %d bytes): "
                    "name a new file or one the simulator made"
                    % (args.nvm, "a folder" if os.path.isdir(args.nvm) else "%d bytes" % have, size))
    return None


def main(argv=None):
    from host_sim.cli_common import InputError, read_text
    args = build_parser().parse_args(argv)
    if args.settings:
        try:
            read_text(args.settings)      # a file the board could not read: say so here
        except InputError as exc:
            print(str(exc), file=sys.stderr)
            return 2
    problem = check_paths(args)
    if problem:
        print("python -m host_sim run: " + problem, file=sys.stderr)
        return 2
    if args.drive and os.path.exists(os.path.join(args.drive, "settings.toml")) and (
            args.game or args.seed is not None or args.ring or args.settings
            or args.board != HOST_BOARD):
        print("python -m host_sim run: the options are written into %s"
              % os.path.join(args.drive, "settings.toml"), file=sys.stderr)
    if args.headless:
        return run_headless(args)
    from host_sim import window
    return window.run_window(args)


def sim_kwargs(args):
    return dict(board=getattr(args, "board", None), game=args.game, seed=args.seed,
                settings=args.settings, ring=args.ring,
                ticks_start=args.ticks_start, drive=args.drive, firmware_dir=args.firmware,
                record_path=args.record, frames_dir=args.frames, nvm_file=args.nvm)


def run_headless(args):
    if not args.script:
        print("python -m host_sim run: --headless needs --script FILE, e.g. " + headless_example(),
              file=sys.stderr)
        return 2
    from host_sim.cli_common import InputError
    try:
        commands = scriptmod.load(args.script)
    except InputError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except scriptmod.ScriptError as exc:
        print(str(exc), file=sys.stderr)
        return 1                      # a mistake inside the file (README, exit statuses)
    stall = min(30.0, args.max_seconds) if args.max_seconds else 30.0
    sim = None
    try:
        sim = Simulator(stall_seconds=stall, keep_records=False, start=False,
                        **sim_kwargs(args))
        sim.start()
        sim.run_script(commands, max_wall_seconds=args.max_seconds)
    except FirmwareCrashed as exc:
        print(exc.traceback, file=sys.stderr, end="")
        print("code.py crashed at virtual t=%.3f s (boot %d)"
              % (sim.machine.now_us / 1e6, sim.machine.boot.number), file=sys.stderr)
        return 1
    except (FirmwareStalled, WallClockExceeded) as exc:
        print(str(exc), file=sys.stderr)
        return 1
    finally:
        if sim is not None:
            sim.close()
    rows = sim.recorder.count
    print("ran %.3f s of virtual time, %d boot(s), %d frame rows%s"
          % (sim.machine.now_us / 1e6, len(sim.machine.boots), rows,
             (" -> " + args.record) if args.record else ""), file=sys.stderr)
    return 0
