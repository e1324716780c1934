# The menu's side of the settings: which values an entry cycles through,
# changing them, and packing the changes into a few NVM bytes (key index +
# value index each) so they survive a power cut.

from gamemaster.settings import _BY_KEY, SCHEMA


def set_value(s, key, value):
    # A menu change (values come from the menu, already valid).
    row = _BY_KEY.get(key)
    if row is None:
        raise KeyError(key)
    allowed = row[3] if row[1] == "choice" else menu_values(s, key)
    if value not in allowed:
        raise ValueError("%s cannot be %r" % (key, value))
    s.overrides[key] = value


def menu_values(s, key):
    row = _BY_KEY[key]
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
    # key index + value index (a byte each) per menu-changeable override.
    out = bytearray()
    for i in range(len(SCHEMA)):
        row = SCHEMA[i]
        key = row[0]
        if key not in s.overrides or row[4] is None:
            continue
        values = menu_values(s, key)
        v = s.overrides[key]
        for j in range(len(values)):
            if values[j] == v:
                out.append(i)
                out.append(j)
    return bytes(out)


def decode(s, data):
    # Inverse of encode_overrides; silently skips entries that no
    # longer fit the schema (a firmware update changed it).
    for k in range(0, len(data) - 1, 2):
        i, j = data[k], data[k + 1]
        if i >= len(SCHEMA):
            continue
        row = SCHEMA[i]
        if row[4] is None:
            continue
        values = menu_values(s, row[0])
        if j < len(values):
            s.overrides[row[0]] = values[j]


def describe(value):
    # Human text for a menu value.
    if value is True:
        return "on"
    if value is False:
        return "off"
    return str(value)
