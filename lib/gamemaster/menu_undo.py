# The menu's undo of a change (gamemaster.menu): the setting's menu
# override and its NVM pick as they were before it (None: none, so
# settings.toml's value or the default).  Its own module, loaded by an undo
# in the menu and dropped as it is done: the menu and a change compile
# without it, and the app does not name it.

from gamemaster.registry import _drop


def put_back(s, done):
    # ``done``: (cursor, key, override, pick) before the change
    key = done[1]
    for d, v in ((s.overrides, done[2]), (s.picks, done[3])):
        d.pop(key, None)
        if v is not None:
            d[key] = v
    _drop("gamemaster.menu_undo")
