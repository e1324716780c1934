# A setting's value as the menu shows it, big (gamemaster.menu_view): its
# own small module, as two small modules compile in much less heap than one
# of both (the menu's frame compiles on top of the open menu).

from gamemaster import registry
from gamemaster.settings import rows_call


def value_text(key, value, row=None):
    # A setting's value as the menu shows it, big (``row``: the key's, as
    # the menu holds it; else looked up).
    if row is None:
        row = rows_call("row_of", key)
    if key == "GM_GAME":
        return registry.title(value)
    if value is True:
        return "on"
    if value is False:
        return "off"
    unit = row[6]
    if row[1] == "int" and unit:
        if value == 0 and unit != "%" and not key.endswith("_INCREMENT"):
            # a time (s, min) of 0; an increment of 0 is none; a timed take's: off
            return "off" if key.endswith("_PICK") else "no limit"
        return ("%d%%" if unit == "%" else "%d " + unit) % value
    # a choice in words: settings.toml's "stop_at_1" reads "stop at 1"
    return str(value).replace("_", " ")
