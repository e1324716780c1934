# Every game's settings rows, for the moments that need more than the core's
# and the game in use's (gamemaster.settings holds only those): choosing the
# game whose rows are held, checking settings.toml, a key of another game,
# the docs.  gamemaster.settings.rows_call loads this module for one call
# and drops it again.

from gamemaster import registry
from gamemaster import settings as _s


def schema_rows(game_id=None):
    # The settings rows of one game, or of every game in registry order
    # (each registry line's schema module).  The schema modules, and the
    # game packages they brought in, are dropped again: only the rows stay.
    import sys
    rows = []
    for g in registry.GAMES:
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
    return _s.CORE + tuple(schema_rows())


def hold(game_id):
    # Hold the core's rows and this game's (another game's rows go).  Only
    # that game's schema is loaded: no other game's names are interned.
    held = _s._GAME
    if held[0] == game_id:
        return
    for row in held[1]:
        del _s._BY_KEY[row[0]]
    rows = tuple(schema_rows(game_id))
    for row in rows:
        _s._BY_KEY[row[0]] = row
    held[0], held[1] = game_id, rows


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
