"""Bring up the board described by the profile: display, ring, button,
speaker, NVM, watchdog.  Each part that fails is reported and left out,
so a missing speaker or a wrong pin never stops the game itself.
"""

import board

from gmfw import telemetry


def _pin(name):
    pin = getattr(board, name, None)
    if pin is None:
        raise ValueError("board has no pin %s" % name)
    return pin


class Hardware:
    def __init__(self, profile, settings):
        self.profile = profile
        self.display = None
        self.width = profile["display"].get("width", 240)
        self.height = profile["display"].get("height", 240)
        self.pixels = None
        self.ring_count = settings.get("GM_RING_PIXELS") or profile["ring"]["count"]
        self.keys = None
        self.audio = None
        self.speaker_enable = None
        self.nvm = None
        self.watchdog = None
        for part in (self._setup_display, self._setup_ring, self._setup_button,
                     self._setup_speaker, self._setup_nvm):
            try:
                part(settings)
            except Exception as e:  # noqa: BLE001 - report and go on without it
                telemetry.record_error("%s: %s" % (part.__name__[7:], e))
                print("hardware", part.__name__, "failed:", e)

    def _setup_display(self, settings):
        disp = self.profile["display"]
        kind = disp["kind"]
        if kind == "none":
            return
        if kind == "tft_gizmo":
            import displayio
            from adafruit_gizmo import tft_gizmo
            displayio.release_displays()
            self.display = tft_gizmo.TFT_Gizmo(rotation=disp.get("rotation", 180))
        else:
            self.display = board.DISPLAY
            if "rotation" in disp and self.display.rotation != disp["rotation"]:
                self.display.rotation = disp["rotation"]
        self.display.auto_refresh = False
        self.width = self.display.width
        self.height = self.display.height

    def _setup_ring(self, settings):
        import neopixel
        ring = self.profile["ring"]
        order = ring.get("order", "GRB")
        self.pixels = neopixel.NeoPixel(_pin(ring["pin"]), self.ring_count,
                                        brightness=self.brightness(settings),
                                        auto_write=False, pixel_order=order)

    def brightness(self, settings):
        top = self.profile["ring"].get("max_brightness", 1.0)
        return top * settings.get("GM_BRIGHTNESS") / 100

    def _setup_button(self, settings):
        import keypad
        b = self.profile["button"]
        self.keys = keypad.Keys((_pin(b["pin"]),), value_when_pressed=b["value_when_pressed"],
                                pull=b.get("pull", True))

    def _setup_speaker(self, settings):
        spk = self.profile.get("speaker")
        if not spk:
            return
        if spk.get("enable"):
            import digitalio
            self.speaker_enable = digitalio.DigitalInOut(_pin(spk["enable"]))
            self.speaker_enable.switch_to_output(value=False)
        from gmfw.sound import make_voice
        self.audio = make_voice(spk.get("kind", "pwm_audio"), _pin(spk["pin"]))

    def _setup_nvm(self, settings):
        import microcontroller
        self.nvm = microcontroller.nvm

    def start_watchdog(self, seconds=8):
        """Armed only after boot succeeded; fed once per whole loop tick.

        The profile's ``watchdog`` is True (RESET mode: a hang resets the
        board, which resumes from NVM) or "raise" (RAISE mode; main.run turns
        the WatchDogTimeout into the same reset).  The nRF52840 boards (CPB,
        CLUE) use "raise": there RESET mode can never be stopped, and before
        CircuitPython pull request #11295 stopping the VM with it armed (the
        auto-reload after a file is saved to the drive, Ctrl-C) raised in the
        watchdog's cleanup and left the board in safe mode.  RAISE mode is
        stopped cleanly; it catches a hang in Python code, not one inside a
        C call (see docs/hardware.md)."""
        mode = self.profile.get("watchdog")
        if not mode:
            return
        try:
            import microcontroller
            from watchdog import WatchDogMode, WatchDogTimeout
            wd = microcontroller.watchdog
            wd.timeout = seconds
            wd.mode = WatchDogMode.RAISE if mode == "raise" else WatchDogMode.RESET
            self.watchdog = wd
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
