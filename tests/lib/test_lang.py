# The language in use (GM_LANG): every word the app, the menu, the notices,
# settings.toml's problems and Pipes say comes from its words modules
# (docs/architecture.md, "Languages"), from settings.toml, from a menu change
# at once, and from a change kept in NVM after a power cut.  Also on the
# MicroPython VM: each test leaves English in use as it found it.

from gamemaster import registry
from gamemaster.gestures import MENU_MS
from gamemaster.settings import Settings

from test_app import Table              # the App driven as the firmware does

LANGS = ("en", "pl", "cs", "ru")


def english():
    from gamemaster.lang import use
    use("en")
    assert registry.LANG == "en"


def words(area, lang):
    # a words module's WORDS, read as registry.words reads them (and dropped)
    name = "gamemaster.%swords_%s_%s" % ("pipes." if area == "master" else "", area, lang)
    w = registry._load(name, "WORDS")
    registry._drop(name)
    return w


def test_the_file_s_language_says_the_game_the_hold_the_pause_and_the_undo():
    try:
        for lang in LANGS:
            pipes, app = words("master", lang), words("app", lang)
            t = Table('GM_LANG = "%s"\nGM_BOOT = "new"\nGM_SEED = 3\n' % lang)
            assert registry.LANG == lang
            v = t.view()
            assert (v.title, v.art[1], v.hint) == (pipes[0], pipes[6], pipes[8]), (lang, v.title)
            assert v.lines[0] == pipes[7] % 60 and v.lines[1] == pipes[5] % 12
            t.hold(100)
            v = t.view()
            assert v.title == pipes[9] % 1 and v.hint == pipes[11], (lang, v.title, v.hint)
            t.app.button(True, t.now)
            t.wait(1000)
            assert t.view().hint == app[1], (lang, t.view().hint)          # hold_pause
            t.app.button(False, t.now)
            t.wait(100)
            v = t.view()
            assert (v.title, v.hint) == (app[8], app[9]), (lang, v.title)     # paused
            t.hold(100)                                          # (a tap resumes)
            t.hold(100)                                          # turn 2
            t.hold(2500)                                         # undo: back to turn 1
            assert t.view().hint == app[7] % (pipes[15] % 1), (lang, t.view().hint)
    finally:
        english()


def test_settings_toml_s_problems_are_said_in_its_language_wherever_it_names_it():
    try:
        s = Settings.from_toml('GM_TURN_SECONDS = "soon"\nGM_BRIGHTNES = 5\nGM_LANG = "pl"\n')
        assert s.errors == ["settings.toml, wiersz 1: GM_TURN_SECONDS musi być liczbą całkowitą "
                            "0..600; używam 60",
                            "settings.toml, wiersz 2: nieznany klucz GM_BRIGHTNES (pominięty)"], s.errors
        s = Settings.from_toml('GM_LANG = "de"\n')              # not one of them: English
        assert registry.LANG == "en" and s.errors == [
            'settings.toml line 1: GM_LANG must be one of "en", "pl", "cs", "ru"; using \'en\'']
    finally:
        english()


def _to_language_entry(t):
    # the menu opened and walked to its last entry, the language
    t.app.button(True, t.now)
    t.wait(MENU_MS + 100)
    t.app.button(False, t.now)
    t.wait(200)
    while True:
        v = t.view()
        if v.lines and v.lines[0].split()[1] == v.lines[0].split()[3]:    # "menu 8 of 8"
            return v
        t.hold(100)


def test_a_language_chosen_in_the_menu_speaks_at_once_and_after_a_power_cut():
    try:
        t = Table('GM_BOOT = "play"\nGM_SEED = 3\nGM_SAVES = "every_press"\n')
        v = _to_language_entry(t)
        assert (v.title, v.art[1]) == ("Language", "English"), (v.title, v.art)
        t.hold(1000)                                     # change: English -> Polski
        v = t.view()
        assert registry.LANG == "pl" and (v.title, v.art[1]) == ("Język", "Polski"), (v.title, v.art)
        assert v.hint == words("menu", "pl")[9] and v.lines[0] == "menu 8 z 8", (v.hint, v.lines)
        t.hold(2500)                                     # undo: back to English
        v = t.view()
        assert registry.LANG == "en" and (v.title, v.art[1]) == ("Language", "English"), (v.title, v.art)
        t.hold(1000)                                     # and Polski again
        t.hold(MENU_MS + 100)                            # leave the menu
        assert t.view().title == words("master", "pl")[9] % 1, t.view().title
        saved = t.app.snapshot(t.now)
        english()
        back = Table('GM_SEED = 3\n', now=t.now, saved=saved)       # after a power cut
        assert registry.LANG == "pl" and back.app.settings.get("GM_LANG") == "pl"
        v = back.view()
        assert v.hint.startswith("wznowiono: Hydraulik, tura 1") and v.title == "Tura 1", v.hint
    finally:
        english()


def test_the_menu_shows_each_language_by_its_own_name_and_goes_round_them_all():
    try:
        t = Table('GM_BOOT = "play"\nGM_SEED = 3\n')
        _to_language_entry(t)
        seen = []
        for _ in range(4):
            t.hold(1000)
            v = t.view()
            seen.append((registry.LANG, v.title, v.art[1]))
        assert seen == [("pl", "Język", "Polski"), ("cs", "Jazyk", "Čeština"),
                        ("ru", "Язык", "Русский"), ("en", "Language", "English")], seen
    finally:
        english()


def test_a_module_loaded_in_one_language_and_refreshed_in_another_holds_the_new_words():
    from gamemaster import app as app_module
    from gamemaster.lang import use
    from gamemaster.pipes import master
    try:
        for lang in ("ru", "cs", "pl", "en"):
            use(lang)
            assert app_module.WORDS == words("app", lang), lang
            assert master.WORDS == words("master", lang), lang
        use("xx")                                  # not a language: nothing changes
        assert registry.LANG == "en"
    finally:
        english()


def test_a_change_of_language_in_the_menu_renames_the_game_s_own_settings_at_once():
    # the game in use's menu words (gamemaster/flipop/words_menu_<lang>.py)
    # are read again with the core's: its entries speak the new language
    try:
        t = Table('GM_GAME = "flipop"\nGM_BOOT = "play"\nGM_SEED = 3\nFLIPOP_MODE = "versus"\n')
        _to_language_entry(t)
        t.hold(1000)                                     # English -> Polski
        assert registry.LANG == "pl"
        seen = []
        for _ in range(5):
            t.hold(100)                                  # tap: next entry (round to the game's)
            v = t.view()
            seen.append((v.title, v.art[1]))
        assert ("Tryb", "z urządzeniem") in seen, seen
        t.hold(MENU_MS + 100)                            # leave the menu
        t.app.button(True, t.now)                        # and open it again: Polish still
        t.wait(MENU_MS + 100)
        t.app.button(False, t.now)
        t.wait(200)
        seen = []
        for _ in range(4):
            t.hold(100)
            v = t.view()
            seen.append((v.title, v.art[1]))
        assert ("Tryb", "z urządzeniem") in seen, seen
    finally:
        english()
