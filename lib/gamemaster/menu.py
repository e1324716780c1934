# The device's menu (a 4-second hold opens it): one entry at a time, tap =
# next, hold = choose or change (the device's entry rule: a tap only moves
# the cursor, the short hold changes), the undo hold takes back the last
# gesture (back to the game when there is none), a 4-second hold leaves.
# Entries: resume, new game, the game, the
# chosen game's own settings (its schema's ``MENU`` keys), sound, brightness, what a
# power cut does.  Labels, values and units come from the settings schema,
# so a game's settings appear here without this module naming them; in a
# language other than English their names and values are the language's
# words (below): WORDS for the core's keys and the games' names, words for
# the game in use's own settings (that game's only: the others' stay on the
# drive while the menu is open).

from gamemaster import gestures, registry, settings
from gamemaster.settings import rows_call

MENU_COLOUR = (160, 0, 255)
MENU_BG = (10, 0, 20)


class Menu:
    shown = False                # its own frame yet (gamemaster.app)

    def __init__(self):
        self.open = False
        self.index = 0
        # each gesture since the menu opened, for the undo hold: (cursor
        # before, and a change's key, override and pick before)
        self.done = []
        # the rows of the core's keys and the game in use's, and the keys its
        # menu offers (its schema's MENU), for as long as the menu is open (a
        # board plays holding their defaults only)
        self.rows, self.keys = rows_call("menu_rows")

    def items(self, app):
        # [(kind, settings key or None, label)]
        out = [("resume", None, WORDS[0]), ("new", None, WORDS[1]), ("setting", "GM_GAME", WORDS[2])]
        g = app.game
        keys = ()
        if g is not None and g.ID == app.settings.get("GM_GAME"):
            keys = self.keys
        for key in keys + ("GM_SOUND", "GM_BRIGHTNESS", "GM_RESUME", "GM_LANG"):
            # its name: the row's (English), or the language's (the game's
            # words' labels, else the core's)
            out.append(("setting", key, words[0].get(key) or WORDS[15].get(key) or self.rows[key][5]))
        return out

    def release_hint(self, app, zone):
        # What releasing a hold in ``zone`` does here (gesture() below), for
        # the bottom line while the button is down: the game's words
        # ("release: pause / resume") would be wrong in the menu
        if zone == gestures.TAP:
            return WORDS[3]                 # release: next entry
        if zone == gestures.UNDO and self.done:
            return WORDS[18]                # release: undo
        if zone != gestures.PAUSE:
            return WORDS[4]                 # release: leave the menu
        items = self.items(app)
        kind = items[self.index % len(items)][0]
        if kind == "resume":
            return WORDS[5]                 # release: back to the game
        return WORDS[6] if kind == "new" else WORDS[7]      # new game, change

    def gesture(self, app, g, now):
        # Returns "close", "new" or None (stay open).  The menu stays open
        # until a gesture closes it: time never turns a tap meant for the
        # next entry into the game's (docs/rules-interpretations.md).
        items = self.items(app)
        s = app.settings
        if g == gestures.UNDO and self.done:
            # the state before the last gesture: the cursor, and a change's
            # value as it was (gamemaster.menu_undo)
            d = self.done.pop()
            self.index = d[0]
            if len(d) > 1:
                from gamemaster.menu_undo import put_back
                put_back(s, d)
            return None
        if g == gestures.TAP:
            self.done.append((self.index,))
            self.index = (self.index + 1) % len(items)
            return None
        if g != gestures.PAUSE:          # the menu gesture (or undo, nothing done): leave
            return "close"
        kind, key, label = items[self.index % len(items)]
        if kind == "resume":
            return "close"
        if kind == "new":
            return "new"
        self.done.append((self.index, key, s.overrides.get(key), s.picks.get(key)))
        s.cycle(key, self.rows.get(key))
        return None

    def view(self, app, cue_id):
        # gamemaster.menu_view, loaded with the menu's first frame: two
        # modules compile in half the heap one would (docs/performance.md)
        from gamemaster.menu_view import view
        return view(self, app, cue_id)


# the menu's words (its entries, hints, the values' words, and in a language
# other than English the core's settings' names and the games' names) in the
# language in use: gamemaster/words_menu_<lang>.py; and ``words``, the game
# in use's settings' names and its choices' words (its menu keys':
# gamemaster/<game>/words_menu_<lang>.py; gamemaster.lang reads them again
# on a change of language).  (Names every board interns for good: no new ones.)
WORDS = registry.words("gamemaster.words_menu")
words = registry.words("words_menu", settings._GAME[0]) if settings._GAME[0] else ({}, {})
