# A setting's value as the menu shows it, big (gamemaster.menu_view): its
# own small module, as two small modules compile in much less heap than one
# of both (the menu's frame compiles on top of the open menu).

from gamemaster import menu, registry
from gamemaster.settings import rows_call

# GM_LANG's values: each language by its own name, whatever the language in use
LANGUAGES = {"en": "English", "pl": "Polski", "cs": "Čeština", "ru": "Русский"}


def game_title(game_id):
    # a game's name in the language in use (the menu's words), else its own
    return menu.WORDS[16].get(game_id) or registry.title(game_id)


def value_text(key, value, row=None):
    # A setting's value as the menu shows it, big (``row``: the key's, as
    # the menu holds it; else looked up), in the language in use.
    if row is None:
        row = rows_call("row_of", key)
    if key == "GM_GAME":
        return game_title(value)
    if key == "GM_LANG":
        return LANGUAGES.get(value, value)
    words = menu.WORDS
    if value is True:
        return words[12]                       # on
    if value is False:
        return words[13]                       # off
    unit = row[6]
    if row[1] == "int" and unit:
        if value == 0 and unit != "%" and not key.endswith("_INCREMENT"):
            # a time (s, min) of 0; an increment of 0 is none; a timed take's: off
            return words[13] if key.endswith("_PICK") else words[14]     # off, no limit
        unit = words[17].get(unit, unit)       # (the units' words)
        return ("%d%%" if unit == "%" else "%d " + unit) % value
    # a choice in words: the language's (the game in use's, else the
    # core's), else settings.toml's "stop_at_1" reads "stop at 1"
    value = str(value)
    return menu.words[1].get(value) or words[16].get(value) or value.replace("_", " ")
