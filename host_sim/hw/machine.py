"""The simulated board: a virtual clock, the power supply, and a firmware
thread that runs code.py in lock-step with a controller.

Why a thread: code.py is an endless loop that must run unchanged, while a test
(or the script runner, or the window) wants to say "now wait 5 s" and get
control back.  The firmware runs on its own thread; exactly one of the two
threads runs at any time, handing over through two semaphores.  The hand-over
happens only when the firmware's virtual clock reaches the controller's
target, so a long ``wait`` costs one hand-over, not one per loop iteration.

Virtual time (integer microseconds since the first power-on) advances only
inside ``time.sleep``; code between sleeps takes no virtual time.  Inside a
sleep the clock jumps from event to event: scheduled button level changes,
keypad scans (only while a key's level differs from what was reported, so an
idle hour costs nothing), the watchdog deadline, the controller's target.
Whole loop iterations the firmware declares quiet (``idle_probe``) are skipped
too, tick-exactly (``_fast_forward``).

A power cut (script ``reset``, ``microcontroller.reset()``,
``supervisor.reload()``, a watchdog reset, a torn NVM write) marks the boot
dead, raises :class:`PowerCut` (a BaseException) in the firmware thread to
unwind it, then drops every firmware module from ``sys.modules`` and runs
code.py again.  Writes made while the dead boot unwinds are discarded.  The
clock keeps running across power cuts (ticks do not restart).
"""

import builtins
import os
import sys
import threading
import traceback

from host_sim import hw
from host_sim.hw import modules as fakes
from host_sim.hw.ledline import decode
from host_sim.hw.nvm import NvmStore

TICKS_PERIOD = 1 << 29
NEVER = float("inf")


class _CompileCache:
    """Compiled code of the firmware's modules, kept across boots.

    A power cut drops every firmware module and the next boot imports them
    again, as a board does.  With bytecode caching off (PYTHONDONTWRITEBYTECODE)
    that recompiles ~45 modules per boot, a third of a simulated reset; this
    meta-path finder hands the RAM modules a loader that compiles each source
    text once.  Behaviour is unchanged: modules are still executed afresh.
    """

    codes = {}          # (path, source bytes) -> code; shared by every Machine

    def __init__(self, roots):
        self.roots = roots
        cache = self.codes
        import importlib.machinery as mach

        class Loader(mach.SourceFileLoader):
            def source_to_code(self, data, path, *, _optimize=-1):
                key = (path, data)
                code = cache.get(key)
                if code is None:
                    code = mach.SourceFileLoader.source_to_code(self, data, path)
                    cache[key] = code
                return code

            def set_data(self, path, data, *, _mode=0o666):
                # no __pycache__ on the board's drive, whatever the
                # interpreter's bytecode setting: the code is kept above
                pass

        self._loader = Loader
        self._finder = mach.PathFinder

    def find_spec(self, name, path=None, target=None):
        spec = self._finder.find_spec(name, path)
        origin = getattr(spec, "origin", None) if spec is not None else None
        if not origin or not origin.endswith(".py") or not os.path.abspath(origin).startswith(
                self.roots):
            return None
        spec.loader = self._loader(name, origin)
        return spec


_VERDICTS = {}


class PowerCut(BaseException):
    """Unwinds the firmware thread when the board loses power."""

    def __init__(self, reason):
        BaseException.__init__(self, reason)
        self.reason = reason


class SimClose(BaseException):
    """Unwinds the firmware thread when the simulator closes."""


class HostFailed(SimClose):
    """Unwinds the firmware thread when the simulator itself cannot go on:
    a file it writes for the run (--record, --frames, --nvm) failed.  The
    controller then raises the OSError (Machine.host_error)."""


class FirmwareCrashed(RuntimeError):
    """code.py raised an exception nobody caught (the board would print it
    and stop).  ``traceback`` holds the text CircuitPython would show."""

    def __init__(self, text):
        RuntimeError.__init__(self, "code.py crashed:\n" + text)
        self.traceback = text


class FirmwareStalled(RuntimeError):
    """The firmware ran too long (real time) without sleeping: virtual time
    only advances in ``time.sleep``, so a busy-wait never ends here."""


class Machine:
    """One board.  ``code_path``: the code.py to run; ``module_roots``:
    folders whose modules are RAM (dropped at every power cut);
    ``button``: (pin name, value_when_pressed) of the button's wiring."""

    def __init__(self, code_path, module_roots=(), module_prefixes=(), ticks_start=0,
                 nvm_size=8192, nvm_file=None, button=("D5", False), ring_pin="NEOPIXEL",
                 stall_seconds=30.0, make_display=None, on_sleep=None, idle_probe=None,
                 nvm_store=None):
        hw.prepare_host()
        self.code_path = os.path.abspath(code_path)
        with open(self.code_path) as f:
            self._code = compile(f.read(), self.code_path, "exec")
        self.module_roots = tuple(os.path.abspath(r) + os.sep for r in module_roots)
        self.module_prefixes = tuple(module_prefixes)
        # _is_ram_module: name -> (module, verdict), shared by the machines
        # of one process that load from the same places
        self._verdicts = _VERDICTS.setdefault((self.module_roots, self.module_prefixes), {})
        self.ticks_start = ticks_start % TICKS_PERIOD
        self.now_us = 0
        self.target_us = 0
        self.nvm = nvm_store or NvmStore(nvm_size, nvm_file)
        self.button_pin, self.button_value_when_pressed = button
        self.button_pressed = False
        self._raw_schedule = []          # sorted [(t_us, pressed)]
        self.ring_pin = ring_pin
        self.leds = {}                   # pin name -> [[r, g, b], ...] as last sent
        self.led_writes = 0
        self.ring_version = 0            # +1 whenever the ring's content changes
        self.audio_log = []
        self.boot = None
        self.boots = []                  # (number, reason, t_ms) per boot
        self.crashes = []                # traceback texts
        self.previous_traceback = None
        self.halted = None               # None, "finished" or "crashed"
        self.stall_seconds = stall_seconds
        self.make_display = make_display
        self.on_sleep = on_sleep         # called at each time.sleep entry
        # idle_probe(machine) -> ms from now during which the firmware's loop
        # iterations change nothing unless input arrives (-1: until input;
        # 0/None: unknown); see _fast_forward
        self.idle_probe = idle_probe
        self.fast_forward = idle_probe is not None
        self.skipped_iterations = 0
        self.stop_at_sleep = False
        self._next_event_cache = None
        self._cut_request = None
        self._closing = False
        self.host_error = None           # an OSError of the simulator's own output
        self._crash_pending = None
        self._to_fw = threading.Semaphore(0)
        self._to_ctl = threading.Semaphore(0)
        self._thread = None
        self._stalled = False
        self._progress_seen = None
        self._saved_modules = {}
        self.sleeps = 0

    # ------------------------------------------------------------------
    # clock and wiring (any thread)
    def ticks_ms(self):
        return (self.ticks_start + self.now_us // 1000) % TICKS_PERIOD

    @property
    def now_ms(self):
        return self.now_us // 1000

    def pin_level(self, name):
        """Electrical level of a pin: the button pulls its pin to
        ``value_when_pressed`` while pressed; other pins read idle-high."""
        if name == self.button_pin:
            return self.button_value_when_pressed if self.button_pressed \
                else not self.button_value_when_pressed
        return True

    def scanners_changed(self):
        self._next_event_cache = None

    # ------------------------------------------------------------------
    # controller side
    def start(self):
        """Power on; returns when the firmware first sleeps (or halts)."""
        if self._thread is not None:
            raise RuntimeError("already started")
        self._install_process_state()
        self._thread = threading.Thread(target=self._fw_main, name="firmware", daemon=True)
        self._thread.start()
        self._resume()

    def set_button(self, pressed):
        self.button_pressed = bool(pressed)
        self._wake_scanners()

    def schedule_raw(self, changes):
        """Raw level changes ``[(delay_ms, pressed), ...]`` relative to now,
        e.g. contact bounce; applied while time passes."""
        for delay_ms, pressed in changes:
            when = self.now_us + int(round(delay_ms * 1000))
            self._raw_schedule.append((when, bool(pressed)))
        self._raw_schedule.sort(key=lambda item: item[0])
        self._next_event_cache = None

    def run_for(self, seconds):
        self.run_until_us(self.now_us + int(round(seconds * 1e6)))

    def run_until_us(self, t_us):
        if t_us > self.target_us:
            self.target_us = t_us
        self._resume()

    def run_one_iteration(self):
        """Let the firmware finish its current sleep and run up to its next
        ``time.sleep`` call (so the frame it draws gets recorded)."""
        if self.halted:
            return
        self.stop_at_sleep = True
        self.target_us = NEVER
        try:
            self._resume()
        finally:
            self.stop_at_sleep = False
            self.target_us = self.now_us

    def enter_safe_mode(self, reason_name):
        """Reboot into safe mode: CircuitPython runs ``safemode.py`` (next to
        code.py) with ``supervisor.runtime.safe_mode_reason`` set to
        ``supervisor.SafeModeReason.<reason_name>``; if it resets the board
        the next boot runs code.py, otherwise the board stays in safe mode."""
        self.pending_safe_mode = reason_name
        self.request_power_cut("safe_mode")

    def _safemode_code(self):
        path = os.path.join(os.path.dirname(self.code_path), "safemode.py")
        if not os.path.exists(path):
            return None
        with open(path) as f:
            return compile(f.read(), path, "exec")

    pending_safe_mode = None
    watchdog_port = "generic"        # "nordic": the nRF52840's stricter watchdog
    watchdog_cleanup_fixed = False   # CircuitPython with pull request #11295
    circuitpython = 10               # the major version emulated (host_sim.hw.watchdog)

    def request_vm_stop(self, how):
        """Stop code.py from outside, as the supervisor does: ``how`` is
        "autoreload" (a file was saved to the drive while
        ``supervisor.runtime.autoreload`` is on) or "ctrl_c" (the serial
        console's Ctrl-C: the board then sits at the REPL).  The watchdog's
        cleanup runs first and may crash the board (see host_sim.hw.watchdog)."""
        self.request_power_cut("stop:" + how)

    def request_power_cut(self, reason="reset"):
        self._cut_request = reason
        self.target_us = self.now_us
        self._resume()

    def close(self):
        if self._thread is None:
            return
        if self._thread.is_alive():
            self._closing = True
            self._to_fw.release()
            # a stalled firmware may never look at the flag: do not hang on it
            self._thread.join(timeout=0.5 if self._stalled else 10)
        self._thread = None
        self._restore_process_state()

    def host_failed(self, error):
        """Called on the firmware thread: a file the simulator writes failed
        (no space, no permission): the run stops and the controller raises
        ``error``; the firmware never sees it."""
        self.host_error = error
        if self.boot is not None:
            self.boot.alive = False
        raise HostFailed()

    def _resume(self):
        if self.host_error is not None:
            raise self.host_error
        if self._stalled:
            raise FirmwareStalled("the firmware thread is stuck (see the first error)")
        self._to_fw.release()
        while not self._to_ctl.acquire(timeout=self.stall_seconds):
            # Long runs are fine as long as the firmware keeps sleeping.
            progress = (self.sleeps, self.now_us)
            if progress != self._progress_seen:
                self._progress_seen = progress
                continue
            self._stalled = True
            frame = sys._current_frames().get(self._thread.ident)
            where = "".join(traceback.format_stack(frame)) if frame else "(no stack)"
            raise FirmwareStalled(
                "firmware ran %g s (real time) without returning from time.sleep; "
                "virtual time only advances in time.sleep, so busy-waits never end.\n"
                "Firmware stack:\n%s" % (self.stall_seconds, where))
        if self.host_error is not None:
            raise self.host_error
        crash = self._crash_pending
        if crash is not None:
            self._crash_pending = None
            if self.raise_on_crash:
                raise FirmwareCrashed(crash)

    raise_on_crash = True

    # ------------------------------------------------------------------
    # process-wide state while this machine exists
    def _install_process_state(self):
        import microcontroller
        self._real_microcontroller = sys.modules.get("_real_microcontroller", microcontroller)
        sys.modules["_real_microcontroller"] = self._real_microcontroller
        for name in fakes.FAKE_NAMES + ("time",):
            self._saved_modules[name] = sys.modules.get(name)
        for name in list(sys.modules):
            if self._is_ram_module(name):
                self._saved_modules[name] = sys.modules.pop(name)
        sys.modules["time"] = fakes.TIME
        self._compile_cache = _CompileCache(self.module_roots)
        sys.meta_path.insert(0, self._compile_cache)

    def _restore_process_state(self):
        self._purge_ram_modules()
        cache = getattr(self, "_compile_cache", None)
        if cache is not None and cache in sys.meta_path:
            sys.meta_path.remove(cache)
        for name, module in self._saved_modules.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
        self._saved_modules = {}

    def _is_ram_module(self, name):
        module = sys.modules.get(name)
        # every reset walks all of sys.modules (~1,000, nearly all the
        # host's own): remember each module object's verdict
        seen = self._verdicts.get(name)
        if seen is not None and seen[0] is module:
            return seen[1]
        if name.split(".")[0] in self.module_prefixes:
            verdict = True
        else:
            path = getattr(module, "__file__", None)
            verdict = bool(path) and os.path.abspath(path).startswith(self.module_roots)
        self._verdicts[name] = (module, verdict)
        return verdict

    def _purge_ram_modules(self):
        for name in list(sys.modules):
            if name in fakes.FAKE_NAMES or self._is_ram_module(name):
                del sys.modules[name]

    # ------------------------------------------------------------------
    # firmware thread
    def _fw_main(self):
        hw.register_thread(self)
        self._to_fw.acquire()
        reason = "power_on"
        reset_reason = None
        try:
            while not self._closing:
                if reason == "ctrl_c":
                    # at the REPL: no code runs until a reset or a reload
                    self.halted = "repl"
                    try:
                        self._run_until(NEVER)
                    except PowerCut as cut:
                        reason = cut.reason
                        continue
                try:
                    self._boot_up(reason, reset_reason)
                    try:
                        code, name = self._code, "code.py"
                        if self.boot.safe_mode_reason is not None:
                            code, name = self._safemode_code(), "safemode.py"
                        if code is not None:     # no safemode.py: stay in safe mode
                            exec(code, {"__name__": "__main__", "__file__": name,
                                        "__builtins__": builtins})
                        self._halt("safe_mode" if name == "safemode.py" else "finished")
                    except (PowerCut, SimClose):
                        raise
                    except BaseException:
                        text = traceback.format_exc()
                        self.crashes.append(text)
                        self.previous_traceback = text
                        self._crash_pending = text
                        if self.raise_on_crash:
                            self.target_us = self.now_us   # hand the crash over now
                        self._halt("crashed")
                    self._run_until(NEVER)      # halted: only a power cut ends this
                except PowerCut as cut:
                    reason = cut.reason
                    reset_reason = self.boot.reset_reason
                finally:
                    self._tear_down_boot()
        except SimClose:
            pass
        finally:
            hw.unregister_thread()
            self._to_ctl.release()

    def _boot_up(self, reason, previous_reset_reason):
        self._purge_ram_modules()
        self.halted = None
        number = len(self.boots) + 1
        reset_reason = fakes.BOOT_REASONS[reason][0] or previous_reset_reason \
            or fakes.ResetReason.POWER_ON
        boot = fakes.Boot(self, number, reason, reset_reason)
        if reason == "safe_mode" and self.pending_safe_mode is not None:
            boot.safe_mode_reason = getattr(fakes.SafeModeReason, self.pending_safe_mode)
            self.pending_safe_mode = None
        self.boot = boot
        self.boots.append((number, reason, self.now_ms))
        if self.make_display is not None:
            boot.display = self.make_display()
            import board
            board.DISPLAY = boot.display
        boot.modules = fakes.build(boot, self._real_microcontroller)
        sys.modules.update(boot.modules)
        self._next_event_cache = None

    def _tear_down_boot(self):
        boot = self.boot
        if boot is not None:
            boot.alive = False
            boot.scanners = []
        self._next_event_cache = None

    def _halt(self, how):
        self.halted = how
        self.boot.watchdog._vm_ended(crashed=(how == "crashed"))

    def power_cut(self, reason):
        """Called on the firmware thread: lose power now."""
        self.boot.alive = False
        raise PowerCut(reason)

    def led_write(self, pin_name, data, order):
        if self.boot is None or not self.boot.alive:
            return
        self.led_writes += 1
        pixels = decode(data, order)
        if self.leds.get(pin_name) != pixels:
            self.leds[pin_name] = pixels
            if pin_name == self.ring_pin:
                self.ring_version += 1

    def sleep(self, seconds):
        if seconds < 0:
            raise ValueError("sleep length must be non-negative")
        if self.boot is None or not self.boot.alive:
            raise PowerCut("already off")
        self.sleeps += 1
        display = self.boot.display
        if display is not None and display.auto_refresh:
            display.refresh()     # CircuitPython's background refresh
        if self.on_sleep is not None:
            try:
                self.on_sleep(self)
            except OSError as e:          # --record / --frames: no space, no permission
                self.host_failed(e)
        if self.stop_at_sleep:
            self.stop_at_sleep = False
            self.target_us = self.now_us
        period = int(round(seconds * 1e6))
        if self.fast_forward and period > 0:
            self._fast_forward(period)
        self._run_until(self.now_us + period)

    def _fast_forward(self, period):
        """Skip whole loop iterations in which provably nothing happens.

        The firmware's loop is: tick, feed the watchdog, ``time.sleep``.  The
        probe says for how many ms from now a tick without input changes
        nothing (the app's ``wake_in``, the sound's next note, the firmware's
        own timers).  The iterations that would wake at ``now + k*period``
        before that horizon, before the next input (a scheduled level
        change, a pending key scan or queued event) and not after the
        controller's target are replaced by their only effect on the
        hardware: the watchdog fed at each of them, if the firmware fed it
        in this iteration.  The clock then sleeps one period as usual, so
        the next real tick runs at exactly the virtual time it would have
        run at without skipping, with everything in between (a level
        change, a key scan, the controller's target) handled as always.
        """
        boot = self.boot
        if boot is None or not boot.alive or self.halted or self._cut_request is not None:
            return
        display = boot.display
        if display is not None and display.auto_refresh:
            return
        for scanner in boot.scanners:
            events = scanner._events
            if events._events or events.overflowed or scanner.next_scan_us() is not None:
                return
        quiet_ms = self.idle_probe(self)
        if not quiet_ms:
            return
        now = self.now_us
        limit = self.target_us                 # the controller may act there
        if self._raw_schedule and self._raw_schedule[0][0] - 1 < limit:
            limit = self._raw_schedule[0][0] - 1   # a level change fires before the tick
        if quiet_ms > 0:
            # the tick at t runs when ticks_ms(t) reaches the horizon
            horizon = (now // 1000 + quiet_ms) * 1000 - 1
            if horizon < limit:
                limit = horizon
        dog = boot.watchdog
        fed_now = dog.deadline_us is not None and dog.deadline_us == now + int(
            round(dog.timeout * 1e6))
        if not fed_now and dog.deadline_us is not None and dog.deadline_us - 1 < limit:
            limit = dog.deadline_us - 1
        if limit == NEVER:
            return
        skip = (int(limit) - now) // period     # iterations waking at or before limit
        if skip <= 0:
            return
        self.now_us = now + skip * period
        self.sleeps += skip
        self.skipped_iterations += skip
        if fed_now:
            dog.feeds += skip
            dog._rearm()
        self._next_event_cache = None

    def _check_interrupts(self):
        if self._closing:
            if self.boot is not None:
                self.boot.alive = False
            raise SimClose()
        if self._cut_request is not None:
            reason, self._cut_request = self._cut_request, None
            if reason.startswith("stop:") and self.boot is not None:
                reason = reason[5:]
                if self.boot.watchdog._vm_stopping():
                    self.pending_safe_mode = "NLR_JUMP_FAIL"
                    reason = "safe_mode"
            if self.boot is not None:
                self.boot.alive = False
            raise PowerCut(reason)

    def _park(self):
        self._to_ctl.release()
        self._to_fw.acquire()

    def _run_until(self, wake_us):
        while True:
            self._check_interrupts()
            self._fire_due()
            if self.now_us >= wake_us:
                return
            if self.now_us >= self.target_us:
                self._park()
                continue
            step = min(wake_us, self.target_us, self._next_event_us())
            if step == NEVER:               # halted and told to run "forever"
                self.target_us = self.now_us
                continue
            if step > self.now_us:
                self.now_us = int(step)

    def _next_event_us(self):
        cached = self._next_event_cache
        if cached is not None:
            return cached
        best = NEVER
        if self._raw_schedule:
            best = self._raw_schedule[0][0]
        boot = self.boot
        if boot is not None and boot.alive:
            for scanner in boot.scanners:
                t = scanner.next_scan_us()
                if t is not None and t < best:
                    best = t
            deadline = boot.watchdog.deadline_us
            if deadline is not None and deadline < best:
                best = deadline
        self._next_event_cache = best
        return best

    def _fire_due(self):
        now = self.now_us
        if self._next_event_us() > now:
            return
        self._next_event_cache = None
        changed = False
        while self._raw_schedule and self._raw_schedule[0][0] <= now:
            self.button_pressed = self._raw_schedule.pop(0)[1]
            changed = True
        if changed:
            self._wake_scanners()
        boot = self.boot
        if boot is None or not boot.alive:
            return
        for scanner in list(boot.scanners):
            t = scanner.next_scan_us()
            while t is not None and t <= now:
                scanner.scan()
                t = scanner.next_scan_us()
        dog = boot.watchdog
        if dog.deadline_us is not None and dog.deadline_us <= now:
            from host_sim.hw.watchdog import WatchDogMode
            reset = dog.mode == WatchDogMode.RESET or dog.hardware_reset
            dog._stop()
            if reset:
                self.power_cut("watchdog")
            if self.halted is None:
                raise boot.modules["watchdog"].WatchDogTimeout("watchdog timed out")
        self._next_event_cache = None

    def _wake_scanners(self):
        boot = self.boot
        if boot is not None and boot.alive:
            for scanner in boot.scanners:
                scanner.wake()
        self._next_event_cache = None
