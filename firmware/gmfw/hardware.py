# The board described by the profile: display, ring, button, speaker, NVM,
# watchdog.  Filled in by gmfw/boot.py (``hardware``: code the board needs
# once), each part that fails reported and left out (None here).  And the
# drive's files, read-only, for games that take input from files (Golem
# Battle programs written on a computer): the logic in lib/ never opens
# files itself, it gets a DriveFiles (here, not a module of its own: one
# module fewer for a board to hold).


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


class DriveFiles:
    MAX_BYTES = 4096        # a program or field file is a few lines

    def __init__(self, battles=True, root=""):
        # False where the board profile says its heap cannot hold a battle
        # the device plays (boards/__init__.py ``device_battles``): Golem
        # Battle then shows why instead of running out of memory mid-battle
        self.battles = battles
        self.root = root        # the web page keeps its drive in a folder

    def get(self, path):
        """The file's text (UTF-8, a byte-order mark and CRLF allowed), or
        None when it is missing.  A file that is there but is not such text
        (binary, another encoding, too large) raises ValueError naming it and
        what is wrong (textfile.Unreadable: a message, worded in the language
        in use when shown), so the game shows that instead of "missing"."""
        try:
            with open(self.root + path, "rb") as f:
                data = f.read(self.MAX_BYTES + 1)
        except OSError:
            return None
        from gamemaster import textfile
        from gamemaster.registry import _drop
        try:
            return textfile.decode(data, path, self.MAX_BYTES)
        finally:
            _drop("gamemaster.textfile")
