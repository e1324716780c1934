# The menu's frame (gamemaster.menu): big and plain, the entry's name as the
# title and its value as the big text, readable from across the table.
# Loaded in the tick after the menu's code and dropped with it
# (gamemaster.app); the value's text: gamemaster.menu_value.

from gamemaster import menu as menu_words
from gamemaster.menu import MENU_BG, MENU_COLOUR
from gamemaster.menu_value import game_title, value_text
from gamemaster.view import PHASE_MENU, View


def view(menu, app, cue_id):
    # Big and plain: the entry's name as the title, its value as the
    # big text, readable from across the table.
    items = menu.items(app)
    idx = menu.index % len(items)
    kind, key, label = items[idx]
    v = View(app.game.ID if app.game else "", PHASE_MENU)
    words = menu_words.WORDS
    where = words[8] % (idx + 1, len(items))            # menu %d of %d
    if kind == "setting":
        v.title = label
        v.text(value_text(key, app.settings.get(key), menu.rows.get(key)))
        v.lines = (where,)
        v.hint = words[9]                               # tap: next   hold: change
    else:
        v.title = words[10]                             # Menu
        v.text(label)
        if kind == "resume":
            v.lines = (where, app.where())
        else:
            v.lines = (where, game_title(app.settings.get("GM_GAME")))
        v.hint = words[11]                              # tap: next   hold: choose
    v.accent = MENU_COLOUR
    v.ring = ("marker", idx, len(items), MENU_COLOUR, MENU_BG)
    v.cue_id = cue_id
    return v
