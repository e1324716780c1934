# A menu change: which values an entry cycles through, and changing one.
# Its own small module, loaded by the first change while the menu (its code,
# frame and rows) is held.  Keeping the changes in NVM:
# gamemaster.settings_record (writing) and settings_restore (reading).

from gamemaster.settings import rows_call


def _row(key, row):
    # the key's row: the caller's (the menu holds its rows), else looked up
    if row is None:
        row = rows_call("row_of", key)
        if row is None:
            raise KeyError(key)
    return row


def set_value(s, key, value, row=None):
    # A menu change (values come from the menu, already valid); its index in
    # the row's menu values is what NVM keeps (a row with none is not kept).
    row = _row(key, row)
    allowed = row[3] if row[1] == "choice" else menu_values(s, key, row)
    if value not in allowed:
        raise ValueError("%s cannot be %r" % (key, value))
    s.overrides[key] = value
    s.picks.pop(key, None)
    values = row[4]
    for j in range(len(values) if values is not None else 0):
        if values[j] == value:
            s.picks[key] = j
    if key == "GM_LANG":
        # the words every loaded module holds, in the new language (and
        # gamemaster.lang goes with the menu's modules: gamemaster.app)
        from gamemaster.lang import use
        use(value)


def menu_values(s, key, row=None):
    row = _row(key, row)
    if row[4] is not None:
        return row[4]
    if row[1] == "choice":
        return row[3]
    if row[1] == "bool":
        return (True, False)
    return (s.get(key),)


def cycle(s, key, row=None):
    # Menu: move the key to its next menu value; returns the new value.
    row = _row(key, row)
    values = menu_values(s, key, row)
    cur = s.get(key)
    idx = -1
    for i in range(len(values)):
        if values[i] == cur:
            idx = i
    nxt = values[(idx + 1) % len(values)]
    set_value(s, key, nxt, row)
    return nxt
