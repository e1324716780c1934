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
# Result: "FRAMES n PHASES a,b,c ERRORS k" plus the errors, the boot hints,
# (each module below as name:live:call, the step call whose start measured
# the live heap, counted from 1)
# the live heap at boot and at its peak, IMPORTS: each module a tick
# imported and kept, with the live heap once it was in, and LOADED: every
# module a tick after boot compiled (kept or dropped within the tick, one
# screen replacing another), with the live heap as the tick began (an
# import hook sees them; the compiles are measured apart,
# tools/mpvm/firmware_ram.py).

TICK_MS = 20


def _hook(run):
    # builtins.__import__ wrapped: a module new to sys.modules during an
    # import statement is one the board compiles there and then
    import builtins
    import sys
    real = builtins.__import__

    def imp(name, *args):
        n = len(sys.modules)
        try:
            return real(name, *args)
        finally:
            if run.tick_live is not None and len(sys.modules) != n:
                for m in sys.modules:
                    if m not in run.known:
                        run.known.add(m)
                        run.loaded.append((m, run.tick_live, run.calls))
    builtins.__import__ = imp


class FirmwareRun:
    def __init__(self, args):
        self.args = args
        import board
        import supervisor
        import sys
        board.use(args.get("board", "clue"))
        supervisor.hold()              # what CircuitPython holds itself (stand-in's PORT_HEAP)
        if args.get("nvm"):
            import microcontroller
            for page, data in args["nvm"].items():
                microcontroller.nvm._pages[int(page)] = bytearray(bytes.fromhex(data))
        text = 'GM_GAME = "%s"\nGM_BOOT = "%s"\nGM_SEED = 7\n' % (args.get("game", "pipes"),
                                                               args.get("boot", "play"))
        text += args.get("settings", "")
        with open("settings.toml", "w") as f:
            f.write(text)
        self.dev = None
        self.t = 0
        self.events = []
        for at, hold in args.get("presses", []):
            self.events.append((at, True))
            self.events.append((at + hold, False))
        self.events.sort()
        self.end = args.get("end_ms", 10000)
        self.phases = []
        self.boot_hints = []           # the bottom line's texts in the first 8 s (boot notices)
        self.frames = 0
        self.live_boot = None
        self.live_max = 0
        self.max_at = 0
        self.max_view = ""
        self.seen = set(sys.modules)
        self.imports = []              # (module, live once it was in)
        self.new = None
        self.known = set()
        self.loaded = []               # (module, live as its tick began), after boot
        self.tick_live = None
        self.calls = 0
        _hook(self)

    def step(self):
        import gc
        import supervisor
        live = gc.mem_alloc()          # collected just before this call
        self.calls += 1                # this is step call number self.calls - 1
        if self.new:
            for m in self.new:
                self.imports.append((m, live, self.calls))
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
        while self.events and self.events[0][0] <= self.t:
            at, pressed = self.events.pop(0)
            keypad.inject(pressed, (self.boot_ms + at) & ((1 << 29) - 1))
        self.dev.tick()
        self.dev.hw.feed()
        from gmfw import telemetry
        if telemetry.view is not None:
            ph = telemetry.view["phase"]
            if not self.phases or self.phases[-1] != ph:
                self.phases.append(ph)
            if self.t < 8000:
                hint = telemetry.view.get("hint")
                if hint and hint not in self.boot_hints:
                    self.boot_hints.append(hint)
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
        if self.events:
            limit = min(limit, self.events[0][0] - 1)
        skip = (limit - self.t) // TICK_MS
        if skip > 0:
            self.t += skip * TICK_MS

    def result(self):
        import sys
        from gmfw import telemetry
        self.max_view += " MODULES " + " ".join(sorted(sys.modules))
        return "FRAMES %d PHASES %s ERRORS %d %s HINTS %s\nLIVE boot %d max %d at %d ms (%s)" % (
            telemetry.frame, ",".join(self.phases), len(telemetry.errors), " | ".join(telemetry.errors),
            " | ".join(self.boot_hints).replace("\n", " "), self.live_boot, self.live_max, self.max_at,
            self.max_view) + "\nIMPORTS " + " ".join("%s:%d:%d" % i for i in self.imports) + \
            "\nLOADED " + " ".join("%s:%d:%d" % i for i in self.loaded) + self._nvm()

    def _nvm(self):
        if not self.args.get("dump_nvm"):
            return ""
        import microcontroller
        pages = microcontroller.nvm._pages
        return "\nNVM " + " ".join("%d:%s" % (k, bytes(pages[k]).hex()) for k in sorted(pages))


def make(args):
    return FirmwareRun(args)
