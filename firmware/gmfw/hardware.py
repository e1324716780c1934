# The board described by the profile: display, ring, button, speaker, NVM,
# watchdog.  Brought up by gmfw/boot.py (code the board needs once), each
# part that fails reported and left out.


class Hardware:
    def __init__(self, profile, settings):
        self.profile = profile
        self.display = None
        self.width = profile["display"].get("width", 240)
        self.height = profile["display"].get("height", 240)
        self.pixels = None
        self.pixel_power = None     # the board NeoPixel power switch, if any (boot.py)
        self.ring_count = settings.get("GM_RING_PIXELS") or profile["ring"]["count"]
        self.keys = None
        self.audio = None
        self.speaker_enable = None
        self.nvm = None
        self.watchdog = None
        from gmfw import boot
        boot.bring_up(self, settings)

    def brightness(self, settings):
        top = self.profile["ring"].get("max_brightness", 1.0)
        return top * settings.get("GM_BRIGHTNESS") / 100

    def start_watchdog(self, seconds=8):
        # Armed only after boot succeeded; fed once per whole loop tick.
        # The profile's ``watchdog`` is True (RESET mode: a hang resets the
        # board, which resumes from NVM) or "raise" (RAISE mode; main.run
        # turns the WatchDogTimeout into the same reset).  The nRF52840 boards
        # (CPB, CLUE) use "raise": there RESET mode can never be stopped, and
        # before CircuitPython pull request #11295 stopping the VM with it
        # armed (the auto-reload after a file is saved to the drive, Ctrl-C)
        # raised in the watchdog's cleanup and left the board in safe mode.
        # RAISE mode is stopped cleanly; it catches a hang in Python code,
        # not one inside a C call (see docs/hardware.md).
        mode = self.profile.get("watchdog")
        if not mode:
            return
        try:
            import microcontroller
            from watchdog import WatchDogMode, WatchDogTimeout
            watchdog = microcontroller.watchdog
            watchdog.timeout = seconds
            watchdog.mode = WatchDogMode.RAISE if mode == "raise" else WatchDogMode.RESET
            self.watchdog = watchdog
            self.watchdog_timeout = WatchDogTimeout
        except Exception as e:  # noqa: BLE001 - a board without one plays on
            print("watchdog unavailable:", e)

    watchdog_timeout = None

    def timed_out(self, err):
        t = self.watchdog_timeout
        return t is not None and isinstance(err, t)

    def feed(self):
        if self.watchdog is not None:
            self.watchdog.feed()
