# Scenario: the whole firmware (firmware/gmfw + lib/gamemaster + boards +
# adafruit_display_text) on the CLUE profile, with heap stand-ins for the C
# modules (tools/mpvm/standins), one firmware loop tick per call; the ticks
# the firmware reports quiet are skipped, as the simulator skips them.
#
# Args: game ("pipes" or "golems"), presses: [[at_ms, hold_ms], ...] after
# boot, end_ms, settings (extra settings.toml text).
# Result: "FRAMES n PHASES a,b,c ERRORS k" plus the errors.

TICK_MS = 20


class FirmwareRun:
    def __init__(self, args):
        self.args = args
        text = 'GM_GAME = "%s"\nGM_BOOT = "play"\nGM_SEED = 7\n' % args.get("game", "pipes")
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
        self.boot_hints = []           # the bottom line's texts in the first 3 s (boot notices)
        self.frames = 0
        self.live_boot = None
        self.live_max = 0
        self.max_at = 0
        self.max_view = ""

    def step(self):
        import gc
        import supervisor
        live = gc.mem_alloc()          # collected just before this call
        if self.dev is not None:
            if self.live_boot is None:
                self.live_boot = live
            if live > self.live_max:
                self.live_max, self.max_at = live, self.t
                from gmfw import telemetry
                self.max_view = telemetry.view["phase"] if telemetry.view else "?"
        if self.dev is None:
            from gmfw.main import Device
            self.dev = Device()
            self.dev.hw.start_watchdog()
            self.boot_ms = supervisor.NOW[0]
            return True
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
            if self.t < 3000:
                hint = telemetry.view.get("hint")
                if hint and hint not in self.boot_hints:
                    self.boot_hints.append(hint)
        self._skip_quiet(telemetry.quiet_ms)
        return self.t < self.end

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
            " | ".join(self.boot_hints).replace("\n", " "), self.live_boot, self.live_max, self.max_at, self.max_view)


def make(args):
    return FirmwareRun(args)
