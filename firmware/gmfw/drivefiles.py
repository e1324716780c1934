"""Read-only access to small text files on the board's drive, for games
that take input from files (Golem Battle programs written on a computer).
The logic in lib/ never opens files itself: it gets this object."""


class DriveFiles:
    MAX_BYTES = 4096        # a program or field file is a few lines

    def __init__(self, battles=True):
        # False where the board profile says its heap cannot hold a battle
        # the device plays (boards/__init__.py ``device_battles``): Golem
        # Battle then shows why instead of running out of memory mid-battle
        self.battles = battles

    def get(self, path):
        """The file's text, or None when it is missing or unreadable."""
        try:
            with open(path, "rb") as f:
                data = f.read(self.MAX_BYTES + 1)
        except OSError:
            return None
        if len(data) > self.MAX_BYTES:
            return None
        try:
            return data.decode("utf-8")
        except UnicodeError:
            return None
