# A menu change: which values an entry cycles through, and changing one.
# Its own small module (with settings_record, which the change's save needs
# anyway), loaded by the first change while the menu (its code and frame) is
# held: compiling the two there needs a fraction of what one module for the
# settings' whole menu side did.  Keeping the changes in NVM:
# gamemaster.settings_record (writing) and settings_restore (reading).

from gamemaster.settings_record import find


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
