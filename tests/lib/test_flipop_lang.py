# Flipop in each language (GM_LANG): every word its screens show comes
# from its words modules (lib/gamemaster/flipop/words_*_<lang>.py): the
# clock, play against the device (the ready screen's rules, the picker, the
# device's move, the entry's "release: ..." words, the end screen), the
# problems of FLIPOP_RULES; the words of the phase, held by the module that
# shows them, follow a change of language.  Also on the MicroPython VM: each
# test leaves English in use as it found it.

from gamemaster import registry
from gamemaster.flipop import board as B
from gamemaster.flipop.master import FlipopMaster
from gamemaster.flipop.position import Position
from gamemaster.settings import Settings

from test_flipop_master import run      # the game's clock run by the test

LANGS = ("en", "pl", "cs", "ru")
VS = 'FLIPOP_MODE = "versus"\nFLIPOP_RULES = "perp/free/chain/quiet"\n'


def use(lang):
    from gamemaster.lang import use
    use(lang)
    assert registry.LANG == lang


def in_each_language(check, langs=LANGS):
    # check(lang) with each language in use; English in use afterwards
    try:
        for lang in langs:
            use(lang)
            check(lang)
    finally:
        use("en")


def words(leaf, lang):
    # a Flipop words module's WORDS, read as registry.words reads them (and dropped)
    name = "gamemaster.flipop.words_%s_%s" % (leaf, lang)
    w = registry._load(name, "WORDS")
    registry._drop(name)
    return w


def make(text, seed=7):
    # (settings.toml's GM_LANG is the language: the one in use)
    return FlipopMaster(Settings.from_toml(text + 'GM_LANG = "%s"\n' % registry.LANG), seed)


def think(g, now):
    while g.phase == "think":
        now += 10
        g.tick(now)
    return now


def test_the_clock_speaks_the_language_in_use_from_ready_to_the_flag():
    def check(lang):
        w = words("view_clock", lang)
        g = make('FLIPOP_MODE = "bank"\nFLIPOP_SECONDS = 60\nFLIPOP_INCREMENT = 5\n')
        g.start(0)
        v = g.view(0)
        assert (v.title, v.art[1], v.hint) == (w[0], w[1], w[3]), (lang, v.title)
        assert v.lines == (w[4] % (60, 5), w[2]), (lang, v.lines)
        g.press(0)
        now = run(g, 0, 10000)
        v = g.view(now)
        assert (v.title, v.art[1], v.hint) == (w[6], w[8], w[12]), (lang, v.title)
        assert v.lines == (w[10] % ("0:50", "1:00"), w[11] % (1, w[4] % (60, 5))), v.lines
        assert g.where() == w[19] % 1, (lang, g.where())
        g.press(now)                                     # Black's clock runs
        v = g.view(now)
        assert (v.title, v.art[1]) == (w[7], w[9]) and g.where() == w[19] % 2, (lang, v.title)
        now = run(g, now, now + 60000, step=500)         # Black's flag falls
        v = g.view(now)
        assert g.phase == "flag" and (v.title, v.art[1], v.hint) == (w[14], w[15], w[18])
        assert v.lines[0] == w[17] and v.fact("side") == "black", (lang, v.lines)
        g2 = make('FLIPOP_MODE = "move"\nFLIPOP_SECONDS = 20\n')
        g2.start(0)
        assert g2.view(0).lines[0] == w[5] % 20, (lang, g2.view(0).lines)
    in_each_language(check)


def test_play_against_the_device_speaks_the_language_in_use_and_keeps_its_notation():
    def check(lang):
        w, r = words("view_versus", lang), words("ready_text", lang)
        g = make(VS + 'FLIPOP_LEVEL = 1\n', seed=3)
        g.start(0)
        v = g.view(0)
        assert (v.title, v.hint) == (r[0] % 1, r[4]), (lang, v.title)
        # the rules in force: quiet end, perp chains, no gate for the last, chain reverse
        assert v.lines == (r[2], r[5] % 60, r[8], r[11], r[14]), (lang, v.lines)
        g.press(0)
        v = g.view(0)
        assert (v.title, v.hint) == (w[13], w[16]), (lang, v.title)
        assert v.lines == (w[15] % 3, w[0] % (0, 0)), (lang, v.lines)
        g.press(0)                                       # the best move shown: b1-b2, gate b1
        v = g.view(0)
        sides, gates = w[25], w[26]
        assert v.lines[0] == "1/3 %s b1-b2%sb1" % (sides[0], gates), (lang, v.lines)
        assert v.fact("shown") == "W b1-b2 g b1"        # the telemetry's notation: English
        assert (v.lines[1], v.hint) == (w[18], w[19]), (lang, v.lines)
        assert g.hold_entry(0, 1) == (w[23], w[24]), lang   # "release: take" in its words
        g.hold_entry(0, 2)                               # taken: the device thinks
        v = g.view(0)
        assert (v.title, v.hint) == (w[3], w[5]) and v.lines == (w[0] % (0, 0), w[2] % "b1-b2")
        now = think(g, 0)
        v = g.view(now)
        assert g.phase == "show" and (v.title, v.hint) == (w[6], w[8]), (lang, v.title)
        shown = v.fact("shown")
        assert v.lines[0] == sides[1] + shown[1:].replace(" g ", gates), (lang, v.lines)
        assert v.lines[1] == w[2] % "b1-b2" and g.where() == w[27] % 2, (lang, g.where())
    in_each_language(check)


def test_the_device_s_pass_the_player_s_pass_and_the_end_in_the_language_in_use():
    def check(lang):
        w, e = words("view_versus", lang), words("rules_text", lang)
        g = make(VS)
        g.start(0)
        g.press(0)
        # the device (Black, e5 alone) cannot move, White (b1) can: it passes
        g.pos = Position(g.pos.rules, w=1 << 1, b=1 << 24, side=1)
        g.vs.next_turn(g, 0)
        now = think(g, 0)
        v = g.view(now)
        assert g.phase == "show" and (v.title, v.lines, v.hint) == (
            w[9], (w[10], w[11]), w[12]), (lang, v.title)
        # all five of Black's off: Black wins
        h = make(VS)
        h.start(0)
        h.press(0)
        h.pos = Position(h.pos.rules, w=1, b=0)
        h.vs.next_turn(h, 0)
        v = h.view(0)
        assert h.phase == "over" and (v.title, v.hint) == (e[4], e[5]), (lang, v.title)
        assert v.lines == (e[8], w[0] % (4, 5)), (lang, v.lines)
        # the player's bank runs out
        t = make('FLIPOP_MODE = "vs-clock"\nFLIPOP_SECONDS = 10\nFLIPOP_INCREMENT = 2\n'
                 'FLIPOP_RULES = "perp/free/chain/quiet"\nFLIPOP_HUMAN = "black"\n')
        t.start(0)
        v = t.view(0)
        assert v.title == words("ready_text", lang)[1] % 2 and \
            v.lines[-1] == words("ready_text", lang)[3] % ("0:10", 2), (lang, v.lines)
        t.press(0)
        now = think(t, 0)
        t.press(now)                                     # the device's move made
        assert t.view(now).lines[-1] == w[1] % "0:10", (lang, t.view(now).lines)
        now = run(t, now, now + 11000)
        v = t.view(now)
        assert t.phase == "over" and (v.title, v.lines[0]) == (e[3], e[1]), (lang, v.title)
        assert v.fact("winner") == "white"
    in_each_language(check)


def test_the_end_s_reasons_and_a_stuck_player_in_the_language_in_use():
    from gamemaster.flipop.rules_text import end_lines
    def check(lang):
        e = words("rules_text", lang)
        pos = Position(B.Rules(), side=1)
        assert end_lines(pos, (B.WHITE, 1), e) == (e[12], e[7]), lang
        assert end_lines(pos, (B.DRAW, 3), e) == (e[9] % 60, e[6]), lang
        assert end_lines(pos, (B.BLACK, 2), e) == (e[10] % 4, e[7]), lang
        assert end_lines(pos, (B.DRAW, 4), e)[0] == e[14] % 300, lang
        assert end_lines(pos, (B.DRAW, 5), e)[0] == e[13], lang
    in_each_language(check)


def test_a_bad_flipop_rules_is_told_in_the_language_in_use():
    def check(lang):
        n = words("versus", lang)
        g = make('FLIPOP_MODE = "versus"\nFLIPOP_RULES = "straight/nope/chain/exit"\n')
        g.start(0)
        assert g.notices == [n[0] % "nope", n[1]], (lang, g.notices)
    in_each_language(check)


def test_the_words_each_phase_holds_follow_a_change_of_language():
    from gamemaster.flipop import view_clock, view_versus
    def check(lang):
        assert view_clock.WORDS == words("view_clock", lang), lang
        assert view_versus.WORDS == words("view_versus", lang), lang
    in_each_language(check, ("ru", "cs", "pl", "en"))


def test_the_open_menu_frees_the_views_and_the_search_and_the_game_plays_on_after_it():
    # the menu opening frees the versus view and the search (the paused game
    # needs neither: FlipopMaster.menu); its first entry still tells
    # where the game is, in the language in use, and once it closes the view
    # and the search come back where they are used
    import sys
    from gamemaster.gestures import MENU_MS
    from test_app import Table
    freed = ("gamemaster.flipop.view_versus", "gamemaster.flipop.ai")

    def check(lang):
        w = words("view_versus", lang)
        t = Table(VS + 'GM_GAME = "flipop"\nGM_BOOT = "play"\nGM_SEED = 3\nFLIPOP_LEVEL = 1\n'
                  'GM_LANG = "%s"\n' % lang)
        t.hold(80)                                       # ready -> the player's turn
        t.wait(500)
        g = t.app.game
        assert g.phase == "choose" and all(m in sys.modules for m in freed), (lang, g.phase)
        before = t.view()
        assert before.title == w[13], (lang, before.title)      # your move
        t.app.button(True, t.now)                        # the menu
        t.wait(MENU_MS + 100)
        t.app.button(False, t.now)
        t.wait(200)
        v = t.view()
        assert t.app.menu.open and v.lines[1] == w[27] % 1, (lang, v.lines)    # "move 1"
        assert not any(m in sys.modules for m in freed), lang
        t.hold(MENU_MS + 100)                            # leave the menu: the game again
        v = t.view()
        assert not t.app.menu.open and (v.title, v.hint, v.lines) == (before.title, before.hint,
                                                                      before.lines), (lang, v.title)
        t.hold(1000)                                     # the move shown taken: the device thinks, then shows
        t.wait(3000)
        assert g.phase == "show" and all(m in sys.modules for m in freed), (lang, g.phase)
        assert t.view().title == w[6], (lang, t.view().title)
    in_each_language(check)
