"""The live region says words, never notation (web/py/speech, issues 37/39):
every game driven through its screens in every language on the page's own
speech module (CPython over the real App, as tests/web/test_speech.py), and
every token it says checked for symbols and notation; Flipop's moves, Golem
Battle's row reports and IceTowers' sides said in each language's words
(each game's SAY), checked against the device's own screen texts."""

import importlib
import os
import random
import re

import pytest

from gamemaster.flipop import board as B
from gamemaster.flipop.position import Position
from gamemaster.golems import cards
from tests.web.test_speech import BAD, Table, _device_words, speech
from web import build

LANGS = ("en", "pl", "cs", "ru")

def page_drive():
    """The page's drive: the Golem Battle files web/build.py puts there
    (examples/golems), read as the App reads a drive (path -> text)."""
    out = {}
    for name in build.GOLEM_FILES:
        with open(os.path.join(build.ROOT, "examples", "golems", name), encoding="utf-8") as f:
            out["golems/" + name] = f.read()
    return out


# notation a screen reader would spell: a hyphen between holes or digits
# ("b1-b2", "3-2-1"), a slash between words ("ok/clash"), brackets ("3(F)",
# "[2]", "(White)"), a sign between words ("Red+Green")
NOTATION = re.compile(r"[a-e][1-5]x?-[a-e][1-5]|\d-\d|\w/\w|[()\[\]{}]|\w\+\w")
# the one-letter words of each language; any other lone letter ("W", "g",
# "F", "x", "Č") is an abbreviation read as a letter
ONE_LETTER = {"en": "aAI", "pl": "aiouwzAIOUWZ", "cs": "aikosuvzAIKOSUVZ",
              "ru": "авиксуяоАВИКСУЯО"}


def symbols(texts, lang):
    """(text, why) for each text that hands a screen reader a symbol."""
    bad = []
    for text in texts:
        m = BAD.search(text) or NOTATION.search(text)
        if m:
            bad.append((text, m.group(0)))
            continue
        for tok in text.split():
            core = tok.strip(":,;.!?«»")
            if not any(c.isalnum() for c in tok):
                bad.append((text, tok))
            elif len(core) == 1 and not core.isdigit() and core not in ONE_LETTER[lang]:
                bad.append((text, tok))
    return bad


def test_the_check_catches_the_notation_the_screens_show():
    # the screens' own texts, as the live region said them before SAY
    for text in ("2/5 W b1-b2 g a1", "Red: then 3(F) ok/clash/ok -1 [2]",
                 "Red+Green v Yellow+Blue", "tap: 3-2-1-go", "W off 0", "you: d1-d2",
                 "Siege storm/hold"):
        assert symbols([text], "en"), text
    assert symbols(["mimo desku: B 0"], "cs") and symbols(["снято: Б 0"], "ru")
    assert not symbols(["White moves b1 to b2; turns gate a1", "I pass"], "en")
    assert not symbols(["Hrad v obležení", "ten s méně koulemi"], "cs")


CONFIGS = (
    ("pipes", ""),
    ("golems", ""),
    ("golems", 'GOLEMS_VARIANT = "siege"\n'),
    ("golems", 'GOLEMS_VARIANT = "beginner"\n'),
    ("golems", 'GOLEMS_VARIANT = "autonomous"\n'),       # a battle from the page's drive
    ("flipop", ""),
    ("flipop", 'FLIPOP_MODE = "versus"\n'),
    ("flipop", 'FLIPOP_MODE = "vs-clock"\nFLIPOP_HUMAN = "black"\n'),
    ("icetowers", ""),
    ("icetowers", 'ICETOWERS_VARIANT = "double"\n'),
    ("icetowers", 'ICETOWERS_VARIANT = "gus"\nICETOWERS_PLAYERS = 3\n'),
)


def walk(game, extra, lang, steps=80):
    """Everything the live region says in a game played as people press:
    taps, second-long holds, holds into undo, pauses short and long, and a
    visit to the menu (its entries tapped through)."""
    t = Table(game, extra + 'GM_LANG = "%s"\n' % lang, page_drive())
    rnd = random.Random(7)
    for i in range(steps):
        r = rnd.random()
        t.press(80 if r < 0.75 else 1200 if r < 0.92 else 2500)
        t.wait(rnd.choice((100, 700, 3000, 6000)))
        if i == steps // 2:
            t.press(4500)                           # into the menu
            for _ in range(9):
                t.press()
            t.press(4500)                           # and out
    return [w for _, w in t.said]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,extra", CONFIGS, ids=lambda x: x.split("=")[-1].strip('"\n ') or "default")
def test_every_screen_of_every_game_is_said_in_words(game, extra, lang):
    said = walk(game, extra, lang)
    assert len(said) > 40, said
    assert symbols(said, lang) == []


# -- Flipop's moves -----------------------------------------------------------

def screen_move(text, lang):
    """Position.describe's text as the language's screen shows it
    (view_versus: the side's letter, the gates' word)."""
    w = _device_words("gamemaster.flipop.words_view_versus_" + lang)
    return w[25][0 if text[0] == "W" else 1] + text[1:].replace(" g ", w[26])


# what each language says for a chooser's line with a chain and a gate
# turned twice, a ball leaving the board, and the player's own move
FLIPOP_SAID = {
    "en": ("2 of 5: White moves b2 to c2 to c1; turns gates b1 twice and c1",
           "Black moves c2 to c1 and off the board; turns gate b1",
           "you: d1 to d2", "White off 1, Black off 0"),
    "pl": ("2 z 5: Ruch białych z b2 na c2 na c1; obracają się drzwiczki b1 dwa razy i c1",
           "Ruch czarnych z c2 na c1 i kula zostaje zdjęta; obracają się drzwiczki b1",
           "ty: z d1 na d2", "zdjęte: białe 1, czarne 0"),
    "cs": ("2 z 5: Tah bílého z b2 do c2 do c1; otočí se dvířka b1 dvakrát a c1",
           "Tah černého z c2 do c1 a koule se odstraní z desky; otočí se dvířka b1",
           "ty: z d1 do d2", "mimo desku: bílé 1, černé 0"),
    "ru": ("2 из 5: Ход белых с b2 на c2 на c1; поворачиваются дверцы b1 дважды и c1",
           "Ход чёрных с c2 на c1 и шар снят с доски; поворачивается дверца b1",
           "вы: с d1 на d2", "снято: белые 1, чёрные 0"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_flipop_move_is_said_side_holes_exit_and_gates_in_the_language(lang):
    mod = importlib.import_module("speech.flipop" + ("" if lang == "en" else "_" + lang))
    w = _device_words("gamemaster.flipop.words_view_versus_" + lang)
    # keyed by the screen's own letters and gates' word
    assert sorted(mod.NOTATION["sides"]) == sorted(w[25]) and mod.NOTATION["gate_word"] == w[26].strip()
    chooser, exit_, you, off = FLIPOP_SAID[lang]
    assert mod.SAY("2/5 " + screen_move("W b2-c2-c1 g b1,b1,c1", lang)) == chooser
    assert mod.SAY(screen_move("B c2-c1x g b1", lang)) == exit_
    assert speech.clean(w[2] % "d1-d2", mod.WORDS, None, mod.SAY) == you
    assert speech.clean(w[0] % (1, 0), mod.WORDS, None, mod.SAY) == off
    assert symbols([chooser, exit_, you, off], lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_flipop_move_of_real_games_is_said_in_words(lang):
    """Random games on the rules engine: each legal move's screen text said
    with its holes in order, an exit said where the screen has "x", its
    gates, and no symbol."""
    mod = importlib.import_module("speech.flipop" + ("" if lang == "en" else "_" + lang))
    n = mod.NOTATION
    rnd = random.Random(3)
    exits = chains = 0
    for game in range(12):
        pos = Position(B.Rules())
        for ply in range(80):
            moves = pos.legal_moves(search=False)
            if not moves:
                break
            for move in moves:
                if not move:
                    continue
                text = pos.describe(move)
                said = mod.SAY(screen_move(text, lang))
                path = text.split()[1].split("-")
                holes = [h[:2] for h in path]
                assert holes                    # (each step's holes: below)
                # the holes in order, each once per step (a chain going on
                # from a hole a ball left by names it again), then the gates
                gate_words = (n["gate"].split("%s")[0].strip(), n["gates"].split("%s")[0].strip())
                moved = "; ".join(c for c in said.split("; ") if not c.startswith(gate_words))
                assert re.findall(r"\b[a-e][1-5]\b", moved) == holes[:1] + [
                    x for h in path[1:] for x in ([h[:2], h[:2]] if h.endswith("x") and h != path[-1]
                                                  else [h[:2]])], (text, said)
                assert said.count(n["off"].strip()) == text.count("x"), (text, said)
                assert (" g " in text) == (said != moved), (text, said)
                assert symbols([said], lang) == [], (text, said)
                exits += "x" in text
                chains += len(path) > 2
            pos = pos.apply(moves[rnd.randrange(len(moves))])
    assert exits and chains                # both were said


# -- Golem Battle's rows, IceTowers' sides -----------------------------------

GOLEMS_SAID = {
    "en": "Red: then forward 3 times: ok; clash; ok; loses 1; drops the barrel; lives left: 2",
    "pl": "Czerwony: warunek tak; naprzód 3 razy: ok; zderzenie; ok; traci 1; traci beczkę; "
          "zostało żyć: 2",
    "cs": "Červený: podmínka ano; vpřed 3krát: ok; srážka; ok; ztrácí 1; ztrácí sud; zbývá životů: 2",
    "ru": "Красный: условие да; вперёд 3 раза: ок; столкновение; ок; теряет 1; теряет бочку; "
          "осталось жизней: 2",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_golem_battle_row_report_is_said_in_words(lang):
    from gamemaster.golems import engine
    mod = importlib.import_module("speech.golems" + ("" if lang == "en" else "_" + lang))
    assert importlib.import_module("speech.golems").LETTERS == cards.LETTERS
    assert len(mod.ROW["cards"]) == len(cards.LETTERS)
    colours = _device_words("gamemaster.golems.words_master_" + lang)[2:6]
    battle = _device_words("gamemaster.golems.words_battle_" + lang)
    words = colours + battle

    class Golem:
        colour = 0

    class Report:
        action, times, branch, steps, lost, dropped = cards.FORWARD, 3, True, (0, 3, 0), 1, True

    text = engine.format_report(Golem(), Report(), True, words) + " [2]"     # as battle._lines
    assert symbols([text], lang)                 # the screen's notation
    said = speech.clean(text, mod.WORDS, None, mod.SAY)
    assert said == GOLEMS_SAID[lang], said
    # a golem out of the battle, a plain card
    Report.action, Report.times, Report.branch, Report.steps, Report.result = cards.STRIKE, 1, None, (), 5
    Report.lost, Report.dropped = 0, False
    said = mod.SAY(engine.format_report(Golem(), Report(), True, words) + " [3]")
    assert said.startswith(colours[0] + ": " + mod.ROW["cards"][cards.STRIKE] + ": " + battle[9]), said
    assert symbols([said], lang) == []


ICETOWERS_SAID = {
    "en": ("Red and Green against Yellow and Blue", "Red, Yellow and Gus as White"),
    "pl": ("Czerwony i Zielony kontra Żółty i Niebieski", "Czerwony, Żółty i Gus jako Biały"),
    "cs": ("Červený a Zelený versus Žlutý a Modrý", "Červený, Žlutý a Gus jako Bílý"),
    "ru": ("команда Красный и Зелёный против команды Жёлтый и Синий", "Красный, Жёлтый и Гас, цвет Белый"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_icetowers_sides_are_said_in_words(lang):
    mod = importlib.import_module("speech.icetowers" + ("" if lang == "en" else "_" + lang))
    ready = _device_words("gamemaster.icetowers.words_ready_" + lang)
    assert mod.TEAMS["vs"] == ready[5].split("%s")[1].strip()       # the screen's word
    double, gus = ICETOWERS_SAID[lang]
    words = importlib.import_module("speech.words" + ("" if lang == "en" else "_" + lang))
    t = Table("icetowers", 'GM_LANG = "%s"\nICETOWERS_VARIANT = "double"\n' % lang)
    assert double in t.said[0][1], t.said
    t = Table("icetowers", 'GM_LANG = "%s"\nICETOWERS_VARIANT = "gus"\nICETOWERS_PLAYERS = 3\n' % lang)
    assert gus in t.said[0][1], t.said
    assert speech.clean(ready[9] % "A+B", mod.WORDS, words, mod.SAY).endswith(
        "A " + mod.TEAMS["and"] + " B")                                   # a tie of a team


def test_a_lone_s_is_a_preposition_in_czech_and_russian_not_seconds():
    cs = importlib.import_module("speech.words_cs")
    ru = importlib.import_module("speech.words_ru")
    assert speech.clean("vyhrál ten s méně koulemi", {}, cs) == "vyhrál ten s méně koulemi"
    assert speech.clean("программы с диска", {}, ru) == "программы с диска"
    assert speech.clean("ход через 5 с", {}, ru) == "ход через 5 секунд"      # after a number: the unit


# -- the same words on the page's MicroPython --------------------------------

def _cases():
    """(language, game, screen text): a text of each kind SAY and the shared
    words put in words, as each language's screen shows it."""
    from gamemaster.golems import engine
    out = []
    for lang in LANGS:
        versus = _device_words("gamemaster.flipop.words_view_versus_" + lang)
        out += [(lang, "flipop", "2/5 " + screen_move("W b2-c2-c1 g b1,b1,c1", lang)),
                (lang, "flipop", screen_move("B b2-b1x-c1 g a1", lang)),
                (lang, "flipop", versus[2] % "d1-d2"), (lang, "flipop", versus[0] % (1, 0))]
        words = (_device_words("gamemaster.golems.words_master_" + lang)[2:6]
                 + _device_words("gamemaster.golems.words_battle_" + lang))

        class Golem:
            colour = 1

        class Report:
            action, times, branch, steps, lost, dropped = cards.TURN_LEFT, 2, False, (0, 1), 2, False

        out.append((lang, "golems", engine.format_report(Golem(), Report(), True, words) + " [1]"))
        ready = _device_words("gamemaster.icetowers.words_ready_" + lang)
        c = _device_words("gamemaster.icetowers.words_colours_" + lang)
        out += [(lang, "icetowers", ready[5] % (c[0] + "+" + c[1], c[2] + "+" + c[3])),
                (lang, "icetowers", ready[4] % (c[0], c[1], c[10], c[4]))]
        menu = _device_words("gamemaster.golems.words_menu_" + lang)
        out.append((lang, "golems", str(menu[0]["GOLEMS_SIEGE"]) if lang != "en" else "Siege storm/hold"))
    return out


def _cpython_says(lang, game, text):
    mod = importlib.import_module("speech." + game + ("" if lang == "en" else "_" + lang))
    shared = importlib.import_module("speech.words" + ("" if lang == "en" else "_" + lang))
    return speech.clean(text, mod.WORDS, shared, getattr(mod, "SAY", None))


def test_the_page_s_micropython_says_the_same_words():
    import json

    from tests.gates._tools import need
    from tests.web.test_page_vm import HEAP, MOUNTS
    from tools import mpvm
    need(mpvm.missing(), "the page's Python on the MicroPython VM")
    cases = _cases()
    r = mpvm.run("step", ["vm_speech_scenario", json.dumps({"cases": cases})],
                 heap=HEAP, mounts=MOUNTS, paths=("/webtest",), timeout=300)
    assert r.ok, r.summary()
    said = r.result.splitlines()
    assert said == [_cpython_says(*c) for c in cases]
    for (lang, _, _), words in zip(cases, said):
        assert symbols([words], lang) == [], words
