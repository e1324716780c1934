# Settings: the schema, current values, menu values, menu changes kept in NVM.
#
# Reading and checking ``settings.toml`` lives in ``gamemaster.settings_file``
# (loaded only at boot); descriptions and the example file in
# ``gamemaster.settings_doc`` (host only).

# (key, kind, default, spec, menu values, menu label, unit); descriptions:
# gamemaster.settings_doc and each game's schema module.
# kind: "int" (spec = (lo, hi)), "bool", "choice" (spec = tuple of strings),
#       "str" (spec = max length), "ints" (spec = (count, lo, hi): comma list)
# A game's own rows live in its package (gamemaster/<game>/schema.py, named by
# its registry line) and follow the core's in registry order (``all_rows``);
# NVM keeps a menu change under its key's id, which no new row can move
# (``settings_record.key_id``).  RAM holds the core's rows and those of the game in use
# (``Settings.use_game``, called when a game is created), not every game's:
# settings.toml values of the other games are checked at boot and kept.
from gamemaster import registry as registry

CORE = (
    ('GM_GAME', 'choice', registry.GAMES[0][0], registry.ids(), registry.ids(), 'Game', ''),
    ('GM_BOOT', 'choice', 'resume', ('resume', 'new', 'play'), None, '', ''),
    ('GM_SEED', 'int', 0, (0, 2147483647), None, '', ''),
    ('GM_TURN_SECONDS', 'int', 60, (0, 600), (30, 45, 60, 90, 120, 180, 0), 'Turn length', 's'),
    ('GM_WARN_SECONDS', 'int', 10, (0, 60), None, '', 's'),
    ('GM_SOUND', 'bool', True, None, (True, False), 'Sound', ''),
    ('GM_BRIGHTNESS', 'int', 30, (1, 100), (10, 20, 30, 50, 75, 100), 'Brightness', '%'),
    ('GM_BOARD', 'str', '', 40, None, '', ''),
    ('GM_RING_PIXELS', 'int', 0, (0, 64), None, '', ''),
    ('GM_RESUME', 'choice', 'exact', ('exact', 'restart_turn'), ('exact', 'restart_turn'),
     'After power cut', ''),
    ('GM_CHECKPOINT_SECONDS', 'int', 15, (0, 600), None, '', 's'),
    ('GM_SAVES', 'choice', 'lasting', ('lasting', 'every_press'), None, '', ''),
)

_BY_KEY = {}           # key -> row: the core's and the game in use's rows
for _row in CORE:
    _BY_KEY[_row[0]] = _row
# the game whose rows are held: [id, its rows]
_GAME = [None, ()]


def rows_call(name, *args):
    """gamemaster.settings_rows.<name>(*args): the module that loads every
    game's rows, compiled for this call and dropped again."""
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
        self.overrides = {}    # menu changes: key -> value (persisted)
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
            for name in ("settings_file", "settings_toml", "textfile"):
                registry._drop("gamemaster." + name)

    def get(self, key):
        if key in self.overrides:
            return self.overrides[key]
        if key in self._values:
            return self._values[key]
        row = _BY_KEY.get(key)
        return (row if row is not None else rows_call("find", key)[0])[2]

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

    def cycle(self, key):
        from gamemaster.settings_change import cycle
        return cycle(self, key)

    def encode_overrides(self):
        if not self.overrides and not self.held:
            return b""          # every save: no menu change, no menu code loaded
        from gamemaster.settings_record import encode
        return encode(self)

    def decode_overrides(self, data):
        if not data:
            return
        from gamemaster.settings_restore import decode
        decode(self, data)
        registry._drop("gamemaster.settings_restore")
