# Scenario: the whole firmware (firmware/gmfw + lib/gamemaster + boards +
# the bundle's driver libraries) on an nRF52840 board's profile, with heap
# stand-ins for the C modules (tools/mpvm/standins), one firmware loop tick
# per call; the ticks the firmware reports quiet are skipped, as the
# simulator skips them.
#
# Args: board ("clue" or "cpb"), game, presses: [[at_ms, hold_ms], ...]
# after boot, end_ms, settings (extra settings.toml text), boot (GM_BOOT,
# default "play"), nvm ({page: hex} written to the NVM before boot: a resume
# after a power cut), dump_nvm (end the result with the NVM's pages).
# Result: "FRAMES n PHASES a,b,c ERRORS k" plus the errors, UNDOS (the
# "undone" notices shown), RELOAD (the ms of a supervisor.reload(), which
# ends the run, or -1), the boot hints,
# (each module below as name:live:call, the step call whose start measured
# the live heap, counted from 1)
# the live heap at boot and at its peak, IMPORTS: each module a tick
# imported and kept, with the live heap once it was in, and LOADED: every
# module a tick after boot compiled (kept or dropped within the tick, one
# screen replacing another), with the live heap as the tick began, and
# UPPER: the same modules with the heap allocated as each import began,
# garbage included (an import hook sees them; the compiles are measured apart,
# tools/mpvm/firmware_ram.py), and PORT: the bytes of the supervisor's own
# allocations (made as this scenario is made).  Everything else this
# scenario holds (its press schedule and bookkeeping) is in fixed-size
# arrays made before the firmware boots, so the heap added between the
# preloads and the first step, less PORT, is the scenario's own and is
# taken off (a board holds none of it).

import array

MAX_EVENTS = 256     # button edges in a run (two a press)
MAX_NOTES = 128      # IMPORTS and LOADED entries in a run

TICK_MS = 20


def _fresh(sys, name, args):
    # whether this import statement may compile a module: its module, or a
    # name its fromlist asks of a package, not loaded yet
    if name not in sys.modules or (len(args) > 3 and args[3]):
        return True
    if len(args) > 2 and args[2]:
        mod = sys.modules[name]
        for f in args[2]:
            if f != "*" and not hasattr(mod, f):
                return True
    return False


def _hook(run):
    # builtins.__import__ wrapped: a module new to sys.modules during an
    # import statement is one the board compiles there and then.  Before an
    # import that may compile, the heap is read as well: everything the tick
    # allocated so far, garbage included (this VM frees nothing on a
    # collection inside a call), an upper bound of what is live as the
    # compile starts (UPPER)
    import builtins
    import gc
    import sys
    real = builtins.__import__

    def imp(name, *args):
        n = len(sys.modules)
        before = None
        if run.tick_live is not None and _fresh(sys, name, args):
            before = gc.mem_alloc()
        try:
            return real(name, *args)
        finally:
            if run.tick_live is not None and len(sys.modules) != n:
                for m in sys.modules:
                    if m not in run.known:
                        run.known.add(m)
                        run.loaded.add(m, run.tick_live, run.calls)
                        if before is not None:
                            run.upper.add(m, before, run.calls)
    builtins.__import__ = imp


class _Notes:
    # (module, live, call) entries in arrays made once: the module names are
    # interned already (sys.modules' keys), so an entry allocates nothing
    def __init__(self):
        self.names = [None] * MAX_NOTES
        self.nums = array.array("l", [0] * (2 * MAX_NOTES))
        self.n = 0

    def add(self, name, live, call):
        # (the heap's size negated: a raw word of an array the collector
        # would read as a pointer into the heap: standins/_cheap.py MASK)
        if self.n == MAX_NOTES:
            raise RuntimeError("more than %d module notes" % MAX_NOTES)
        self.names[self.n] = name
        self.nums[2 * self.n] = -live
        self.nums[2 * self.n + 1] = call
        self.n += 1

    def text(self):
        return " ".join("%s:%d:%d" % (self.names[i], -self.nums[2 * i], self.nums[2 * i + 1])
                        for i in range(self.n))


class FirmwareRun:
    def __init__(self, args):
        import board
        import gc
        import supervisor
        import sys
        board.use(args.get("board", "clue"))
        gc.collect()
        start = gc.mem_alloc()
        supervisor.hold()              # what CircuitPython holds itself (stand-in's PORT_HEAP)
        gc.collect()
        self.port = gc.mem_alloc() - start
        if args.get("nvm"):
            import microcontroller
            for page, data in args["nvm"].items():
                microcontroller.nvm.load(int(page), bytes.fromhex(data))
        text = 'GM_GAME = "%s"\nGM_BOOT = "%s"\nGM_SEED = 7\n' % (args.get("game", "pipes"),
                                                               args.get("boot", "play"))
        text += args.get("settings", "")
        with open("settings.toml", "w") as f:
            f.write(text)
        self.dev = None
        self.t = 0
        # the button's edges, (at ms, pressed) in time order, and the next one's index
        edges = []
        for at, hold in args.get("presses", []):
            edges.append((at, 1))
            edges.append((at + hold, 0))
        edges.sort()
        if len(edges) > MAX_EVENTS:
            raise RuntimeError("more than %d button edges" % MAX_EVENTS)
        self.events = array.array("l", [0] * (2 * MAX_EVENTS))
        for i, (at, pressed) in enumerate(edges):
            self.events[2 * i] = at
            self.events[2 * i + 1] = pressed
        self.n_events = len(edges)
        self.next_event = 0
        del edges
        self.end = args.get("end_ms", 10000)
        self.dump_nvm = bool(args.get("dump_nvm"))
        self.phases = [None] * 64
        self.n_phases = 0
        self.boot_hints = [None] * 16  # the bottom line's texts in the first 8 s (boot notices)
        self.frames = 0
        self.undos = 0                 # "undone" notices shown
        self.hint = 0                  # id() of the last hint seen (not the string: it is the firmware's)
        self.reload_at = -1            # ms of a supervisor.reload(), or -1
        self.live_boot = None
        self.live_max = 0
        self.max_at = 0
        self.max_view = ""
        self.seen = set(sys.modules)
        self.imports = _Notes()        # (module, live once it was in, call)
        self.new = None
        self.known = set(sys.modules)
        self.loaded = _Notes()         # (module, live as its tick began, call), after boot
        self.upper = _Notes()          # (module, heap allocated as its import began, call)
        self.tick_live = None
        self.calls = 0
        if args.get("notes", True):
            _hook(self)

    def step(self):
        import gc
        import supervisor
        live = gc.mem_alloc()          # collected just before this call
        self.calls += 1                # this is step call number self.calls - 1
        if self.new:
            for m in self.new:
                self.imports.add(m, live, self.calls)
            self.new = None
        if self.dev is not None:
            if self.live_boot is None:
                self.live_boot = live
            if live > self.live_max:
                self.live_max, self.max_at = live, self.t
                from gmfw import telemetry
                self.max_view = telemetry.view["phase"] if telemetry.view else "?"
        if self.dev is None:
            from gmfw.main import Device
            self.dev = Device()            # arms the watchdog last
            self.boot_ms = supervisor.NOW[0]
            self._note_imports()
            return True
        import sys
        self.known = set(sys.modules)  # a module dropped since counts when it comes back
        self.tick_live = live
        self.t += TICK_MS
        supervisor.NOW[0] = (self.boot_ms + self.t) & ((1 << 29) - 1)
        import keypad
        while self.next_event < self.n_events and self.events[2 * self.next_event] <= self.t:
            at = self.events[2 * self.next_event]
            pressed = self.events[2 * self.next_event + 1] == 1
            self.next_event += 1
            keypad.inject(pressed, (self.boot_ms + at) & ((1 << 29) - 1))
        try:
            self.dev.tick()
        except supervisor.ReloadException:
            # code.py ends; the next run boots with the NVM (firmware_ram)
            self.reload_at = self.t
            return False
        self.dev.hw.feed()
        from gmfw import telemetry
        if telemetry.view is not None:
            hint = telemetry.view.get("hint")
            if id(hint) != self.hint:
                self.hint = id(hint)
                if hint and hint.startswith("undone"):
                    self.undos += 1
            ph = telemetry.view["phase"]
            if self.n_phases == 0 or self.phases[self.n_phases - 1] != ph and self.n_phases < len(self.phases):
                self.phases[self.n_phases] = ph
                self.n_phases += 1
            if self.t < 8000:
                hint = telemetry.view.get("hint")
                if hint and hint not in self.boot_hints and None in self.boot_hints:
                    self.boot_hints[self.boot_hints.index(None)] = hint
        self._skip_quiet(telemetry.quiet_ms)
        self._note_imports()
        return self.t < self.end

    def _note_imports(self):
        # the set, not its size: one screen's module replacing another's in
        # a tick leaves the count as it was
        import sys
        new = [m for m in sys.modules if m not in self.seen]
        self.seen = set(sys.modules)
        if new:
            self.new = new

    def _skip_quiet(self, quiet_ms):
        # The firmware says how long its ticks will do nothing but feed the
        # watchdog (main.Device.quiet_ms, what the simulator fast-forwards
        # on): those ticks hold nothing new, so the peak live heap is the
        # same without them; skip to the last one before the firmware or the
        # next button edge may act.
        if quiet_ms == 0:
            return
        limit = self.end
        if quiet_ms > 0:
            limit = min(limit, self.t + quiet_ms - 1)
        if self.next_event < self.n_events:
            limit = min(limit, self.events[2 * self.next_event] - 1)
        skip = (limit - self.t) // TICK_MS
        if skip > 0:
            self.t += skip * TICK_MS

    def result(self):
        import sys
        from gmfw import telemetry
        self.max_view += " MODULES " + " ".join(sorted(sys.modules))
        return "FRAMES %d PHASES %s ERRORS %d %s UNDOS %d RELOAD %d HINTS %s\nLIVE boot %d max %d at %d ms (%s)" % (
            telemetry.frame, ",".join(self.phases[:self.n_phases]), len(telemetry.errors),
            " | ".join(telemetry.errors), self.undos, self.reload_at,
            " | ".join(h for h in self.boot_hints if h).replace("\n", " "), self.live_boot,
            self.live_max, self.max_at,
            self.max_view) + "\nIMPORTS " + self.imports.text() + \
            "\nLOADED " + self.loaded.text() + "\nUPPER " + self.upper.text() + "\nPORT %d" % self.port + self._nvm()

    def game(self):
        # the game played as the run ended
        app = self.dev.app if self.dev is not None else None
        return app.game.ID if app is not None and app.game is not None else ""

    def _nvm(self):
        if not self.dump_nvm:
            return ""
        import microcontroller
        pages = microcontroller.nvm.pages()
        return "\nNVM " + " ".join("%d:%s" % (k, bytes(pages[k]).hex()) for k in sorted(pages))


def make(args):
    return FirmwareRun(args)
