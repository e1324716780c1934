# Reading the menu changes' NVM record back (gamemaster.settings_record
# writes it), and a game swap with menu changes: needed at boot and when a
# game is created, so loaded for the call and dropped again
# (gamemaster.settings), gamemaster.settings_rows with it.

from gamemaster import registry
from gamemaster.settings import _GAME
from gamemaster.settings_record import FORMAT, key_id
from gamemaster.settings_rows import has_id, held_rows, hold


def _key_of(rows, kid):
    # the key held (the core's or the game in use's) whose id is ``kid``
    for key in rows:
        if key_id(key) == kid:
            return key
    return None


def decode(s, data):
    # Inverse of encode; skips entries that no longer fit the schema (a
    # firmware update removed the key or shortened its values) and a record
    # of the older format.  A pair of a game whose rows are not held waits
    # in ``s.held``.
    if not data or data[0] != FORMAT:
        return
    try:
        rows = held_rows()
        for k in range(1, len(data) - 2, 3):
            kid, j = (data[k] << 8) | data[k + 1], data[k + 2]
            key = _key_of(rows, kid)
            if key is None:
                if has_id(kid):
                    s.held[kid] = j
                continue
            _apply(s, rows[key], j)
    finally:
        registry._drop("gamemaster.settings_rows")


def _apply(s, row, j):
    values = row[4]
    if values is not None and j < len(values):
        s.overrides[row[0]] = values[j]
        s.picks[row[0]] = j
        if row[0] == "GM_LANG":
            # a language chosen in the menu before the power cut
            from gamemaster.lang import use
            use(values[j])
            registry._drop("gamemaster.lang")


def swap_game(s, game_id):
    # Settings.use_game with menu changes: the leaving game's go into
    # ``held`` as NVM pairs, the coming game's held pairs come back.
    try:
        for key in _GAME[1]:
            if key in s.picks:
                s.overrides.pop(key, None)
                s.held[key_id(key)] = s.picks.pop(key)
        rows = held_rows(hold(game_id))
        for kid in sorted(s.held):
            key = _key_of(rows, kid)
            if key is not None:
                j = s.held.pop(kid)
                if key not in s.overrides:
                    _apply(s, rows[key], j)
    finally:
        registry._drop("gamemaster.settings_rows")
