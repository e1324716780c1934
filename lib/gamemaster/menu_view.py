# The menu's frame (gamemaster.menu): big and plain, the entry's name as the
# title and its value as the big text, readable from across the table.
# Loaded with the menu and dropped with it (gamemaster.app).

from gamemaster import registry
from gamemaster.menu import MENU_BG, MENU_COLOUR
from gamemaster.settings import _BY_KEY
from gamemaster.view import PHASE_MENU, View


def value_text(key, value):
    # A setting's value as the menu shows it, big.
    row = _BY_KEY[key]
    if key == "GM_GAME":
        return registry.title(value)
    if value is True:
        return "on"
    if value is False:
        return "off"
    unit = row[6]
    if row[1] == "int" and unit:
        if value == 0 and unit != "%" and not key.endswith("_INCREMENT"):
            return "no limit"                  # a time (s, min) of 0; an increment of 0 is none
        return ("%d%%" if unit == "%" else "%d " + unit) % value
    return str(value)


def view(menu, app, cue_id):
    # Big and plain: the entry's name as the title, its value as the
    # big text, readable from across the table.
    items = menu.items(app)
    idx = menu.index % len(items)
    kind, key, label = items[idx]
    v = View(app.game.ID if app.game else "", PHASE_MENU)
    where = "menu %d of %d" % (idx + 1, len(items))
    if kind == "setting":
        v.title = label
        v.text(value_text(key, app.settings.get(key)))
        v.lines = (where,)
        v.hint = "tap: next   hold: change"
    else:
        v.title = "Menu"
        v.text(label)
        if kind == "resume":
            v.lines = (where, app.where())
        else:
            v.lines = (where, registry.title(app.settings.get("GM_GAME")))
        v.hint = "tap: next   hold: choose"
    v.accent = MENU_COLOUR
    v.ring = ("marker", idx, len(items), MENU_COLOUR, MENU_BG)
    v.cue_id = cue_id
    return v
