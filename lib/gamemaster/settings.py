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
# its registry line) and are appended here in registry order, so the index of
# a key (what NVM stores for a menu change) only grows when a game is added.
from gamemaster import registry as _registry

CORE = (
    ('GM_GAME', 'choice', _registry.GAMES[0][0], _registry.ids(), _registry.ids(), 'Game', ''),
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
)

SCHEMA = CORE + tuple(_registry.schema_rows())

_BY_KEY = {}
for _row in SCHEMA:
    _BY_KEY[_row[0]] = _row


class Settings:
    # Current values: defaults < settings.toml < menu changes (kept in NVM).

    def __init__(self):
        self._values = {}      # from settings.toml; defaults come from SCHEMA
        self.errors = []       # short messages for the screen, in file order
        self.overrides = {}    # menu changes: key -> value (persisted)

    @classmethod
    def from_toml(cls, text):
        # Build from the file's text (``None`` = no file).  Never raises.
        # The reader is loaded for this and dropped again: a board needs it
        # once per boot and keeps the RAM for the game.
        import sys
        import gamemaster
        from gamemaster import settings_file
        try:
            return settings_file.apply_toml(cls(), text)
        finally:
            for name in ("settings_file", "settings_toml"):
                sys.modules.pop("gamemaster." + name, None)
                try:
                    delattr(gamemaster, name)
                except AttributeError:
                    pass

    def get(self, key):
        if key in self.overrides:
            return self.overrides[key]
        if key in self._values:
            return self._values[key]
        return _BY_KEY[key][2]

    # The menu's side (changing values, keeping the changes in NVM) lives
    # in settings_menu, loaded when the menu or a save first needs it.
    def set(self, key, value):
        from gamemaster.settings_menu import set_value
        set_value(self, key, value)

    def cycle(self, key):
        from gamemaster.settings_menu import cycle
        return cycle(self, key)

    def encode_overrides(self):
        from gamemaster.settings_menu import encode
        return encode(self)

    def decode_overrides(self, data):
        from gamemaster.settings_menu import decode
        decode(self, data)

    def ints(self, key):
        # An "ints" setting as a list of ints.
        return [int(p) for p in self.get(key).split(",")]
