# The menu's side of the settings: which values an entry cycles through,
# changing them, and packing the changes into a few NVM bytes (key index +
# value index each) so they survive a power cut.

from gamemaster.settings import _BY_KEY, _GAME, CORE, rows_call


def _index(key):
    # the index (in every row, what NVM stores) of a row held
    for i in range(len(CORE)):
        if CORE[i][0] == key:
            return i
    rows = _GAME[2]
    for n in range(len(rows)):
        if rows[n][0] == key:
            return _GAME[1] + n
    return None


def _key_at(i):
    if i < len(CORE):
        return CORE[i][0]
    n = i - _GAME[1]
    return _GAME[2][n][0] if 0 <= n < len(_GAME[2]) else None


def find(key):
    # (row, index) of a key, held or (rarely) of a game not in use
    row = _BY_KEY.get(key)
    if row is None:
        return rows_call("find", key)
    return row, _index(key)


def set_value(s, key, value):
    # A menu change (values come from the menu, already valid).
    row = find(key)[0]
    allowed = row[3] if row[1] == "choice" else menu_values(s, key)
    if value not in allowed:
        raise ValueError("%s cannot be %r" % (key, value))
    s.overrides[key] = value


def menu_values(s, key):
    row = find(key)[0]
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
    # key index + value index (a byte each) per menu-changeable override,
    # in index order; the held pairs of a game not in use as they are.
    pairs = dict(s.held)
    for key in s.overrides:
        row, i = find(key)
        if row[4] is None:
            continue
        values = row[4]
        for j in range(len(values)):
            if values[j] == s.overrides[key]:
                pairs[i] = j
    out = bytearray()
    for i in sorted(pairs):
        out.append(i)
        out.append(pairs[i])
    return bytes(out)


def decode(s, data):
    # Inverse of encode_overrides; silently skips entries that no
    # longer fit the schema (a firmware update changed it).  A pair of a
    # game whose rows are not held waits in ``s.held``.
    for k in range(0, len(data) - 1, 2):
        i, j = data[k], data[k + 1]
        key = _key_at(i)
        if key is None:
            if i < rows_call("total"):
                s.held[i] = j
            continue
        _apply(s, key, j)


def _apply(s, key, j):
    values = _BY_KEY[key][4]
    if values is not None and j < len(values):
        s.overrides[key] = values[j]


def swap_game(s, game_id):
    # Settings.use_game with menu changes: the leaving game's go into
    # ``held`` as NVM pairs, the coming game's held pairs come back.
    for key in list(s.overrides):
        i = _index(key)
        values = _BY_KEY[key][4] if i is not None and i >= len(CORE) else None
        if values is not None:
            v = s.overrides.pop(key)
            for j in range(len(values)):
                if values[j] == v:
                    s.held[i] = j
    rows_call("hold", game_id)
    for i in sorted(s.held):
        key = _key_at(i)
        if key is not None:
            j = s.held.pop(i)
            if key not in s.overrides:
                _apply(s, key, j)


def describe(value):
    # Human text for a menu value.
    if value is True:
        return "on"
    if value is False:
        return "off"
    return str(value)
