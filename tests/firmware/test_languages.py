"""The board in each language, on each CircuitPython build's font (issue 39).

The real firmware runs in the simulator, whose ``terminalio.FONT`` holds only
the glyphs of one build (host_sim.hw.font: the English build no ą or ж, the
Polish build no capital Ł).  A language on its own build shows its words as
written (but for the capitals that build lacks, spelt plainly: Ř as R); on
another build every letter the font lacks is spelt plainly (ą as a, ж as zh)
and the players are told once which build to install; English never loads
the check at all."""

import sys

import pytest

from host_sim.runner import Simulator
from test_screen_sizes import _is_label, check_screen


def shown(sim):
    """The texts of the screen's labels, in drawing order."""
    return [c.text for c in sim.display.root_group if _is_label(c) and c.text.strip()]


def every_char_in_the_font(sim):
    import terminalio
    for text in shown(sim):
        for ch in text:
            assert ch == "\n" or terminalio.FONT.get_glyph(ord(ch)) is not None, (ch, text)


def hints(sim, seconds):
    out = []
    for _ in range(int(seconds * 4)):
        sim.wait(0.25)
        out.append(sim.telemetry()["view"]["hint"])
    return out


INSTALL = {"pl": "wgraj CircuitPython w wersji pl", "cs": "nahraj CircuitPython ve verzi cs",
           "ru": "ustanovite CircuitPython v versii ru"}


@pytest.mark.parametrize("lang,ready,turn", [("pl", "GOTOWE", "Tura 1"), ("cs", "PRIPRAVENO", "Tah 1"),
                                             ("ru", "ГОТОВО", "Ход 1")])
def test_a_language_on_its_own_build_shows_its_letters_and_needs_no_word_on_the_build(lang, ready,
                                                                                      turn):
    with Simulator(game="pipes", seed=3, boot_mode="new", extra_settings={"GM_LANG": lang}) as sim:
        assert sim.font_build == lang
        said = hints(sim, 5)
        assert not any("CircuitPython" in h for h in said), said
        assert ready in shown(sim), shown(sim)                # Ř: the Czech build lacks it
        every_char_in_the_font(sim)
        sim.press()
        sim.wait(1)
        assert turn in shown(sim), shown(sim)
        check_screen(sim, lang)


@pytest.mark.parametrize("lang,plain", [("pl", "nacisnij po ruchu wszystkich"),
                                        ("ru", "nazhmite, kogda vse skhodili"),
                                        ("cs", "stiskni, az vsichni potahnou")])
def test_a_language_on_the_english_build_is_spelt_plainly_and_says_once_which_build_to_install(
        lang, plain):
    with Simulator(game="pipes", seed=3, extra_settings={"GM_LANG": lang},
                   font_build="en_US") as sim:
        said = hints(sim, 5)
        told = [h for h in said if h and "CircuitPython" in h]
        assert told and told[0].endswith(INSTALL[lang]), said
        sim.wait(5)
        assert not any("CircuitPython" in h for h in hints(sim, 3))      # once
        sim.press()
        sim.wait(1)
        assert plain in shown(sim), shown(sim)
        every_char_in_the_font(sim)
        check_screen(sim, lang + " on en_US")


def test_english_never_loads_the_check_and_shows_what_it_always_did():
    with Simulator(game="pipes", seed=3, font_build="en_US") as sim:
        sim.wait(1)
        sim.press()
        sim.wait(1)
        assert "Turn 2" in shown(sim) and "press when all have moved" in shown(sim), shown(sim)
        assert "gmfw.glyphs" not in sys.modules and "gamemaster.letters" not in sys.modules


def to_last_menu_entry(sim):
    # the menu opened (a 4 s hold) and walked to its last entry, the language
    sim.hold(4.6)
    sim.wait(0.5)
    for _ in range(20):
        where = sim.telemetry()["view"]["lines"][0].split()
        if where[1] == where[3]:                        # "menu 8 of 8"
            return
        sim.press()
        sim.wait(0.3)
    raise AssertionError("the menu's last entry not reached")


def test_a_language_chosen_in_the_menu_on_the_english_build_is_spelt_plainly_at_once():
    with Simulator(game="pipes", seed=3, font_build="en_US") as sim:
        sim.wait(1)
        to_last_menu_entry(sim)
        assert "Language" in shown(sim) and "English" in shown(sim), shown(sim)
        sim.hold(1.2)                                   # English -> Polski
        sim.wait(0.5)
        assert "Jezyk" in shown(sim) and "Polski" in shown(sim), shown(sim)
        sim.hold(1.2)                                   # -> Čeština, spelt plainly
        sim.wait(0.5)
        assert "Cestina" in shown(sim), shown(sim)
        sim.hold(1.2)                                   # -> Русский
        sim.wait(0.5)
        assert "Russkii" in shown(sim) and "Iazyk" in shown(sim), shown(sim)
        every_char_in_the_font(sim)
        told = [h for h in hints(sim, 6) if h and "CircuitPython" in h]
        assert told and told[0].endswith(INSTALL["ru"]), told
