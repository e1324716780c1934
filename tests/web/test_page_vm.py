"""The page's Python on the real MicroPython VM with a hard heap cap, without
a browser (Node only): the same game as CPython, and how much heap it needs."""

import os

from gamemaster.app import App
from gamemaster.settings import Settings
from tests.gates._tools import need
from tools import mpvm
from tools.gates import lint
from web import load_view_dict

VIEW_DICT = load_view_dict()       # the page's own View -> dict

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEAP = 256 * 1024
MOUNTS = ((os.path.join(ROOT, "lib"), "/lib"),
          (os.path.join(ROOT, "firmware", "gmfw"), "/lib/gmfw"),
          (os.path.join(ROOT, "web", "py"), "/lib"),
          (os.path.join(ROOT, "tests", "web"), "/webtest"))


def _cpython(seed, taps):
    # The scenario's taps on CPython's App: the turn and art each tap leads to.
    app = App(Settings.from_toml(("GM_SEED = %d\n" % seed).encode()))
    now = 1000
    app.boot(now, None)
    out = []
    for _ in range(taps):
        app.button(True, now)
        now += 80
        app.button(False, now)
        now += 300
        app.tick(now)
        v = app.view(now)
        d = VIEW_DICT(v)
        out.append("%d %s %s %s" % (d["turn"], d["phase"], d["art"][0], d["art"][1]))
    return out


def test_the_pages_python_plays_the_cpython_game_in_a_capped_heap():
    need(mpvm.missing(), "the page's Python on the MicroPython VM")
    taps = 15                        # turns 1..12, water round 1, turn 13, water round 2
    r = mpvm.run("step", ["vm_page_scenario", '{"seed": 7, "taps": %d, "gap_ticks": 25}' % taps],
                 heap=HEAP, mounts=MOUNTS, paths=("/webtest",), timeout=300)
    assert r.ok, r.summary()
    lines = r.result.splitlines()
    # the first line is the view before any tap (READY); then each tap's
    # resulting view, read 25 ticks (500 ms) after it
    assert lines[0] == "0 ready text READY"
    assert lines[1:-1] == _cpython(7, taps)
    assert lines[13] == "12 water text 1" and lines[15] == "13 water text 2", lines
    stats = r.stats
    assert not stats["memory_error"]
    frames, saves, ops = [int(x) for x in lines[-1].split()[1::2]]
    assert frames > taps and saves >= taps and ops > 10
    print("webgm on a %d B heap: peak live %d B, peak allocated %d B" % (
        HEAP, stats["peak_live_bytes"], stats["peak_alloc_bytes"]))


def test_the_pages_python_keeps_the_portability_rules():
    # web/py runs on MicroPython like lib/: the same lint rules hold
    py = os.path.join(ROOT, "web", "py")
    found = []
    for base, _, files in os.walk(py):
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(base, name)
                with open(path) as f:
                    found += lint.scan_source(f.read(), path)
    assert found == [], "\n".join(lint.format_finding(f) for f in found)


DISPLAY_LIST = '''
import displayio, terminalio, vectorio
from gmfw.textlabel import Label
from webgm import display_list
pal = displayio.Palette(2)
pal[0] = 0x102030
pal[1] = (255, 0, 1)                 # a tuple colour is packed like an int
root = displayio.Group()
inner = displayio.Group(x=10, y=20)
root.append(inner)
inner.append(vectorio.Rectangle(pixel_shader=pal, width=5, height=6, x=1, y=2))
inner.append(vectorio.Circle(pixel_shader=pal, radius=3, x=4, y=5, color_index=1))
inner.append(vectorio.Polygon(pixel_shader=pal, points=[(0, 0), (4, 0), (0, 4)], x=7, y=8))
hidden = vectorio.Rectangle(pixel_shader=pal, width=9, height=9)
hidden.hidden = True
inner.append(hidden)
root.append(Label(terminalio.FONT, text="Hi\\nyou", color=0xFFFFFF, scale=2,
                  anchor_point=(0.5, 1.0), anchored_position=(120, 239)))
root.append(Label(terminalio.FONT, text=" "))      # blank labels draw nothing
got = display_list(root, 0, 0, [])
# offsets add up through groups; hidden items and blank labels are left out
want = [("r", 11, 22, 5, 6, 0x102030), ("c", 14, 25, 3, 0xFF0001),
        ("p", 17, 28, [(0, 0), (4, 0), (0, 4)], 0x102030),
        ("t", 120, 239, 0.5, 1.0, 2, 0xFFFFFF, "Hi\\nyou", 1.25)]
assert got == want, got
'''


def test_the_display_list_walks_every_shape_on_micropython(tmp_path):
    need(mpvm.missing(), "the page's Python on the MicroPython VM")
    script = tmp_path / "display_list.py"
    script.write_text(DISPLAY_LIST)
    r = mpvm.run("exec", [str(script)], heap=HEAP, mounts=MOUNTS, timeout=120)
    assert r.ok, r.summary()


RECOVERY = '''
import json
import webgm
webgm.start('[["seed", "7"]]', "", 1000, 1)
page = webgm._page
out = json.loads(webgm.step(1020, "[[1, 1000], [0, 1010]]"))
# a tap is decided on its release (no bounce window for a key or a finger)
assert out["frame"]["view"]["turn"] == 1 and "save" in out, out
# the page sleeps until the clock's next shown second (app.js schedules by "wake")
assert 0 < out["wake"] <= 1000, out
element = out["frame"]["view"]["art"]


def broken(now):
    raise ValueError("boom")


page.app.tick = broken
out = json.loads(webgm.step(1120, ""))
# as the firmware's recover(): the error is reported, the app rebuilt from
# the last snapshot, the message shown as a notice
assert out == {"error": "error: boom", "wake": 0}, out
out = json.loads(webgm.step(1140, ""))
v = out["frame"]["view"]
assert (v["turn"], v["art"], v["hint"]) == (1, element, "error: boom"), v

# what localStorage held may be damaged: a new game and a notice, as after a
# bad NVM snapshot on the device
for saved, notice in (("zz", "saved game unreadable: new game"),
                      ("474d01", "no snapshot (too short): new game")):
    webgm.start("", json.dumps({"snapshot": saved}), 5000, 1)
    v = json.loads(webgm.step(5020, ""))["frame"]["view"]
    assert (v["phase"], v["hint"]) == ("ready", notice), (saved, v)
'''


def test_a_failing_tick_is_recovered_from_the_last_snapshot_on_micropython(tmp_path):
    need(mpvm.missing(), "the page's Python on the MicroPython VM")
    script = tmp_path / "recovery.py"
    script.write_text(RECOVERY)
    # four pages started in one VM call, and this port collects garbage only
    # between calls: the call's garbage (not the page's live heap, ~75 KB)
    # needs the room a browser's step-per-call page never piles up
    r = mpvm.run("exec", [str(script)], heap=2 * HEAP, mounts=MOUNTS, timeout=120)
    assert r.ok, r.summary()


PHONE = r'''
import json
import webgm


def run(address, saved, now=1000, reduced=0):
    webgm.start(json.dumps(address), json.dumps(saved) if saved else "", now, 1, reduced)
    return webgm._page


def step(now, edges=()):
    return json.loads(webgm.step(now, json.dumps(edges) if edges else ""))


def tap(now, down=80):
    return step(now + down, [[1, now], [0, now + down]])


# -- no bounce window: 50 taps at 20 ms down / 20 ms up are 50 taps (the
# device's 40 ms contact-bounce filter made them one 2 s hold)
page = run([["seed", "7"]], None)
seen = []
gesture = page.app.gesture
page.app.gesture = lambda g, now: (seen.append(g), gesture(g, now))
t = 2000
for i in range(50):
    step(t + 40, [[1, t], [0, t + 20]])
    t += 40
assert seen == ["tap"] * 50, seen

# -- every change is saved: a running clock second by second, the undo
# history with it, and the address settings the game was made with
page = run([["seed", "7"], ["turn", "30"]], None)
last = None
t = 1000
for i in range(3):
    out = tap(t)
    last = out.get("save", last)
    t += 300
saves = 0
for ms in range(0, 4200, 20):
    out = step(t + ms)
    if "save" in out:
        saves += 1
        last = out["save"]
assert saves >= 4, saves                              # a save each shown second
assert last["toml"] == "GM_SEED = 7\nGM_TURN_SECONDS = 30\n", last
page = run([["seed", "7"], ["turn", "30"]], last, now=90000)
v = step(90020)["frame"]["view"]
assert (v["turn"], v["hint"]) == (3, "resumed Pipes, turn 3"), v
assert v["seconds_left"] in (26, 25), v               # not back to 30: nothing given back
assert len(page.app.undo_stack) == 3
v = tap(91000, down=2600)["frame"]["view"]            # a 2.6 s hold: undo, after the reload
assert (v["turn"], v["hint"]) == (2, "undone: back to Pipes, turn 2"), v
# an undo history that is not this snapshot's is left out
wrong = dict(last)
wrong["undo"] = "0000:" + last["undo"].split(":")[1]
page = run([["seed", "7"], ["turn", "30"]], wrong, now=90000)
assert page.app.undo_stack == [] and page.app.game.turn == 3

# -- the address wins over a saved game made with other settings; the bare
# address resumes the saved game with its own settings
page = run([["game", "flipop"]], last)
v = step(1020)["frame"]["view"]
assert v["game"] == "flipop" and v["hint"] == "address settings: a new game", v
page = run([], last)
v = step(1020)["frame"]["view"]
assert (v["game"], v["turn"], v["clock_total"]) == ("pipes", 3, 30), v

# -- a bad address value is named as an address value
page = run([["game", "nosuch"], ["turn", "x y"], ["colour", "red"]], None)
notices = page.app.notices
assert notices[0].startswith('address game=nosuch: must be one of "pipes"'), notices
assert notices[0].endswith('; using "pipes"'), notices
assert notices[1].startswith("address turn=x y: must be letters and digits"), notices
assert notices[2].startswith("address: colour is not a setting"), notices
assert not [n for n in notices if "settings.toml" in n], notices
assert page.app.game.ID == "pipes"

# -- reduced motion: the water round pulses once, then stays blue
for reduced in (0, 1):
    page = run([["seed", "7"]], None, reduced=reduced)
    t = 1000
    for i in range(13):
        tap(t)
        t += 200
    looks = []
    for ms in range(0, 4000, 20):
        out = step(t + ms)
        if "frame" in out:
            v = out["frame"]["view"]
            assert v["phase"] == "water", v
            looks.append((v["background"][2], out["frame"]["ring"][0][2]))
    changes = sum(1 for a, b in zip(looks, looks[1:]) if a != b)
    if reduced:
        # on (the tap's frame), dim, on: one pulse; then the bright blue,
        # ring and page, held as the seconds go by
        assert looks[0] == (40, 40) and set(looks[1:]) == {(200, 255)} and len(looks) > 4, looks
    else:
        assert changes >= 6, looks

# -- reduced motion: the last seconds' blinking ring (Pipes' warning) holds
# its warning colour instead
for reduced in (0, 1):
    page = run([["seed", "7"], ["turn", "12"]], None, reduced=reduced)
    tap(1000)
    rings = set()
    for ms in range(0, 11000, 20):
        out = step(1100 + ms)
        if "frame" in out and out["frame"]["view"]["seconds_left"] <= 8:
            rings.add(tuple(tuple(c) for c in out["frame"]["ring"]))
    if reduced:
        assert len(rings) == 1 and (255, 120, 0) in list(rings)[0], rings
    else:
        assert len(rings) == 2, rings
'''


def test_the_page_saves_every_change_keeps_undo_and_lets_the_address_win_on_micropython(tmp_path):
    need(mpvm.missing(), "the page's Python on the MicroPython VM")
    script = tmp_path / "phone.py"
    script.write_text(PHONE)
    # one call from JS: the port collects no garbage within it, so a heap
    # for the whole script's garbage (the page's own heap is measured above)
    r = mpvm.run("exec", [str(script)], heap=32 * 1024 * 1024, mounts=MOUNTS, timeout=180)
    assert r.ok, r.summary()
