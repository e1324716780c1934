"""The page as a phone app, in headless Chromium: it fills the screen in
portrait and landscape, speaks to screen readers (axe-core, Lighthouse),
keeps its colours legible, honours reduced motion, and never loses a game
silently."""

import json
import os
import subprocess
import time

import pytest

from gamemaster import registry
from tests.gates._tools import need
from tests.web.page_tools import READY, on_new_document, open_page, view, wait_view
from web import browser, build

pytestmark = pytest.mark.xdist_group("web-phone")

AXE = os.path.join(build.ROOT, "node_modules", "axe-core", "axe.min.js")
LIGHTHOUSE = os.path.join(build.ROOT, "node_modules", ".bin", "lighthouse")
AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document).then((r) => done(r.violations.map((v) => [v.id, v.help, v.nodes.map((n) => n.target)])),
                       (e) => done(String(e)));"""

SIZES = ((390, 844), (844, 390))      # a phone held upright, and on its side


def _area(b):
    g = b.js("return [gm.geometry.screen, innerWidth, innerHeight, "
             "document.getElementById('screen').width, devicePixelRatio]")
    screen, w, h, backing, dpr = g
    assert backing == round(w * dpr), g            # one canvas pixel per device pixel: crisp
    return screen / min(w, h)


def test_the_game_fills_the_short_side_upright_on_its_side_and_on_a_desktop(phone, desktop, site, shots_dir):
    def check(b, w, h):
        open_page(b, site, "?seed=7")
        if w:
            assert b.js("return [innerWidth, innerHeight]") == [w, h]
        assert _area(b) >= 0.9, (w, h)
        # the clock's digits and the hint read across a table: the device's
        # 12 px glyph rows drawn at least 16 CSS px high
        assert b.js("return gm.geometry.screen") / 240 * 12 >= 16
    check(phone, 390, 844)
    with browser.Browser(size=(844, 390), phone=True) as on_its_side:
        check(on_its_side, 844, 390)
        on_its_side.touch(400, 200)
        wait_view(on_its_side, "v.turn === 1", "turn 1 on a phone on its side")
        time.sleep(0.3)
        with open(os.path.join(shots_dir, "web-phone-landscape.png"), "wb") as f:
            f.write(on_its_side.screenshot())
    check(desktop, None, None)      # a 1280x800 window


def _axe(b):
    if not b.js("return !!window.axe"):
        with open(AXE) as f:
            b.js(f.read() + "\nreturn 1;")
    return b._s("POST", "/execute/async", {"script": AXE_RUN, "args": []})


@pytest.mark.parametrize("gid", [g[0] for g in registry.games()])
def test_axe_finds_nothing_and_every_colour_stands_out_in_every_game(phone, site, gid):
    need(None if os.path.isfile(AXE) else "node_modules/axe-core missing (npm ci)", "axe-core")
    b = phone
    open_page(b, site, "?seed=5&game=%s" % gid)
    assert view(b)["game"] == gid
    assert _axe(b) == [], "the %s ready screen" % gid
    for _ in range(3):                                 # the game's main screens
        b.press(60)
        time.sleep(0.2)
        assert _axe(b) == [], (gid, view(b)["phase"])
    # a focusable, labelled button; zoom allowed
    assert b.js("return document.activeElement.id") == "button"
    assert "game-master's button" in b.js("return document.activeElement.getAttribute('aria-label')")
    meta = b.js("return document.querySelector('meta[name=viewport]').content")
    assert "user-scalable" not in meta and "maximum-scale" not in meta
    # the text drawn 4.5:1 on its screen, the lit ring 3:1 on its bezel, in
    # every frame drawn
    low = b.js("return gm.contrastMin")
    assert low["text"] >= 4.5 and (low["ring"] is None or low["ring"] >= 3), low


def test_the_live_region_says_the_turn_the_element_and_the_time(desktop, site):
    # words once per change (web/py/speech: tests/web/test_speech.py has the
    # rules); here the page's live region itself, counted as it changes
    b = desktop
    open_page(b, site, "?seed=7&turn=10")
    assert b.js("return document.getElementById('live').getAttribute('aria-live')") == "polite"
    b.js(WATCH_LIVE)
    b.press()
    v = wait_view(b, "v.turn === 1", "turn 1")
    said = b.wait("return gm.heard.length && gm.heard", what="the turn said")
    assert said == ["Turn 1. curved element, joining top and right. water after turn 12. "
                    "press when all have moved"], said            # the element's words, not curve_up_right
    assert v["art"] == ["pipe", "curve_up_right"]
    b.wait("return gm.heard.length >= 2", timeout=10, what="the 5 s mark")
    heard = b.js("return gm.heard")
    assert heard[1:] == ["5 seconds left"], heard            # on its own, not the main text
    # a bare click (no pointer or key events: what some assistive
    # technology sends) is a tap: the next turn, said once
    b.js("document.getElementById('button').click(); return 1")
    wait_view(b, "v.turn === 2", "turn 2 from a bare click")
    time.sleep(0.3)
    heard = b.js("return gm.heard")
    assert len(heard) == 3 and heard[2].startswith("Turn 2. ") and "seconds" not in heard[2], heard


# every change of the live region's text, as a screen reader is handed it
WATCH_LIVE = """
gm.heard = [];
new MutationObserver(() => gm.heard.push(document.getElementById('live').textContent))
  .observe(document.getElementById('live'), {childList: true, characterData: true, subtree: true});
return 1;"""


def test_the_buttons_label_gives_the_holds_times(desktop, site):
    from gamemaster import gestures
    b = desktop
    open_page(b, site, "?seed=7")
    label = b.js("return document.getElementById('button').getAttribute('aria-label')")
    assert label == build.button_label()
    times = tuple("%g" % (ms / 1000) for ms in (gestures.TAP_MAX_MS, gestures.UNDO_MS, gestures.MENU_MS))
    assert ("hold %s seconds to pause, or to enter the value shown; %s seconds to undo, %s seconds "
            "for the menu" % times) in label, label


def test_reduced_motion_holds_the_water_round_steady_after_one_pulse(phone, site):
    b = phone
    b._cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        open_page(b, site, "?seed=7")
        for turn in range(1, 14):
            b.press(40, gap_ms=40)
        wait_view(b, "v.phase === 'water'", "the first water round")
        time.sleep(1.2)                                 # its one pulse
        seen = set()
        for _ in range(12):
            seen.add(tuple(b.js("return gm.view.background")))
            time.sleep(0.1)
        assert seen == {(0, 40, 200)}, seen
        low = b.js("return gm.contrastMin")
        assert low["text"] >= 4.5 and low["ring"] >= 3, low
        assert b.js("return document.getElementById('live').textContent").startswith("Water. water round 1.")
    finally:
        b._cdp("Emulation.setEmulatedMedia", {"features": []})


BLOCK = {"blocked": "Storage.prototype.getItem = Storage.prototype.setItem = function () {"
                    " throw new DOMException('denied', 'SecurityError'); };",
         "full": "Storage.prototype.setItem = function () {"
                 " throw new DOMException('full', 'QuotaExceededError'); };"}


@pytest.mark.parametrize("how", sorted(BLOCK))
def test_a_failed_save_is_on_screen_at_once(desktop, site, how):
    b = desktop
    with on_new_document(b, BLOCK[how]):
        b.get(site + "?seed=7")
        b.wait(READY, what="the first frame")
        b.press()
        wait_view(b, "v.turn === 1", "turn 1, played on")
        box = b.js("const e = document.getElementById('save-problem');"
                   "return [e.hidden, e.textContent, e.getBoundingClientRect().height];")
        assert box[0] is False and box[2] > 0, box
        want = "storage is full" if how == "full" else "blocks storage"
        assert box[1].startswith("Not saved: ") and want in box[1] and "loses this game" in box[1], box
        assert _axe(b) == []


def test_the_address_wins_over_a_saved_game(desktop, site):
    b = desktop
    open_page(b, site, "?seed=7")
    b.press()
    wait_view(b, "v.turn === 1", "turn 1")
    b.get(site + "?game=flipop")
    b.wait(READY, what="the flipop page")
    v = view(b)
    assert (v["game"], v["hint"]) == ("flipop", "address settings: a new game"), v
    b.get(site + "?game=nosuch")
    b.wait(READY, what="a bad address")
    assert view(b)["hint"].startswith("address game=nosuch: must be one of"), view(b)


def test_lighthouse_scores_accessibility_and_installability(site):
    need(None if os.path.isfile(LIGHTHOUSE) else "node_modules/.bin/lighthouse missing (npm ci)", "Lighthouse")
    chromium = browser.tools()[0]
    flags = " ".join(f for f in browser.FLAGS if not f.startswith("--autoplay"))
    out = subprocess.run([LIGHTHOUSE, site + "?seed=7", "--only-categories=accessibility,pwa",
                          "--output=json", "--quiet", "--form-factor=mobile",
                          "--chrome-flags=" + flags], capture_output=True, text=True, timeout=240,
                         env=dict(os.environ, CHROME_PATH=chromium))
    assert out.returncode == 0, out.stderr[-2000:]
    r = json.loads(out.stdout)
    assert not r.get("runtimeError"), r["runtimeError"]
    scores = {k: c["score"] for k, c in r["categories"].items()}
    failed = [k for k, a in r["audits"].items() if a.get("score") is not None and a["score"] < 1]
    assert scores["accessibility"] >= 0.95, (scores, failed)
    assert r["audits"]["installable-manifest"]["score"] == 1, r["audits"]["installable-manifest"]
    assert scores["pwa"] >= 0.9, (scores, failed)


def test_the_manifest_makes_it_installable(desktop, site):
    # Chromium's own verdict, and what it asks of an installable page,
    # checked without Lighthouse
    b = desktop
    open_page(b, site, "?seed=7")
    b.wait("return navigator.serviceWorker.ready.then(r => !!r.active)", timeout=15,
           what="the service worker")
    errors = b._cdp("Page.getInstallabilityErrors", {})["installabilityErrors"]
    assert errors == [], errors
    import urllib.request
    with urllib.request.urlopen(site + "manifest.webmanifest") as r:
        m = json.loads(r.read())
    assert m["name"] and m["short_name"] and m["start_url"] and m["display"] in ("fullscreen", "standalone")
    sizes = {i["sizes"] for i in m["icons"] if i["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes
    from PIL import Image
    import io
    for icon in m["icons"]:
        with urllib.request.urlopen(site + icon["src"]) as r:
            data = r.read()
        if icon["type"] == "image/png":
            assert Image.open(io.BytesIO(data)).size == tuple(int(x) for x in icon["sizes"].split("x"))
    with urllib.request.urlopen(site + "sw.js") as r:
        assert b'addEventListener("fetch"' in r.read()


def test_a_cold_visit_is_few_compressed_requests_and_its_largest_paint_is_the_game(desktop, served):
    # the cold load's shape (web/bench.py times it on a phone network):
    # the Python in archives, compressed, at most 20 requests with the
    # offline cache filled, and the largest contentful paint the game's
    # first frame, not the loading text
    from web.bench import LCP_WATCH, PAINTED
    url, server = served
    b = desktop
    b._cdp("Network.clearBrowserCache", {})
    with on_new_document(b, LCP_WATCH):
        n = len(server.answered)
        b.get(url + "?seed=7")
        b.wait(PAINTED, what="the first frame painted")
        b.wait("return navigator.serviceWorker.ready.then(r => !!r.active)", timeout=15,
               what="the service worker")
        time.sleep(1)
        paths = server.answered[n:]
        assert len(paths) <= 20, paths
        archives = [p for p in paths if p.endswith(".bin")]
        assert sorted(archives) == sorted(["/python.bin"] + ["/python-%s.bin" % g[0] for g in registry.games()])
        assert not any(p.endswith((".py", ".mpy")) for p in paths), paths
        sizes = b.js("return performance.getEntriesByType('resource').filter((r) => /wasm|python/.test(r.name))"
                     ".map((r) => [r.name, r.encodedBodySize, r.decodedBodySize])")
        for name, encoded, decoded in sizes:
            assert 0 < encoded < decoded * 0.7, (name, encoded, decoded)       # sent compressed
        b.wait("return gmLcp.length && gmLcp[gmLcp.length - 1][1] === 'first-frame'", timeout=5,
               what="the first frame's image as the largest contentful paint")
        assert b.js("return gm.errors") == []


def test_a_start_that_needs_another_games_code_waits_for_it(desktop, site):
    # index.html fetches the saved game's code first (golems); the address's
    # own settings start a new game of the first game instead (pipes), whose
    # code the start then waits for
    b = desktop
    open_page(b, site, "?game=golems&seed=3")
    b.press()
    b.wait("return localStorage.getItem('gm.game') === 'golems'", what="the golems game saved")
    b.get(site + "?seed=9")
    b.wait(READY, timeout=30, what="the pipes page")
    assert b.js("return [window.gmFirst.game, gm.view.game, gm.errors]") == ["golems", "pipes", []]
    names = b.js("return performance.getEntriesByType('measure').map((m) => m.name)")
    assert names.count("gm:start") == 2 and "gm:unpack pipes" in names, names
