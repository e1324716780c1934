# IceTowers in Polish, Czech and Russian (issue 39 phase 2): a game played
# on the App in each language reads its words modules' texts on every
# screen (the ready screen's colours, the calls as the Polish text names
# them, a drop, the end, the pips, the result), the entries' hints, the
# resume line after a power cut, ICETOWERS_COLOURS' notice; a change of
# language mid-game speaks at once.  Also on the MicroPython VM: each test
# leaves English in use as it found it.

from gamemaster import registry

from test_app import Table              # the App driven as the firmware does
from test_lang import english           # (English in use again)
from test_lang import words as core_words

LANGS = ("en", "pl", "cs", "ru")
NOTICE_RESUMED = 0          # gamemaster/words_notices_en.py: "resumed %s"


def words(area, lang):
    # an IceTowers words module's WORDS, read as registry.words reads them
    name = "gamemaster.icetowers.words_%s_%s" % (area, lang)
    w = registry._load(name, "WORDS")
    registry._drop(name)
    return w


def app_words(lang):
    return core_words("app", lang)


def test_a_game_in_each_language_reads_its_words_on_every_screen():
    try:
        for lang in LANGS:
            ready, names = words("ready", lang), words("colours", lang)
            play, calls = words("view_play", lang), words("view_calls", lang)
            end, score = words("view_end", lang), words("view_score", lang)
            app = app_words(lang)
            t = Table('GM_LANG = "%s"\nGM_GAME = "icetowers"\nGM_SEED = 3\n'
                      'ICETOWERS_PLAYERS = 3\nICETOWERS_COLOURS = "red purple cyan"\n' % lang)
            assert registry.LANG == lang
            v = t.view()
            assert v.lines == (ready[3] % (3, ", ".join((names[0], names[6], names[8]))),
                               ready[7]), (lang, v.lines)
            assert v.hint == ready[8], (lang, v.hint)
            t.press()                                    # 3-2-1
            v = t.view()
            assert (v.title, v.hint) == (ready[0], ready[2]), (lang, v.title)
            t.wait(3000)
            v = t.view()                                 # GO
            assert (v.art[1], v.hint) == (play[0], play[7]), (lang, v.art)
            assert v.lines == (play[2] % 0 + ", " + play[4] % 0, ready[7]), (lang, v.lines)
            t.press()                                    # the call menu: DROP
            v = t.view()
            assert v.art[1] == calls[0][0] and v.hint == calls[9], (lang, v.art, v.hint)
            assert v.lines == tuple((calls[8] % (calls[3] % calls[0][0])).split("\n")), v.lines
            t.app.button(True, t.now)                    # the hold's hint: what it enters
            t.wait(900)
            assert t.view().hint == app[10] % (calls[3] % calls[0][0]), (lang, t.view().hint)
            t.app.button(False, t.now)
            t.wait(100)
            v = t.view()                                 # DROP's countdown
            assert (v.title, v.hint) == (calls[10], calls[15]), (lang, v.title)
            assert v.lines[-1] == calls[12].split("\n")[-1] % calls[14], (lang, v.lines)
            t.wait(4000)                                 # DROP! ends the game
            v = t.view()
            assert v.art[1] == end[7] and v.lines == tuple((end[8] + end[9]).split("\n")), (
                lang, v.art, v.lines)
            assert v.title == end[0] % "0:05" and v.hint == end[10], (lang, v.title, v.hint)
            t.press()                                    # the pips: red's tens
            v = t.view()
            assert v.title == score[0] % names[0], (lang, v.title)
            assert v.lines == (score[3] % (score[1], 10), score[4]), (lang, v.lines)
            for n in (12, 7, 9):                         # red 12, purple 7, cyan 9
                for _ in range(n // 10):
                    t.press()
                t.hold(1000)
                for _ in range(n % 10):
                    t.press()
                t.hold(1000)
            v = t.view()
            assert v.title == ready[10] % names[0], (lang, v.title)
            assert v.lines == ("%s 12  %s 7" % (names[0], names[6]), "%s 9" % names[8]), v.lines
            assert v.hint == ready[11], (lang, v.hint)
            english()
    finally:
        english()


def test_the_resume_line_and_the_colours_notice_are_in_the_language():
    try:
        for lang in LANGS:
            where, names = words("where", lang), words("colours", lang)
            told = words("referee_colours", lang)
            t = Table('GM_LANG = "%s"\nGM_GAME = "icetowers"\nGM_SEED = 3\nGM_SAVES = "every_press"\n'
                      'ICETOWERS_COLOURS = "red red"\n' % lang)
            notice = t.app.notices[0] if t.app.notices else t.view().hint
            assert notice == told[0] % (told[3] % (names[0], 1), names[1]), (lang, notice)
            t.wait(6000)
            t.press()
            t.wait(5000)                                 # 0:02 played
            saved = t.app.snapshot(t.now)
            english()
            back = Table('GM_LANG = "%s"\nGM_GAME = "icetowers"\nGM_SEED = 3\n' % lang, now=t.now,
                         saved=saved)                    # after a power cut
            resumed = registry.words("gamemaster.words_notices")[NOTICE_RESUMED]
            assert back.view().hint == resumed % (where[0] % (0, 2)), (lang, back.view().hint)
            english()
    finally:
        english()


def test_a_language_changed_mid_game_speaks_at_once():
    from gamemaster.icetowers import view_calls
    from gamemaster.lang import use
    try:
        t = Table('GM_GAME = "icetowers"\nGM_SEED = 3\n')
        t.press()
        t.wait(3500)
        t.press()                                        # the call menu
        for lang in ("ru", "cs", "pl", "en"):
            use(lang)
            assert view_calls.WORDS == words("view_calls", lang), lang
            v = t.view()
            assert v.art[1] == words("view_calls", lang)[0][0], (lang, v.art)
    finally:
        english()
