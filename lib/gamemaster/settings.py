# Settings: the current values, the menu changes kept in NVM.
#
# Reading and checking ``settings.toml`` lives in ``gamemaster.settings_file``
# (loaded only at boot); descriptions and the example file in
# ``gamemaster.settings_doc`` (host only).
#
# The rows (key, kind, default, spec, menu values, menu label, unit) are
# ``gamemaster.settings_rows``: the core's there, each game's in its package
# (gamemaster/<game>/schema.py, named by its registry line), loaded for the
# moments that need them (boot, the menu, a record read back, a game
# created) and dropped again.  A board plays holding only the defaults of the
# core's keys and the game in use's (``Settings.use_game``): a row's tuples
# are constants of the module that writes them, held with all of that
# module's code, so the rows are not in this module (~1.7 KB of the
# nRF52840 boards' heap).  NVM keeps a menu change under its key's id, which
# no new row can move (``settings_record.key_id``).
from gamemaster import registry as registry

_DEFAULTS = {}         # key -> default: the core's and the game in use's keys
# the game whose defaults are held: [id, its keys]
_GAME = [None, ()]


def rows_call(name, *args):
    """gamemaster.settings_rows.<name>(*args): the module of the rows,
    compiled for this call and dropped again."""
    from gamemaster import settings_rows
    try:
        return getattr(settings_rows, name)(*args)
    finally:
        registry._drop("gamemaster.settings_rows")


class Settings:
    # Current values: defaults < settings.toml < menu changes (kept in NVM).
    # The most bytes of settings.toml read (the example is ~4.5 KB): a board
    # reads at most one more, so a huge file costs no heap, and says so.
    FILE_MAX = 16384

    def __init__(self):
        self._values = {}      # from settings.toml; defaults come from the rows
        self.errors = []       # short messages for the screen, in file order
        self.overrides = {}    # menu changes: key -> value
        self.picks = {}        # ... each as its index in the row's menu values (NVM)
        self.held = {}         # menu changes of rows not held: key id -> value index

    @classmethod
    def from_toml(cls, text):
        # Build from the file's text (``None`` = no file).  Never raises.
        # The reader is loaded for this and dropped again: a board needs it
        # once per boot and keeps the RAM for the game.
        from gamemaster import settings_file
        try:
            return settings_file.apply_toml(cls(), text)
        finally:
            for name in ("settings_file", "settings_toml", "textfile", "settings_rows"):
                registry._drop("gamemaster." + name)

    def get(self, key):
        if key in self.overrides:
            return self.overrides[key]
        if key in self._values:
            return self._values[key]
        if key in _DEFAULTS:
            return _DEFAULTS[key]
        return rows_call("default", key)

    def use_game(self, game_id):
        """The settings rows of ``game_id`` replace another game's (a game
        is being created); the other game's menu changes are kept as their
        NVM pairs until its rows come back."""
        if _GAME[0] == game_id:
            return
        if self.overrides or self.held:
            from gamemaster.settings_restore import swap_game
            swap_game(self, game_id)
            registry._drop("gamemaster.settings_restore")
        else:
            rows_call("hold", game_id)

    # The menu's side lives in three small modules, each loaded when first
    # needed: a change (settings_change), the NVM record of the changes
    # (settings_record: every save with a change), reading it back
    # (settings_restore: boot, a game swap; dropped after).  One module for all of it
    # needed 8 KB to compile, in the tick of the first change, on top of
    # the open menu.
    def set(self, key, value):
        from gamemaster.settings_change import set_value
        set_value(self, key, value)

    def cycle(self, key, row=None):
        # (``row``: the key's, when the caller holds it: the menu)
        from gamemaster.settings_change import cycle
        return cycle(self, key, row)

    def encode_overrides(self):
        if not self.picks and not self.held:
            return b""          # every save: no menu change, no menu code loaded
        from gamemaster.settings_record import encode
        return encode(self)

    def decode_overrides(self, data):
        if not data:
            return
        from gamemaster.settings_restore import decode
        decode(self, data)
        registry._drop("gamemaster.settings_restore")
