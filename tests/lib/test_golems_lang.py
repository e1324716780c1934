# Golem Battle in the language in use (GM_LANG; issue 39 phase 2): a game
# played through the App in Polish, Czech and Russian (and English) reads
# every screen's words from the game's words modules: the setup, the bonus
# roll, the programming, the rows, the lives entry and its "release: ..."
# hints, the round's end, the result; the siege's castle question; a
# language changed in play refreshes the words the loaded modules hold.
# Also on the MicroPython VM: each test leaves English in use as it found it.

from gamemaster import registry

from test_app import Table              # the App driven as the firmware does

LANGS = ("en", "pl", "cs", "ru")


def english():
    from gamemaster.lang import use
    use("en")
    assert registry.LANG == "en"


def words(area, lang):
    # a words module's WORDS (golems' ``area``, or the app's), as registry.words reads them
    name = ("gamemaster.words_%s_%s" if area == "app" else "gamemaster.golems.words_%s_%s") % (
        area, lang)
    w = registry._load(name, "WORDS")
    registry._drop(name)
    return w


def _table(lang, more=""):
    return Table('GM_LANG = "%s"\nGM_GAME = "golems"\nGM_BOOT = "new"\nGM_SEED = 5\n'
                 'GOLEMS_PLAYERS = 2\n%s' % (lang, more))


def test_a_game_in_each_language_says_every_screen_in_its_words():
    try:
        for lang in LANGS:
            m, setup, roll = words("master", lang), words("view_setup", lang), words("view_roll", lang)
            prog, rows, lives = words("view_program", lang), words("view_rows", lang), \
                words("view_lives", lang)
            rnd, app = words("view_round", lang), words("app", lang)
            t = _table(lang)
            assert registry.LANG == lang
            v = t.view()
            assert (v.title, v.hint) == (m[0], setup[0]), (lang, v.title, v.hint)
            assert v.lines == (setup[6], setup[10] % (2, 4, 4)), (lang, v.lines)
            t.press()                                       # the bonus roll
            v = t.view()
            assert (v.title, v.hint) == (roll[0] % 1, roll[1]), (lang, v.title, v.hint)
            assert v.lines == ("%s ..." % m[2], "%s ..." % m[3]), (lang, v.lines)
            t.wait(1500)
            v = t.view()
            assert v.hint == roll[2] and v.lines[0].startswith(m[2] + ": "), (lang, v.lines)
            assert v.lines[0][len(m[2]) + 2:] in m[6:10], (lang, v.lines)     # a die's face
            t.press()                                       # programming
            v = t.view()
            assert (v.title, v.art[1], v.hint) == (prog[0] % 1, prog[5], prog[6]), (lang, v.title)
            for row in (1, 2, 3, 4):
                t.press()
                v = t.view()
                assert (v.title, v.art[1]) == (rows[0] % (1, row), rows[3] % row), (lang, v.title)
                assert v.lines == (rows[4], rows[6], rows[7]), (lang, v.lines)
                assert v.hint == (rows[1] if row < 4 else rows[8]), (lang, v.hint)
            t.press()                                       # the lives entry: Red
            v = t.view()
            assert (v.title, v.art[1], v.hint) == (lives[10] % m[2], "0", lives[12]), (lang, v.title)
            assert v.lines == (lives[11] % (3, 3),), (lang, v.lines)
            t.press()                                       # Red lost one
            v = t.view()
            assert v.art[1] == "1" and v.lines == (lives[11] % (3, 2),), (lang, v.lines)
            t.app.button(True, t.now)                       # the hold's hints: what a release does
            t.wait(300)
            assert t.view().hint == app[10] % lives[4], (lang, t.view().hint)       # one_more
            t.wait(700)
            assert t.view().hint == app[10] % (lives[6] % (m[2], 1)), (lang, t.view().hint)
            t.app.button(False, t.now)
            t.wait(100)
            v = t.view()
            assert v.title == lives[10] % m[3], (lang, v.title)        # Blue asked
            t.hold(1000)                                    # Blue: none lost
            v = t.view()
            assert (v.title, v.art[1], v.hint) == (rnd[1] % 1, rnd[2] % 9, rnd[4]), (lang, v.title)
            assert v.lines == (rnd[3] % 9, "%s 2  %s 3" % (m[2], m[3])), (lang, v.lines)
            t.hold(2500)                                    # undo: back to the lives entry
            assert t.view().hint == app[7] % (m[1] % 1), (lang, t.view().hint)
    finally:
        english()


def test_the_siege_s_castle_and_its_result_in_each_language():
    try:
        for lang in LANGS:
            m, setup, lives = words("master", lang), words("view_setup", lang), \
                words("view_lives", lang)
            end, reason = words("view_end", lang), words("reason", lang)
            t = _table(lang, 'GOLEMS_VARIANT = "siege"\nGOLEMS_SIEGE = "green/yellow"\n')
            v = t.view()
            assert v.lines[:2] == (setup[8], setup[9] % (m[5], m[4])), (lang, v.lines)
            t.press()
            t.wait(1500)
            for _ in range(6):                              # program, rows 1-4, the entry
                t.press()
            t.hold(1000)                                    # Green: none lost
            t.hold(1000)                                    # Yellow: none lost
            v = t.view()
            assert (v.title, v.art[1], v.hint) == (lives[8] % m[5], lives[3], lives[9]), (lang, v.title)
            t.press()                                       # the castle taken: yes
            assert t.view().art[1] == lives[2], (lang, t.view().art)
            t.hold(1000)
            v = t.view()
            assert v.title == end[4] and v.art[1].strip() == m[5], (lang, v.title, v.art)
            assert v.lines == (reason[0] % m[5], "%s 3  %s 3" % (m[5], m[4])), (lang, v.lines)
            assert v.hint == end[7], (lang, v.hint)
    finally:
        english()


def test_a_language_changed_in_play_is_what_the_loaded_modules_hold():
    from gamemaster.lang import use
    try:
        t = _table("en")
        t.press()
        t.wait(1500)
        t.press()
        t.press()                                           # row 1: view_rows loaded
        from gamemaster.golems import master, view_rows
        for lang in ("ru", "cs", "pl", "en"):
            use(lang)
            assert master.WORDS == words("master", lang), lang
            assert view_rows.WORDS == words("view_rows", lang), lang
            t.press()
            t.hold(2500)                                    # (undo: the row's screen again)
            v = t.view()
            assert v.title == words("view_rows", lang)[0] % (1, 1), (lang, v.title)
    finally:
        english()
