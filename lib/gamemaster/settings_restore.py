# Reading the menu changes' NVM record back (gamemaster.settings_record
# writes it), and a game swap with menu changes: needed at boot and when a
# game is created, so loaded for the call and dropped again
# (gamemaster.settings ``_call``).

from gamemaster.settings import _BY_KEY, _GAME, CORE, rows_call
from gamemaster.settings_record import FORMAT, key_id


def _key_of(kid):
    # the key held (the core's or the game in use's) whose id is ``kid``
    for row in CORE:
        if key_id(row[0]) == kid:
            return row[0]
    for row in _GAME[1]:
        if key_id(row[0]) == kid:
            return row[0]
    return None


def decode(s, data):
    # Inverse of encode; skips entries that no longer fit the schema (a
    # firmware update removed the key or shortened its values) and a record
    # of the older format.  A pair of a game whose rows are not held waits
    # in ``s.held``.
    if not data or data[0] != FORMAT:
        return
    for k in range(1, len(data) - 2, 3):
        kid, j = (data[k] << 8) | data[k + 1], data[k + 2]
        key = _key_of(kid)
        if key is None:
            if rows_call("has_id", kid):
                s.held[kid] = j
            continue
        _apply(s, key, j)


def _apply(s, key, j):
    values = _BY_KEY[key][4]
    if values is not None and j < len(values):
        s.overrides[key] = values[j]


def swap_game(s, game_id):
    # Settings.use_game with menu changes: the leaving game's go into
    # ``held`` as NVM pairs, the coming game's held pairs come back.
    for row in _GAME[1]:
        key, values = row[0], row[4]
        if key in s.overrides and values is not None:
            v = s.overrides.pop(key)
            for j in range(len(values)):
                if values[j] == v:
                    s.held[key_id(key)] = j
    rows_call("hold", game_id)
    for kid in sorted(s.held):
        key = _key_of(kid)
        if key is not None:
            j = s.held.pop(kid)
            if key not in s.overrides:
                _apply(s, key, j)
