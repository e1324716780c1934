"""The page in Polish, Czech and Russian, in headless Chromium (issue 39):
``?lang=`` sets GM_LANG, the page's ``lang`` follows it, its button's label
and the live region speak it, the screen's text is whole Unicode (the page
draws with a real font: no glyph is missing, nothing is spelt plainly), a
reload resumes in the saved game's language, and a change in the menu
changes the page's language at once."""

import time

import pytest

from tests.web.page_tools import open_page, view, wait_view
from web import build

pytestmark = pytest.mark.xdist_group("web-page")

TURN = {"pl": "Tura 1", "cs": "Tah 1", "ru": "Ход 1"}
ELEMENT = {"pl": "skrzyżowanie", "cs": "křížení", "ru": "перекрёсток"}


@pytest.mark.parametrize("lang", ["pl", "cs", "ru"])
def test_the_address_s_language_is_the_page_s_and_the_game_s(desktop, site, lang):
    b = desktop
    open_page(b, site, "?seed=7&game=pipes&lang=%s" % lang)
    assert b.js("return document.documentElement.lang") == lang
    label = b.js("return document.getElementById('button').getAttribute('aria-label')")
    assert label == build.button_label(lang), label
    assert "," in label.split(";")[1]                     # 0,7 s: a decimal comma
    b.press(60)
    v = wait_view(b, "v.turn === 1", "turn 1 in %s" % lang)
    assert v["title"] == TURN[lang], v
    said = b.js("return gm.said.map((s) => s[1]).join(' | ')")
    assert TURN[lang] in said, said
    # the whole Unicode text on the canvas's display list, not a plain spelling
    texts = " ".join(b.js("return gm.view.lines").__iter__())
    assert any(ord(c) > 0x7E for c in v["hint"] + texts), (v["hint"], texts)


def test_a_reload_resumes_in_the_saved_game_s_language_and_a_menu_change_changes_the_page_s(desktop,
                                                                                           site):
    b = desktop
    open_page(b, site, "?seed=7&game=pipes&lang=pl")
    b.press(60)
    wait_view(b, "v.turn === 1", "turn 1")
    b.get(site)                                        # the bare address: the saved game
    b.wait("return !!(window.gm && gm.ready && gm.view)", what="the resumed page")
    assert b.js("return document.documentElement.lang") == "pl"
    assert view(b)["title"] == "Tura 1", view(b)
    # the menu: its last entry is the language; a change there is the page's at once
    b.press(4600)
    time.sleep(0.3)
    for _ in range(12):
        if view(b)["title"] == "Język":
            break
        b.press(60)
        time.sleep(0.15)
    assert view(b)["title"] == "Język", view(b)
    b.press(1200)                                      # Polski -> Čeština
    wait_view(b, "v.title === 'Jazyk'", "the menu in Czech")
    assert b.js("return document.documentElement.lang") == "cs"
    label = b.js("return document.getElementById('button').getAttribute('aria-label')")
    assert label == build.button_label("cs"), label


def test_a_bad_address_value_is_named_in_the_address_s_language(desktop, site):
    b = desktop
    open_page(b, site, "?seed=7&game=pipes&lang=ru&turn=9999")
    v = view(b)
    assert v["hint"].startswith("адрес turn=9999: должен быть целым числом 0..600"), v["hint"]
