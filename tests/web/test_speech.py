"""What the page's live region says (web/py/speech), on CPython over the real
App with its clock run by the test: words only, once per change, the clock
at its marks, an animation's result not its frames, one announcement a tap,
and at most 8 a minute in each game's busiest phase.  The page says exactly
these (webgm.py calls the same Speech per frame; tests/web/test_page_speech.py
watches the live region in Chromium)."""

import importlib
import re

import pytest

from gamemaster import registry
from gamemaster.app import App
from gamemaster.pipes import elements
from gamemaster.settings import Settings
from web import load_speech

speech = load_speech()
pipes_words = importlib.import_module("speech.pipes")

# what a screen reader must never be handed: a code name, a clock reading,
# a symbol, a piece with no word in it
BAD = re.compile(r"_|\d:\d\d|[@<>+/=|\\#*~^]|\.\.\.|(^|\s)[-.,:;!?]+(\s|$)")
TICK = 20


class Table:
    """A game on the real App, its clock run by the test, each frame's words
    collected as the page collects them (a frame per stamp change)."""

    def __init__(self, game, extra="", files=None):
        self.app = App(Settings.from_toml(('GM_SEED = 5\nGM_GAME = "%s"\n%s' % (game, extra)).encode()),
                       None, files)
        self.app.buttons.chatter_ms = 0          # the page's classifier: no bounce window
        self.t = 1000
        self.app.boot(self.t, None)
        self.speech = speech.Speech()
        self.stamp = None
        self.said = []                           # (ms, words)
        self.look()

    def look(self):
        s = self.app.stamp(self.t)
        if s != self.stamp:
            self.stamp = s
            words = self.speech.say(self.app.view(self.t), self.app.buttons.pending(self.t))
            if words:
                self.said.append((self.t, words))

    def wait(self, ms):
        end = self.t + ms
        while self.t < end:
            self.t += TICK
            self.app.tick(self.t)
            self.look()

    def press(self, ms=80):
        """Press, hold ``ms``, release: the words said from the press on."""
        n = len(self.said)
        self.app.button(True, self.t)
        self.app.tick(self.t)
        self.look()
        self.wait(ms)
        self.app.button(False, self.t)
        self.app.tick(self.t)
        self.look()
        self.wait(TICK)
        return [w for _, w in self.said[n:]]

    def phase(self):
        return self.app.view(self.t).phase

    def until(self, phase, limit=10):
        """Tap, and let a phase that goes on by itself (a roll, a count)
        run out, until ``phase`` shows."""
        for _ in range(limit):
            self.press()
            if self.phase() == phase:
                return
            self.wait(4500)
            if self.phase() == phase:
                return
        raise AssertionError("%s never came: %s" % (phase, self.phase()))

    def minute(self, taps_every_ms=None):
        """The words said in the next minute (a tap every ``taps_every_ms``)."""
        n = len(self.said)
        end = self.t + 60000
        while self.t < end:
            if taps_every_ms:
                self.wait(taps_every_ms - 100)
                self.press()
            else:
                self.wait(1000)
        return [w for _, w in self.said[n:]]


def words_ok(said):
    for w in said:
        assert w.strip() and not BAD.search(w), w


def test_every_pipes_element_has_the_rules_words():
    assert sorted(pipes_words.ELEMENTS) == sorted(elements.NAMES)
    for name, words in pipes_words.ELEMENTS.items():
        # the rules' Table 1 names: curved, straight, crossing
        assert words.split(",")[0].split()[0] in ("curved", "straight", "crossing"), words
        words_ok([words])


def test_a_pipes_turn_says_its_element_in_words_and_the_clock_at_its_marks():
    t = Table("pipes")
    assert t.press() == ["Turn 1. curved element, joining top and right. water after turn 12. "
                         "press when all have moved"]
    t.press()
    said = t.minute()
    # the turn's words once, then 50..10 s, 5 s, and time up: 7 in the minute
    assert said == ["50 seconds left", "40 seconds left", "30 seconds left", "20 seconds left",
                    "10 seconds left", "5 seconds left",
                    "Time is up. straight element, left to right. Turn 2 is over: pass. press to go on"], said
    assert len(said) + 1 <= 8                                  # with the turn's own announcement


@pytest.mark.parametrize("gid", [g[0] for g in registry.games()])
def test_a_tap_gives_one_announcement_and_every_word_is_a_word(gid):
    t = Table(gid)
    for _ in range(14):
        said = t.press()
        assert len(said) <= 1, (gid, t.phase(), said)
        t.wait(700)
    words_ok([w for _, w in t.said])


def test_a_hold_says_its_zones_not_the_screen():
    t = Table("pipes")
    t.press()
    said = t.press(2500)                       # through pause into undo, released
    assert said[:2] == ["Release to pause or resume", "Release to undo the last press"], said
    assert len(said) == 3 and said[2].startswith("Time is up") is False, said
    # the press that opened the hold said nothing of the screen
    assert not any("Turn" in w for w in said[:2]), said


def test_the_golem_roll_says_its_result_not_its_frames():
    t = Table("golems")
    said = t.press()
    assert said == ["Round 1: bonus. Rolling"], said
    n = len(t.said)
    t.wait(3000)                                # the dice roll on screen, then stop
    rolled = [w for _, w in t.said[n:]]
    assert len(rolled) == 1 and "bonus" in rolled[0] or "Repeat" in rolled[0], rolled
    words_ok(rolled)


BUSIEST = {
    # game: (settings, how to reach the phase, the phase, a tap every ... ms)
    "pipes": ("", "turn", None),
    "golems": ("GOLEMS_PROGRAM_SECONDS = 60\n", "program", None),   # the programming countdown
    "flipop": ("", "turn", 10000),             # a move every 10 s: the clock runs on
    "icetowers": ("", "play", None),           # the clock counts up; nobody calls
}


@pytest.mark.parametrize("gid", sorted(BUSIEST))
def test_at_most_8_announcements_a_minute_in_the_busiest_phase(gid):
    extra, phase, every = BUSIEST[gid]
    t = Table(gid, extra)
    t.until(phase)
    t.wait(500)
    said = t.minute(every)
    words_ok(said)
    assert len(said) <= 8, (gid, said)
    assert len(set(said)) == len(said) or every, said   # no repeats of the same words


def test_a_new_turns_clock_is_not_a_mark_reached():
    # a tap at the 5 s mark: the new turn's full clock is not said with it
    t = Table("pipes", "GM_TURN_SECONDS = 10\n")
    t.press()
    t.wait(5200)
    assert t.said[-1][1] == "5 seconds left", t.said
    said = t.press()
    assert len(said) == 1 and said[0].startswith("Turn 2. ") and "seconds" not in said[0], said


def test_the_menu_says_its_entries_once_a_tap():
    t = Table("pipes")
    t.press()
    said = t.press(4500)                        # hold into the menu
    assert said[:2] == ["Release to pause or resume", "Release to undo the last press"], said
    assert said[2:] == ["Menu. Resume. menu 1 of 8. Pipes, turn 1. tap: next, hold: choose"], said
    for _ in range(3):
        said = t.press()
        assert len(said) == 1 and "release" not in said[0].lower(), said
    said = t.press(1000)                        # hold: change the entry (Game)
    assert said[0] == "Release to change it" and len(said) == 2, said
    words_ok([w for _, w in t.said])


def test_a_flipop_move_says_whose_turn_and_the_move_not_the_whole_screen():
    t = Table("flipop")
    assert t.press() == ["White to move. move 1, bank 300 seconds plus 5 seconds. press when you have moved"]
    t.wait(2000)
    assert t.press() == ["Black to move. move 2"]


# -- in Polish, Czech and Russian (issue 39) ---------------------------------

LANGS = ("pl", "cs", "ru")
# what each language says for a Pipes turn and its clock's marks
PIPES_SAID = {
    "pl": ("Tura 1. element skręcający, łączy górę i prawo. woda po turze 12. "
           "naciśnij po ruchu wszystkich",
           ["zostało 50 sekund", "zostało 40 sekund", "zostało 30 sekund", "zostało 20 sekund",
            "zostało 10 sekund", "zostało 5 sekund"],
           "Koniec czasu. element prosty, z lewej do prawej. Koniec tury 2: spasuj. "
           "naciśnij, by grać dalej"),
    "cs": ("Tah 1. zahnutý prvek, spojuje horní a pravou stranu. voda po tahu 12. "
           "stiskni, až všichni potáhnou",
           ["zbývá 50 sekund", "zbývá 40 sekund", "zbývá 30 sekund", "zbývá 20 sekund",
            "zbývá 10 sekund", "zbývá 5 sekund"],
           "Čas vypršel. rovný prvek, zleva doprava. Konec tahu 2: pas. Stiskni pro pokračování"),
    "ru": ("Ход 1. изогнутый элемент, соединяет верхнюю и правую стороны. вода после хода 12. "
           "нажмите, когда все сходили",
           ["осталось 50 секунд", "осталось 40 секунд", "осталось 30 секунд", "осталось 20 секунд",
            "осталось 10 секунд", "осталось 5 секунд"],
           "Время вышло. прямой элемент, слева направо. Ход 2 окончен: пас. Нажмите, чтобы продолжить"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_pipes_turn_says_its_element_and_clock_in_the_language_in_use(lang):
    t = Table("pipes", 'GM_LANG = "%s"\n' % lang)
    turn, marks, timeout = PIPES_SAID[lang]
    assert t.press() == [turn], t.said
    t.press()
    said = t.minute()
    assert said == marks + [timeout], said
    words_ok(said)


@pytest.mark.parametrize("lang", LANGS)
def test_the_holds_and_the_menu_are_said_in_the_language_in_use(lang):
    t = Table("pipes", 'GM_LANG = "%s"\n' % lang)
    t.press()
    said = t.press(4500)                        # hold into the menu
    zones = importlib.import_module("speech.words_" + lang).ZONES
    app = _device_words("gamemaster.words_app_" + lang)
    assert said[:2] == [zones[app[1]], zones[app[2]]], said
    menu = _device_words("gamemaster.words_menu_" + lang)
    assert said[2].startswith(menu[10] + ". " + menu[0] + ". "), said
    words_ok(said)


def _device_words(name):
    from gamemaster import registry as r
    w = r._load(name, "WORDS")
    r._drop(name)
    return w


@pytest.mark.parametrize("lang", LANGS)
def test_every_hold_the_device_says_has_its_spoken_words_and_each_module_has_english_s_names(lang):
    mod = importlib.import_module("speech.words_" + lang)
    english = importlib.import_module("speech.words")
    names = sorted(n for n in dir(english) if not n.startswith("_") and n not in ("clock_mark",
                   "clock_words", "plural"))
    assert sorted(n for n in names if hasattr(mod, n)) == names, (lang, names)
    app = _device_words("gamemaster.words_app_" + lang)
    menu = _device_words("gamemaster.words_menu_" + lang)
    # every hint a hold shows past a tap's (the app's zones, the menu's)
    for hint in (app[1], app[2], app[3], app[4], app[5], menu[4], menu[5], menu[6], menu[7]):
        assert hint in mod.ZONES, (lang, hint)
    pipes = importlib.import_module("speech.pipes_" + lang)
    assert sorted(pipes.ELEMENTS) == sorted(elements.NAMES)
    for name in ("WORDS", "ART", "QUIET", "ART_PHRASE", "COUNTDOWN", "COUNT_UP"):
        assert hasattr(pipes, name), (lang, name)
    shown = _device_words("gamemaster.pipes.words_master_" + lang)
    for text in pipes.WORDS:                  # each a screen text of Pipes in that language
        assert text in (shown[1], shown[6], shown[12], shown[7] % 60), (lang, text)


def test_each_language_s_plural_rule_picks_its_forms():
    pl, cs, ru = (importlib.import_module("speech.words_" + x) for x in LANGS)
    assert [pl.form(n) for n in (1, 2, 4, 5, 12, 14, 21, 22, 25)] == [0, 1, 1, 2, 2, 2, 2, 1, 2]
    assert [cs.form(n) for n in (1, 2, 4, 5, 12, 22)] == [0, 1, 1, 2, 2, 2]
    assert [ru.form(n) for n in (1, 2, 5, 11, 12, 21, 22, 25, 31)] == [0, 1, 2, 2, 2, 0, 1, 2, 0]
    assert speech.words.clock_words(60, False, ru) == "осталась 1 минута"
    assert speech.words.clock_words(120, True, pl) == "minęły 2 minuty"
    assert speech.words.clock_words(5, False, cs) == "zbývá 5 sekund"


# IceTowers in Polish, Czech and Russian (issue 39 phase 2): the ready
# screen's colours, the call menu's calls as the Polish text names them, a
# minute of play said with the language's plural, the pips' colour
ICETOWERS_SAID = {
    "pl": ("IceTowers. 2 graczy: Czerwony, Żółty. bez limitu czasu. krótko: trzy, dwa, jeden, start",
           "Komenda. krótko: następna komenda. trzymaj sekundę, by zgłosić: Odłóż. "
           "Komendy: odłóż, pętla, koniec, wróć", "minęła 1 minuta", "Kropki: Czerwony. 0. "),
    "cs": ("IceTowers. 2 hráči: Červený, Žlutý. bez časového limitu. krátce: tři, dva, jedna, start",
           "Povel. krátce: další povel. podrž sekundu a vyhlas: Odlož. "
           "Povely: odlož, smyčka, konec, zpět", "uplynula 1 minuta", "Tečky: Červený. 0. "),
    "ru": ("IceTowers. 2 игрока: Красный, Жёлтый. без лимита времени. нажатие: три, два, один, марш",
           "Команда. нажатие: другая команда. удержите секунду, чтобы объявить: Положить. "
           "Команды: положить, петля, конец, назад", "прошла 1 минута", "Точки: Красный. 0. "),
}


# what each language says for a Flipop clock's first two moves and against
# the device (issue 39 phase 2: the Czech rules' terms, Polish and Russian
# as consistently)
FLIPOP_SAID = {
    "pl": ("Ruch białych. ruch 1, pula 300 sekund plus 5 sekund. naciśnij po swoim ruchu",
           "Ruch czarnych. ruch 2",
           "Myślę. zdjęte: białe 0, czarne 0. ruch 1. urządzenie wybiera ruch",
           "przytrzymaj sekundę, by zagrać"),
    "cs": ("Táhne bílý. tah 1, zásoba 300 sekund plus 5 sekund. stiskni, až potáhneš",
           "Táhne černý. tah 2",
           "Přemýšlím. mimo desku: bílé 0, černé 0. tah 1. zařízení vybírá tah",
           "podrž sekundu a tah se zahraje"),
    "ru": ("Ход белых. ход 1, запас 300 секунд плюс 5 секунд. нажмите, когда сходили",
           "Ход чёрных. ход 2",
           "Думаю. снято: белые 0, чёрные 0. ход 1. устройство выбирает ход",
           "удерживайте секунду, чтобы сыграть"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_icetowers_says_its_colours_calls_clock_and_pips_in_the_language_in_use(lang):
    ready, calls, minute, pips = ICETOWERS_SAID[lang]
    t = Table("icetowers", 'GM_LANG = "%s"\n' % lang)
    assert t.said[0][1] == ready, t.said
    t.press()
    t.wait(4000)                               # 3-2-1, and play
    said = t.minute()
    assert said[-1] == minute, said            # the clock counts up: its minute said
    said = t.press()                           # the call menu
    assert said == [calls], said
    for _ in range(2):
        t.press()                              # to END
    t.press(1000)                              # END called
    said = t.press()                           # the pips of the first colour
    assert said[0].startswith(pips), said
    words_ok([w for _, w in t.said])
    # each of the module's words is a screen text of IceTowers in that language
    module = importlib.import_module("speech.icetowers_" + lang)
    calls = _device_words("gamemaster.icetowers.words_view_calls_" + lang)
    ready = _device_words("gamemaster.icetowers.words_ready_" + lang)
    play = _device_words("gamemaster.icetowers.words_view_play_" + lang)
    end = _device_words("gamemaster.icetowers.words_view_end_" + lang)
    score = _device_words("gamemaster.icetowers.words_view_score_" + lang)
    shown = set(ready[1].split("\n") + [ready[2], ready[8], play[0], calls[9], calls[11], calls[15],
                                         calls[18], end[11].split("  ")[1], score[4]])
    shown |= set(calls[8].split("\n")[1] % (calls[3] % c) for c in calls[0][:3])
    shown |= set((calls[8].split("\n")[1] % calls[2],)) | set(score[5] % n for n in range(121))
    shown |= set(h.split("   ")[1] for h in score[6:8])
    assert set(module.WORDS) <= shown, sorted(set(module.WORDS) - shown)


def test_a_unit_after_a_number_takes_the_number_s_form_in_every_language():
    # "hold 1 s" is "1 second", not "1 seconds"; "+5s" "plus 5 seconds"
    import importlib
    from speech import clean
    said = {}
    for lang, text in (("en", "hold 1 s: withdraw"), ("pl", "5 s"), ("cs", "2 s"), ("ru", "1 с")):
        words = importlib.import_module("speech.words" + ("" if lang == "en" else "_" + lang))
        said[lang] = clean(text, {}, words)
    assert said == {"en": "hold 1 second: withdraw", "pl": "5 sekund", "cs": "2 sekundy",
                    "ru": "1 секунда"}, said
    from speech import words
    assert clean("+5s", {}, words) == "plus 5 seconds" and clean("1s", {}, words) == "1 second"


@pytest.mark.parametrize("lang", LANGS)
def test_a_flipop_move_says_whose_turn_in_the_language_in_use_not_the_big_word(lang):
    white, black, think, hold = FLIPOP_SAID[lang]
    t = Table("flipop", 'GM_LANG = "%s"\n' % lang)
    assert t.press() == [white], t.said
    t.wait(2000)
    assert t.press() == [black], t.said
    words_ok([w for _, w in t.said])
    t = Table("flipop", 'GM_LANG = "%s"\nFLIPOP_MODE = "versus"\n' % lang)
    assert t.press() == [think], t.said
    t.wait(3000)
    t.press()                                   # the best move shown, and how to take it
    assert hold in t.said[-1][1], t.said[-1]
    speech_flipop = importlib.import_module("speech.flipop_" + lang)
    for name in ("WORDS", "ART", "QUIET", "ART_PHRASE", "COUNTDOWN", "COUNT_UP"):
        assert hasattr(speech_flipop, name), (lang, name)
    shown = [_device_words("gamemaster.flipop.words_%s_%s" % (leaf, lang))
             for leaf in ("view_clock", "view_versus")]
    for text in speech_flipop.WORDS:            # each a screen text of Flipop in that language
        assert text in shown[0][8:10] + (shown[1][3], shown[1][18]), (lang, text)


# Golem Battle in each language (issue 39 phase 2): the roll's result not
# its frames, the lives lost in the language's phrase, the castle's answer
# a word, the hints with a second's hold in words; every module has
# English's names and every text it says differently is one the device
# shows in that language.
GOLEMS_SAID = {
    "en": ("Round 1: bonus. Rolling", "0 lives", "No", "hold 1 second: enter"),
    "pl": ("Runda 1: bonus. Rzut kostką", "stracone życia: 0", "Nie", "trzymaj sekundę: wpisz"),
    "cs": ("Kolo 1: bonus. Hod kostkou", "ztracené životy: 0", "Ne", "podrž sekundu: zadat"),
    "ru": ("Раунд 1: бонус. Бросаем кубик", "потеряно жизней: 0", "Нет", "удержание секунду: ввести"),
}


@pytest.mark.parametrize("lang", ("en",) + LANGS)
def test_a_golem_battle_is_said_in_the_language_in_use(lang):
    rolling, lost, no, hold = GOLEMS_SAID[lang]
    t = Table("golems", 'GM_LANG = "%s"\nGOLEMS_VARIANT = "siege"\n' % lang)
    names = _device_words("gamemaster.golems.words_master_" + lang)
    assert t.said[0][1].startswith(names[0] + ". "), t.said
    assert t.press() == [rolling], t.said
    n = len(t.said)
    t.wait(3000)                                # the dice roll on screen, then stop
    rolled = [w for _, w in t.said[n:]]
    assert len(rolled) == 1 and rolled[0].startswith(names[2] + ": "), rolled
    for _ in range(5):                          # programming, rows 1-4
        t.press()
    said = t.press()                            # the lives entry: Red
    assert said[0].startswith(names[2] + " ") and ". %s. " % lost in said[0], said
    assert said[0].endswith(hold), said
    t.press(1200)
    said = t.press(1200)                        # Blue entered: the castle's question
    assert "? %s. " % no in said[-1], said
    words_ok([w for _, w in t.said])


@pytest.mark.parametrize("lang", ("pl", "cs", "ru"))
def test_golem_battle_s_speech_module_has_english_s_names_and_says_the_device_s_texts(lang):
    mod = importlib.import_module("speech.golems_" + lang)
    for name in ("WORDS", "ART", "QUIET", "ART_PHRASE", "COUNTDOWN", "COUNT_UP"):
        assert hasattr(mod, name), (lang, name)
    shown = set()
    for area in ("master", "view_roll", "view_rows", "view_lives", "view_end"):
        shown |= set(w for w in _device_words("gamemaster.golems.words_%s_%s" % (area, lang))
                     if isinstance(w, str))
    names = _device_words("gamemaster.golems.words_master_" + lang)[2:6]
    rows = _device_words("gamemaster.golems.words_view_rows_" + lang)[3]
    shown |= set("%s ..." % n for n in names) | set(rows % r for r in (1, 2, 3, 4))
    for text in mod.WORDS:                    # each a screen text of Golem Battle in that language
        assert text in shown, (lang, text)
