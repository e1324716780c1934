# The board described by the profile: display, ring, button, speaker, NVM,
# watchdog.  Filled in by gmfw/boot.py (``hardware``: code the board needs
# once), each part that fails reported and left out (None here).


class Hardware:
    display = None
    width = height = 240
    pixels = None
    pixel_power = None          # the board NeoPixel power switch, if any (boot.py)
    keys = None
    audio = None
    speaker_enable = None
    nvm = None
    watchdog = None
    watchdog_timeout = None     # RAISE mode's exception class (gmfw/rescue.py)
    max_brightness = 1.0        # the ring's brightness cap (the profile's)

    def brightness(self, settings):
        return self.max_brightness * settings.get("GM_BRIGHTNESS") / 100

    def feed(self):
        if self.watchdog is not None:
            self.watchdog.feed()
