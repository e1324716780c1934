# The settings rows: the core's (CORE, below) and every game's (its schema
# module, named by its registry line), for the moments that need more than
# the defaults gamemaster.settings holds: reading settings.toml, the menu, a
# menu change, a record read back, a game created, a key of another game,
# the docs.  gamemaster.settings.rows_call loads this module for one call
# and drops it again; the modules that use it for longer (settings_file,
# settings_restore, the menu) drop it with themselves.
#
# A row: (key, kind, default, spec, menu values, menu label, unit); kind
# "int" (spec = (lo, hi)), "bool", "choice" (spec = tuple of strings), "str"
# (spec = max length), "ints" (spec = (count, lo, hi): comma list).  A
# game's keys start with its id in capitals and "_" (tests/lib/
# test_settings.py), so a key names the one schema that can hold it.
# Descriptions: gamemaster.settings_doc and each game's schema_doc module.

from gamemaster import registry

CORE = (
    ('GM_GAME', 'choice', registry.games()[0][0], registry.ids(), registry.ids(), 'Game', ''),
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
    ('GM_LANG', 'choice', 'en', ('en', 'pl', 'cs', 'ru'), ('en', 'pl', 'cs', 'ru'), 'Language', ''),
)


def schema_rows(game_id=None):
    # The settings rows of one game, or of every game in registry order
    # (each registry line's schema module).  The schema modules, and the
    # game packages they brought in, are dropped again: only the rows stay.
    import sys
    rows = []
    for g in registry.games():
        if g[5] and game_id in (None, g[0]):
            package = g[5][:g[5].rindex(".")]
            fresh = package not in sys.modules
            rows.extend(registry._load(g[5], "ROWS"))
            registry._drop(g[5])
            if fresh:
                registry._drop(package)
    return rows


def all_rows():
    # The core's rows, then each game's in registry order.
    return CORE + tuple(schema_rows())


def _game_of(key):
    # the id of the game whose keys ``key`` is named as, or None
    for g in registry.games():
        if key.startswith(g[0].upper() + "_"):
            return g[0]
    return None


def row_of(key):
    # The row of any registered key, loading at most the one game's schema
    # it is named for; None when no row has it.
    for row in CORE:
        if row[0] == key:
            return row
    game = _game_of(key)
    for row in schema_rows(game) if game else ():
        if row[0] == key:
            return row
    return None


def default(key):
    # Settings.get() of a key whose default is not held (a key of another
    # game, or of the core's before settings.toml was read: then every core
    # default is held from now on); KeyError when no row has it.
    from gamemaster import settings as s
    row = row_of(key)
    if row is None:
        raise KeyError(key)
    if row in CORE:
        for r in CORE:
            s._DEFAULTS[r[0]] = r[2]
    return row[2]


def held_rows(rows=None):
    # {key: row} of the core's keys and the game in use's (``rows``: its
    # rows, when the caller has them)
    from gamemaster import settings as s
    if rows is None:
        rows = schema_rows(s._GAME[0]) if s._GAME[0] else ()
    out = {}
    for row in CORE + tuple(rows):
        out[row[0]] = row
    return out


def menu_rows():
    # (held_rows(), the keys the game in use's menu offers: its schema's MENU)
    from gamemaster import settings as s
    keys = ()
    for g in registry.games():
        if g[0] == s._GAME[0] and g[5]:
            keys = registry._load(g[5], "MENU")
            registry._drop(g[5])
    return held_rows(), keys


def hold(game_id):
    # Hold the defaults of the core's keys and this game's (another game's
    # go).  Only that game's schema is loaded: no other game's names are
    # interned.  Its rows, when it was not held already.
    from gamemaster import settings as s
    for row in CORE:
        s._DEFAULTS[row[0]] = row[2]
    held = s._GAME
    if held[0] == game_id:
        return None
    for key in held[1]:
        s._DEFAULTS.pop(key, None)
    rows = schema_rows(game_id)
    for row in rows:
        s._DEFAULTS[row[0]] = row[2]
    held[0], held[1] = game_id, tuple(row[0] for row in rows)
    return rows


def has_id(kid):
    # whether a registered key has this id (settings_record.key_id)
    from gamemaster.settings_record import key_id
    for row in all_rows():
        if key_id(row[0]) == kid:
            return True
    return False


def find(key):
    # (row, index in all_rows()) of any registered key; KeyError if none.
    rows = all_rows()
    for i in range(len(rows)):
        if rows[i][0] == key:
            return rows[i], i
    raise KeyError(key)
