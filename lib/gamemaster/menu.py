# The device's menu (a 4-second hold opens it): one entry at a time, tap =
# next, hold = choose or change.  Entries: resume, new game, the game, the
# chosen game's own settings (its ``MENU`` keys), sound, brightness, what a
# power cut does.  Labels, values and units come from the settings schema,
# so a game's settings appear here without this module naming them.

from gamemaster import gestures
from gamemaster import registry
from gamemaster.settings import _BY_KEY
from gamemaster.ticks import ticks_add, ticks_diff
from gamemaster.view import PHASE_MENU, View

MENU_IDLE_MS = 60000
MENU_COLOUR = (160, 0, 255)
MENU_BG = (10, 0, 20)


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
        if value == 0 and unit == "s":
            return "no limit"
        return ("%d%%" if unit == "%" else "%d " + unit) % value
    return str(value)


class Menu:
    def __init__(self):
        self.open = False
        self.index = 0
        self.seen = 0            # ticks of the last gesture (idle close)

    def items(self, app):
        # [(kind, settings key or None, label)]
        out = [("resume", None, "Resume"), ("new", None, "New game"), ("setting", "GM_GAME", "Game")]
        g = app.game
        if g is not None and g.ID == app.settings.get("GM_GAME"):
            for key in g.MENU:
                out.append(("setting", key, _BY_KEY[key][5]))
        for key in ("GM_SOUND", "GM_BRIGHTNESS", "GM_RESUME"):
            out.append(("setting", key, _BY_KEY[key][5]))
        return out

    def idle(self, now):
        return self.open and ticks_diff(now, self.seen) > MENU_IDLE_MS

    def wake_in(self, now):
        # ms until idle() turns true: the open menu's only change by itself
        return max(0, ticks_diff(ticks_add(self.seen, MENU_IDLE_MS + 1), now))

    def gesture(self, app, g, now):
        # Returns "close", "new" or None (stay open).
        self.seen = now
        items = self.items(app)
        if g == gestures.TAP:
            self.index = (self.index + 1) % len(items)
            return None
        if g != gestures.PAUSE:          # undo or menu gesture: leave the menu
            return "close"
        kind, key, label = items[self.index % len(items)]
        if kind == "resume":
            return "close"
        if kind == "new":
            return "new"
        app.settings.cycle(key)
        return None

    def view(self, app, cue_id):
        # Big and plain: the entry's name as the title, its value as the
        # big text, readable from across the table.
        items = self.items(app)
        idx = self.index % len(items)
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
