# The board described by the profile: display, ring, button, speaker, NVM,
# watchdog.  Brought up by gmfw/boot.py (code the board needs once), each
# part that fails reported and left out.


class Hardware:
    def __init__(self, profile, settings):
        # the whole profile while boot brings the board up (gmfw/boot.py
        # start drops it then): play needs only the ring's brightness cap
        self.profile = profile
        self.max_brightness = profile["ring"].get("max_brightness", 1.0)
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
        return self.max_brightness * settings.get("GM_BRIGHTNESS") / 100

    watchdog_timeout = None     # RAISE mode's exception class (gmfw/rescue.py)

    def feed(self):
        if self.watchdog is not None:
            self.watchdog.feed()
