"""Every game in the registry chosen from the page's menu and played, in
headless Chromium (the menu is a 4 s hold, each game ~10 s of real time):
a group of their own under ``make test`` (tests/conftest.py)."""

import time

import pytest

from gamemaster import registry
from tests.web.page_tools import open_page, view, wait_view

pytestmark = pytest.mark.xdist_group("web-games")


def _menu_to(b, title, what):
    """Tap through the menu until the entry titled ``title`` shows."""
    for _ in range(20):
        v = view(b)
        if v["title"] == title or v["art"] == ["text", title]:
            return v
        b.press(60)
        wait_view(b, "v.lines[0] !== %r" % v["lines"][0], what)     # "menu i of n" moved on
    raise AssertionError("menu entry %r not found" % title)


# one test per registered game, so a failure names the game
@pytest.mark.parametrize("gid", [g[0] for g in registry.games()])
def test_every_game_in_the_registry_can_be_chosen_and_played(desktop, site, gid):
    b = desktop
    open_page(b, site, "?seed=5")
    titles = dict((g[0], g[1]) for g in registry.games())
    assert len(titles) >= 2
    title = titles[gid]
    b.press(4400)                               # hold 4 s: the menu
    wait_view(b, "v.phase === 'menu'", "the menu")
    v = _menu_to(b, "Game", "the Game entry")
    for _ in range(len(titles)):
        if v["art"] == ["text", title]:
            break
        b.press(1000)                           # hold 1 s: change
        v = wait_view(b, "v.art[1] !== %r" % v["art"][1], "the game choice changing")
    assert v["art"] == ["text", title]
    _menu_to(b, "New game", "the New game entry")
    b.press(1000)                               # hold 1 s: choose
    v = wait_view(b, "v.phase !== 'menu' && v.game === %r" % gid, "a new %s game" % gid)
    phases = [v["phase"]]
    kinds = set([v["art"][0]])
    frames = b.js("return gm.frames")
    for _ in range(4):
        b.press(60)
        time.sleep(0.25)
        phases.append(view(b)["phase"])
        kinds.add(view(b)["art"][0])
    # something was drawn: a game's first screens may be text only (the
    # IceTowers and Flipop clocks), pictures are checked per game elsewhere
    assert kinds - {"none"}, (gid, kinds)
    assert view(b)["game"] == gid
    for _ in range(40):                         # a countdown draws once a second
        if b.js("return gm.frames") > frames + 2:
            break
        time.sleep(0.1)
    assert b.js("return gm.frames") > frames + 2, phases
    assert len(set(phases)) >= 2, phases        # the presses moved the game on
    assert b.js("return gm.errors") == []
    # every frame drawn on the way (the menu, the hold feedback, the game's
    # screens): text 4.5:1 on its screen, the lit ring 3:1 on its bezel
    low = b.js("return gm.contrastMin")
    assert low["text"] >= 4.5 and low["ring"] >= 3, low
