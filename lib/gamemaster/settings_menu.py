# The menu's side of the settings: which values an entry cycles through,
# changing them, and packing the changes into a few NVM bytes (key id +
# value index each) so they survive a power cut.

from gamemaster.settings import _BY_KEY, _GAME, CORE, rows_call
from gamemaster.snapshot import crc16


# A change is stored under its key's id (the CRC-16 of the key's name), not
# its row's position: rows added to the core or to a game (every release adds
# some) would otherwise hand a stored change to the row that moved into its
# place.  A record starts with FORMAT; an older record (row positions) is not
# read at all.  ``tests/lib/test_settings.py`` checks no two keys share an id.
FORMAT = 0xFF


def key_id(key):
    return crc16(key.encode())


def _key_of(kid):
    # the key held (the core's or the game in use's) whose id is ``kid``
    for row in CORE:
        if key_id(row[0]) == kid:
            return row[0]
    for row in _GAME[2]:
        if key_id(row[0]) == kid:
            return row[0]
    return None


def find(key):
    # the row of a key, held or (rarely) of a game not in use
    row = _BY_KEY.get(key)
    return row if row is not None else rows_call("find", key)[0]


def set_value(s, key, value):
    # A menu change (values come from the menu, already valid).
    row = find(key)
    allowed = row[3] if row[1] == "choice" else menu_values(s, key)
    if value not in allowed:
        raise ValueError("%s cannot be %r" % (key, value))
    s.overrides[key] = value


def menu_values(s, key):
    row = find(key)
    if row[4] is not None:
        return row[4]
    if row[1] == "choice":
        return row[3]
    if row[1] == "bool":
        return (True, False)
    return (s.get(key),)


def cycle(s, key):
    # Menu: move the key to its next menu value; returns the new value.
    values = menu_values(s, key)
    cur = s.get(key)
    idx = -1
    for i in range(len(values)):
        if values[i] == cur:
            idx = i
    nxt = values[(idx + 1) % len(values)]
    set_value(s, key, nxt)
    return nxt


def encode(s):
    # FORMAT, then key id (2 bytes) + value index per menu-changeable
    # override, in id order; the held pairs of a game not in use as they are.
    pairs = dict(s.held)
    for key in s.overrides:
        row = find(key)
        values = row[4]
        if values is None:
            continue
        for j in range(len(values)):
            if values[j] == s.overrides[key]:
                pairs[key_id(key)] = j
    out = bytearray([FORMAT])
    for kid in sorted(pairs):
        out.append(kid >> 8)
        out.append(kid & 0xFF)
        out.append(pairs[kid])
    return bytes(out)


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
    for row in _GAME[2]:
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


def describe(value):
    # Human text for a menu value.
    if value is True:
        return "on"
    if value is False:
        return "off"
    return str(value)
