"""Every screen of every game at every profile's screen size (issue 13 item 3).

The real firmware runs in the simulator with the display of each profile in
``boards/`` (240x240 CPB/CLUE/simulator, 240x135 Feather ESP32-S3 TFT).
While scripted play walks through every screen (Pipes: ready, turn, warning,
timeout, water rounds, pause, the hold zones, undo, every menu entry and its
changes, a long settings message; Golem Battle: the dice, the bonus tiles,
the timed programming, the rows, the autonomous battle field, the energy
track; Flipop: both clocks to the flag, the device's choice and its move;
IceTowers: 3-2-1-GO, the calls, DROP, LOOP, the end, the pip count, the
result), every few hundred milliseconds the displayio tree the firmware built
is checked:

* every visible text label lies wholly on the screen;
* no two visible labels overlap;
* no label overlaps the art (pipe tile, golem field, roll tiles) or the
  timer bar.

Boxes come from displayio itself: a label's ``bounding_box``
(glyph cells, unscaled, relative to the label's origin) times its ``scale`` at
its ``x``/``y``; shapes' own x/y/width/height inside their groups.  An element
wholly under a later opaque rectangle (the long-message panel) is hidden and
not checked.
"""

import os
import shutil
import sys
import tempfile

import displayio  # noqa: F401 - before vectorio (circular import in Blinka's)
import pytest
import vectorio

from host_sim.runner import Simulator

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def profile_sizes():
    # every listed profile's screen (boards.PROFILE_MODULES: a new board's too)
    import boards
    sizes = set()
    for _, profile in boards.all_profiles():
        d = profile["display"]
        if d.get("kind") != "none":
            sizes.add((d["width"], d["height"]))
    return sorted(sizes)


SIZES = profile_sizes()


def _is_label(child):
    # the label class the profile draws with (adafruit_display_text's, or
    # gmfw.textlabel's on the nRF52840 boards: same boxes and pixels,
    # tests/firmware/test_labels.py); the simulator imports gmfw afresh for
    # each run, so the classes are looked up in the run's modules
    return any(isinstance(child, m.Label) for m in (
        sys.modules.get("adafruit_display_text.label"), sys.modules.get("gmfw.textlabel")) if m)


def _shape_box(shape, ox, oy):
    return (ox + shape.x, oy + shape.y, shape.width, shape.height)


def _group_boxes(group, ox, oy, out):
    ox += group.x
    oy += group.y
    for child in group:
        if getattr(child, "hidden", False):
            continue
        if isinstance(child, vectorio.Rectangle):
            out.append(_shape_box(child, ox, oy))
        elif _is_label(child):
            if child.text.strip():
                out.append(label_box(child, ox, oy))
        elif hasattr(child, "__len__"):
            _group_boxes(child, ox, oy, out)
    return out


def label_box(lbl, ox=0, oy=0):
    bx, by, bw, bh = lbl.bounding_box
    s = lbl.scale
    return (ox + lbl.x + bx * s, oy + lbl.y + by * s, bw * s, bh * s)


def _inside(a, b):
    return a[0] >= b[0] and a[1] >= b[1] and a[0] + a[2] <= b[0] + b[2] and a[1] + a[3] <= b[1] + b[3]


def _overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def screen_items(root, w, h):
    """[(kind, name, box)] of what is visible, top-level, in z order."""
    items = []
    for i, child in enumerate(root):
        if getattr(child, "hidden", False):
            continue
        if _is_label(child):
            if child.text.strip():
                items.append(("label", "%d:%r" % (i, child.text[:20]), label_box(child)))
        elif isinstance(child, vectorio.Rectangle):
            box = _shape_box(child, 0, 0)
            if box[2] >= w and box[3] >= h:
                continue                                 # the background
            items.append(("rect", "rect%d" % i, box))
        else:
            for box in _group_boxes(child, 0, 0, []):
                items.append(("art", "art%d" % i, box))
    visible = []
    for i, item in enumerate(items):
        covered = any(later[0] == "rect" and later[2][2] >= w and _inside(item[2], later[2])
                      for later in items[i + 1:])
        if not covered:
            visible.append(item)
    return visible


def check_screen(sim, where):
    disp = sim.display
    w, h = disp.width, disp.height
    items = screen_items(disp.root_group, w, h)
    labels = [it for it in items if it[0] == "label"]
    others = [it for it in items if it[0] != "label" and it[2][2] < w]   # not the panel
    problems = []
    for kind, name, box in labels:
        if not _inside(box, (0, 0, w, h)):
            problems.append("%s leaves the %dx%d screen: %r" % (name, w, h, box))
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            if _overlap(a[2], b[2]):
                problems.append("%s overlaps %s: %r %r" % (a[1], b[1], a[2], b[2]))
        for b in others:
            if _overlap(a[2], b[2]):
                problems.append("%s overlaps %s: %r %r" % (a[1], b[1], a[2], b[2]))
    assert not problems, "%s at %dx%d, view %r:\n%s" % (
        where, w, h, sim.telemetry()["view"], "\n".join(problems))
    return len(labels)


def no_firmware_errors(sim):
    # a layout the C modules reject (e.g. a vectorio.Rectangle of width 0,
    # "width must be >= 1" in CircuitPython and in Blinka alike) would raise
    # in the firmware, be recovered and recorded as "error: ..."
    errors = [e for e in sim.telemetry()["errors"] if not e.startswith("settings.toml")]
    assert errors == [] and sim.crashes == [], errors


class Walker:
    def __init__(self, sim, name):
        self.sim, self.name, self.checks = sim, name, 0
        self.titles = set()

    def check(self, what):
        # every screen shows some text: none found means the checker no
        # longer recognises the firmware's labels and would pass anything
        assert check_screen(self.sim, "%s: %s" % (self.name, what)) >= 1, (self.name, what)
        self.checks += 1
        view = self.sim.telemetry()["view"] or {}
        self.titles.add((view.get("phase"), view.get("art")))

    def wait(self, seconds, what="wait"):
        t = 0.0
        while t < seconds - 1e-9:
            step = min(0.25, seconds - t)
            self.sim.wait(step)
            t += step
            self.check(what)

    def press(self, what="press"):
        self.sim.press()
        self.wait(0.5, what)

    def hold(self, seconds, what="hold"):
        self.sim.set_button(True)
        self.wait(seconds, what + " (held)")
        self.sim.set_button(False)
        self.wait(0.5, what)


def walk_pipes(size):
    bad = {"GM_TURN_SECONDS": "soon", "GM_BRIGHTNES": 5}
    with Simulator(game="pipes", seed=3, display_size=size, extra_settings=bad) as sim:
        w = Walker(sim, "pipes")
        w.wait(9, "boot notices")                       # two long settings messages
        w.press("start")
        for _ in range(3):
            w.press("next turn")
        w.wait(61, "turn to timeout")                   # warning, then TIME!
        w.press("after timeout")
        for _ in range(9):
            w.press("to the water rounds")
        w.press("water round")
        w.hold(1.2, "pause")
        w.press("resume")
        w.hold(2.6, "undo")
        w.wait(4.5, "undo notice")
        w.hold(4.6, "menu")
        for _ in range(9):
            w.press("menu entry")
            w.hold(1.2, "menu change")
        w.wait(40, "menu idle")
        no_firmware_errors(sim)
        return w


def walk_golems(size, players, variant, program_s, drive=None):
    extra = {"GOLEMS_PLAYERS": players, "GOLEMS_VARIANT": variant,
             "GOLEMS_PROGRAM_SECONDS": program_s}
    with Simulator(game="golems", seed=11, display_size=size, extra_settings=extra, drive=drive) as sim:
        w = Walker(sim, "golems %d %s" % (players, variant))
        w.wait(1, "boot")
        for _ in range(2):
            w.press("start")
            w.wait(2, "rolls")
            w.press("to program")
            if program_s:
                w.wait(program_s + 2, "program countdown")
            for _ in range(6):
                w.press("rows")
        no_firmware_errors(sim)
        return w


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_pipes_screen_fits(size):
    w = walk_pipes(size)
    phases = {p for p, _ in w.titles}
    assert {"turn", "timeout", "water", "paused", "menu"} <= phases, phases
    assert w.checks > 400


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_golems_screen_fits(size):
    kinds = set()
    for players, variant, program_s in ((4, "standard", 30), (2, "beginner", 0), (3, "siege", 0)):
        kinds |= walk_golems(size, players, variant, program_s).titles
    drive = tempfile.mkdtemp(prefix="gm-sizes-")
    try:
        os.makedirs(os.path.join(drive, "golems"))
        for name in ("field.txt", "p1.txt", "p2.txt"):
            shutil.copy(os.path.join(REPO, "examples", "golems", name), os.path.join(drive, "golems", name))
        kinds |= walk_golems(size, 2, "autonomous", 0, drive=drive).titles
    finally:
        shutil.rmtree(drive, ignore_errors=True)
    assert {k for _, k in kinds} >= {"text", "golems"}, kinds



def walk_flipop(size, mode, seed):
    extra = {"FLIPOP_MODE": mode, "FLIPOP_SECONDS": 15}
    with Simulator(game="flipop", seed=seed, boot_mode="resume", display_size=size,
                   extra_settings=extra) as sim:
        w = Walker(sim, "flipop %s" % mode)
        w.wait(1, "ready")
        w.press("start")
        for _ in range(3):
            w.press("a move")
            w.wait(4, "the move's clock or the device's pick")
        w.hold(1.2, "pause")
        w.press("resume")
        w.hold(2.6, "undo")
        w.wait(20, "to the flag" if mode == "move" else "play on")
        w.press("after")
        no_firmware_errors(sim)
        return w


def walk_icetowers(size, players):
    extra = {"ICETOWERS_PLAYERS": players, "ICETOWERS_LIMIT_MINUTES": 1, "ICETOWERS_DROP_THEN": "play"}
    with Simulator(game="icetowers", seed=5, boot_mode="resume", display_size=size,
                   extra_settings=extra) as sim:
        w = Walker(sim, "icetowers %d" % players)
        w.wait(1, "ready")
        w.press("start")
        w.wait(4, "3-2-1-GO")
        w.wait(3, "play")
        w.press("call menu")
        w.wait(2.5, "drop")
        w.wait(4.5, "drop done")
        w.hold(1.2, "pause")
        w.press("resume")
        w.press("call menu")
        w.press("next call")
        w.wait(2.5, "loop call")
        w.press("loop acknowledged")
        w.wait(60, "to the time limit")
        w.press("scoring")
        score_icetowers(w, players)
        no_firmware_errors(sim)
        return w


def score_icetowers(w, colours):
    # each colour: +10 taps, every step shown, then "done" (the walk's last)
    for n in range(colours):
        for _ in range(n + 2):
            w.press("+10")
        w.wait(2 + 2 + 2, "the steps +5, +1, done")
        w.press("done: next colour")
    w.wait(3, "result")


def walk_icetowers_variant(size, variant):
    # the two-player variants' longer names (Red+Green, Gus) on every screen,
    # and DROP ending the game (the rules' deadlock)
    extra = {"ICETOWERS_VARIANT": variant}
    with Simulator(game="icetowers", seed=5, boot_mode="resume", display_size=size,
                   extra_settings=extra) as sim:
        w = Walker(sim, "icetowers %s" % variant)
        w.wait(1, "ready")
        w.press("start")
        w.wait(4, "3-2-1-GO")
        w.press("call menu")
        w.wait(2.5, "drop")
        w.wait(4.5, "drop: the end")
        w.press("scoring")
        score_icetowers(w, 3 if variant == "gus" else 4)
        w.press("new game")
        w.press("start")
        w.wait(4, "3-2-1-GO")
        for _ in range(3):
            w.press("to END")
        w.wait(2.5, "END called")
        no_firmware_errors(sim)
        return w


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_flipop_screen_fits(size):
    phases = set()
    for mode, seed in (("move", 1), ("versus", 3)):
        phases |= {p for p, _ in walk_flipop(size, mode, seed).titles}
    assert {"ready", "turn", "paused", "flag", "choose", "think", "show"} <= phases, phases


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_icetowers_screen_fits(size):
    phases = set()
    for players in (2, 4):
        phases |= {p for p, _ in walk_icetowers(size, players).titles}
    assert {"ready", "countdown", "play", "call", "drop", "loop", "paused", "end", "score",
            "result"} <= phases, phases


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_icetowers_variant_screen_fits(size):
    phases = set()
    for variant in ("gus", "double"):
        phases |= {p for p, _ in walk_icetowers_variant(size, variant).titles}
    assert {"ready", "countdown", "drop", "end", "score", "result"} <= phases, phases


def test_the_checker_sees_an_overlap_and_a_label_off_screen():
    # the check must be able to fail: two labels on top of each other, one
    # running off the right edge
    import displayio
    import terminalio
    sys.path.insert(0, os.path.join(REPO, "firmware"))
    try:
        from gmfw.textlabel import Label
    finally:
        sys.path.remove(os.path.join(REPO, "firmware"))
    root = displayio.Group()
    root.append(Label(terminalio.FONT, text="New game", scale=5, anchored_position=(-10, 60)))
    root.append(Label(terminalio.FONT, text="menu 1 of 7", scale=1, anchored_position=(20, 60)))
    items = screen_items(root, 240, 135)
    a, b = items[0][2], items[1][2]
    assert not _inside(a, (0, 0, 240, 135)) and _overlap(a, b)


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_a_message_longer_than_four_rows_keeps_its_start_and_is_cut_with_dots(size):
    # the panel holds 4 rows at most.  An unknown 200-letter key makes a ~240-character message; its
    # start ("settings.toml line N: unknown key GM_...") must be shown.
    key = "GM_" + "X" * 200
    with Simulator(game="pipes", seed=3, display_size=size, extra_settings={key: 1}) as sim:
        sim.wait(0.5)
        check_screen(sim, "long message")
        hint = [c for c in sim.display.root_group if _is_label(c)][-1]
        lines = hint.text.split("\n")
        assert len(lines) == 4, lines
        assert lines[0].startswith("settings.toml line") and lines[-1].endswith("...")
        assert all(len(line) <= (size[0] - 4) // 6 for line in lines)
