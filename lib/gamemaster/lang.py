# A change of language (GM_LANG): gamemaster.registry.LANG, which words()
# reads, and the words every loaded module holds in the new language (its
# WORDS: a module <package>.<leaf> holds those of <package>.words_<leaf>,
# tests/host/test_words.py).  Loaded for the change and dropped: a board
# playing in one language never compiles it.

from gamemaster import registry

CODES = ("en", "pl", "cs", "ru")        # GM_LANG's values (gamemaster.settings_rows)


def use(code):
    if code not in CODES or code == registry.LANG:
        return
    registry.LANG = code
    import sys
    for name in sorted(sys.modules):
        if (name[:11] == "gamemaster." or name[:5] == "gmfw.") and ".words_" not in name:
            module = sys.modules[name]
            if "WORDS" in module.__dict__:
                i = name.rindex(".") + 1
                module.WORDS = registry.words(name[:i] + "words_" + name[i:])
    menu = sys.modules.get("gamemaster.menu")
    from gamemaster import settings
    if menu is not None and settings._GAME[0]:
        # (and the game in use's menu words)
        menu.words = registry.words("words_menu", settings._GAME[0])
