# Read-only access to small text files on the board's drive, for games
# that take input from files (Golem Battle programs written on a computer).
# The logic in lib/ never opens files itself: it gets this object.


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
        what is wrong, so the game shows that instead of "missing"."""
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
