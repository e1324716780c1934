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

* every visible text label lies wholly on the screen, 3 px clear of its
  sides (a full-width line's margin) and 1 px of its top and bottom;
* no two visible labels overlap;
* no label overlaps the art (pipe tile, golem field, roll tiles) or the
  timer bar, and the text above the bar ends 3 px over it;
* Golem Battle's lives lost, the big number, are larger than any other text;
* nothing the view model says is lost: its title, big word, hint and every
  line appear whole in some visible label (a message over ``PANEL_CHARS``
  may be cut with "..." on the panel);
* within one phase a big word keeps its size whatever name or number it
  holds ("Red 3" and "Yellow 3" alike).

Boxes alone cannot see lost text: the screen wraps the lines and keeps the
rows that fit, and cuts a title to the width, before any label gets the text,
so what was dropped never shows up as a label off the screen.  Hence the
comparison with the view model (published by the firmware, gmfw.telemetry).
The walks also have to reach the screens: Golem Battle's include a
four-golem drive battle to its end, a refused drive file (booting straight
into play and from the ready screen) and every colour's lives entry.

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


def gmfw(name):
    # the firmware's module gmfw.<name>, imported with firmware/ on the path
    sys.path.insert(0, os.path.join(REPO, "firmware"))
    try:
        return __import__("gmfw." + name, None, None, ("x",))
    finally:
        sys.path.remove(os.path.join(REPO, "firmware"))


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
    # the boxes of what a group draws: shapes, a picture's tiles (art_flipop), labels
    out.extend(item[1] for item in _drawn(group, ox, oy, []))
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
    """[(kind, name, box, text)] of what is visible, top-level, in z order."""
    items = []
    for i, child in enumerate(root):
        if getattr(child, "hidden", False):
            continue
        if _is_label(child):
            if child.text.strip():
                items.append(("label", "%d:%r" % (i, child.text[:20]), label_box(child), child.text))
        elif isinstance(child, vectorio.Rectangle):
            box = _shape_box(child, 0, 0)
            if box[2] >= w and box[3] >= h:
                continue                                 # the background
            items.append(("rect", "rect%d" % i, box, None))
        else:
            for box in _group_boxes(child, 0, 0, []):
                items.append(("art", "art%d" % i, box, None))
    visible = []
    for i, item in enumerate(items):
        covered = any(later[0] == "rect" and later[2][2] >= w and _inside(item[2], later[2])
                      for later in items[i + 1:])
        if not covered:
            visible.append(item)
    return visible


EDGE_X = 3        # dark pixels kept between text and the screen's sides (a full line has 3)
EDGE_Y = 1        # and its top and bottom (the hint sits on the last row)
BAR_GAP = 3       # dark pixels between the timer bar and the text above it
PANEL_CHARS = 150  # a message longer than this may be cut with "..." (the panel's 4 rows)


def _squeeze(text):
    # text with its spacing and line breaks taken out: what wrapping (at a
    # space, or inside a word longer than a line) cannot change
    return "".join(text.split())


def lost_text(view, label_texts, panel):
    """What the view model says that no visible label shows: a title cut
    to the screen's width, a line wrapped onto rows the screen has no room
    for, a hint cut short.  The screen drops such text before it reaches a
    label, so the label boxes alone never show the loss."""
    if not view:
        return []
    shown = [_squeeze(t) for t in label_texts]
    wanted = [("title", view.get("title") or "")]
    if view.get("art") == "text" and isinstance(view.get("big"), str) and not panel:
        wanted.append(("big", view["big"]))             # (the panel covers it too)
    hint = view.get("hint") or ""
    if len(hint) > PANEL_CHARS:
        hint = hint[:PANEL_CHARS * 3 // 4]          # the panel keeps the start
    wanted.append(("hint", hint))
    if not panel:                                   # the panel covers the lines
        wanted.extend(("line", line) for line in view.get("lines") or ())
    return ["%s %r is not on screen whole" % (kind, text) for kind, text in wanted
            if _squeeze(text) and not any(_squeeze(text) in t for t in shown)]


TEXT_CONTRAST = 4.5     # WCAG 2 AA: every text against what is drawn under it


def _luminance(c):
    def lin(v):
        v /= 255.0
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin((c >> 16) & 255) + 0.7152 * lin((c >> 8) & 255) + 0.0722 * lin(c & 255)


def contrast(a, b):
    x, y = sorted((_luminance(a), _luminance(b)))
    return (y + 0.05) / (x + 0.05)


def _drawn(group, ox, oy, out, nesting=False):
    # what the display draws, in its order: ("rect", box, colour), ("tiles",
    # box, None) and ("label", box, colour, text), nested groups' too (a
    # picture's own labels: the rolls' signs on their tiles); with
    # ``nesting`` each nested group's items between "(" and ")" as well
    ox += group.x
    oy += group.y
    for child in group:
        if getattr(child, "hidden", False):
            continue
        if isinstance(child, vectorio.Rectangle):
            out.append(("rect", _shape_box(child, ox, oy), child.pixel_shader[child.color_index]))
        elif isinstance(child, displayio.TileGrid):
            out.append(("tiles", (ox + child.x, oy + child.y, child.width * child.tile_width,
                                  child.height * child.tile_height), None))
        elif _is_label(child):
            if child.text.strip():
                out.append(("label", label_box(child, ox, oy), child.color, child.text))
        elif hasattr(child, "__len__"):
            if nesting:
                out.append("(")
            _drawn(child, ox, oy, out, nesting)
            if nesting:
                out.append(")")
    return out


def screen_key(sim):
    """All that check_screen reads of a screen: the same key, the same
    verdict (a walk checks each screen it sees once, not at every step)."""
    disp = sim.display
    return (disp.width, disp.height, repr(sim.telemetry()["view"]),
            tuple(_drawn(disp.root_group, 0, 0, [], nesting=True)))


def low_contrast(root):
    """Texts that stand less than TEXT_CONTRAST against what is drawn under
    them: the shapes drawn before a label that its box meets (one that covers
    the whole box hides what lay under it), not the screen's background alone
    (the ready screen's "1" on a red tile, issue 36)."""
    items = _drawn(root, 0, 0, [])
    problems = []
    for i, item in enumerate(items):
        if item[0] != "label":
            continue
        box = item[1]
        under = []
        for kind, other, colour in (it[:3] for it in items[:i]):
            if not _overlap(box, other):
                continue
            if kind == "tiles":
                under.append(None)                   # a picture's pixels: not measured here
            elif _inside(box, other):
                under = [colour]
            else:
                under.append(colour)
        for colour in under:
            if colour is None:
                problems.append("label %r lies on a picture's tiles: its contrast is not "
                                "measured" % item[3][:20])
            elif contrast(item[2], colour) < TEXT_CONTRAST:
                problems.append("label %r is %.2f:1 on 0x%06X (at least %.1f)" % (
                    item[3][:20], contrast(item[2], colour), colour, TEXT_CONTRAST))
    return problems


def check_screen(sim, where):
    disp = sim.display
    w, h = disp.width, disp.height
    items = screen_items(disp.root_group, w, h)
    labels = [it for it in items if it[0] == "label"]
    others = [it for it in items if it[0] != "label" and it[2][2] < w]   # not the panel
    panel = any(it[0] == "rect" and it[2][2] >= w for it in items)
    problems = []
    for kind, name, box, _ in labels:
        if not _inside(box, (EDGE_X, EDGE_Y, w - 2 * EDGE_X, h - 2 * EDGE_Y)):
            problems.append("%s touches or leaves the %dx%d screen's edge: %r" % (name, w, h, box))
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            if _overlap(a[2], b[2]):
                problems.append("%s overlaps %s: %r %r" % (a[1], b[1], a[2], b[2]))
        for b in others:
            if _overlap(a[2], b[2]):
                problems.append("%s overlaps %s: %r %r" % (a[1], b[1], a[2], b[2]))
            elif b[0] == "rect" and _overlap((a[2][0], a[2][1], a[2][2], a[2][3] + BAR_GAP), b[2]):
                problems.append("%s ends less than %d px above %s: %r %r" % (
                    a[1], BAR_GAP, b[1], a[2], b[2]))
    view = sim.telemetry()["view"]
    problems.extend(lost_text(view, [it[3] for it in labels], panel))
    problems.extend(low_contrast(disp.root_group))
    assert not problems, "%s at %dx%d, view %r:\n%s" % (
        where, w, h, view, "\n".join(problems))
    return len(labels)


def no_firmware_errors(sim):
    # a layout the C modules reject (e.g. a vectorio.Rectangle of width 0,
    # "width must be >= 1" in CircuitPython and in Blinka alike) would raise
    # in the firmware, be recovered and recorded as "error: ..."
    errors = [e for e in sim.telemetry()["errors"] if not e.startswith("settings.toml")]
    assert errors == [] and sim.crashes == [], errors


NAMES = ("Red", "Blue", "Yellow", "Green", "White", "Black")
# Golem Battle's golems in Polish, Czech and Russian, and as the English
# build spells them (gamemaster.golems.words_master_<lang>)
NAMES += ("Czerwony", "Niebieski", "Żółty", "Zolty", "Zielony", "Červený", "Cerveny", "Modrý",
          "Modry", "Žlutý", "Zluty", "Zelený", "Zeleny", "Красный", "Синий", "Жёлтый", "Зелёный",
          "Krasnyi", "Sinii", "Zheltyi", "Zelenyi")


def big_pattern(text):
    # "Red 3", "Yellow 0" -> "@ #": one message whose size must not depend
    # on the player's name or the number in it
    words = []
    for word in text.split(" "):
        words.append("@" if word in NAMES else "#" if word.isdigit() else word)
    return " ".join(words)


# (width, height, game, phase, big_pattern, no clock) -> {scale: text},
# across every walk of a run: "Red" winning one walk and "Blue" another must
# match (a clock beside the word leaves it less room: another key)
BIG_SCALES = {}


class Walker:
    lang = "en"             # the walk's GM_LANG: a big word's size is the same within one

    def __init__(self, sim, name):
        self.sim, self.name, self.checks = sim, name, 0
        self.seen = {}              # screen_key: its labels' count (checked)
        self.titles = set()
        self.recharged = False
        self.pages = 0              # Golem Battle's row reports' pages seen

    def check(self, what):
        # every screen shows some text: none found means the checker no
        # longer recognises the firmware's labels and would pass anything
        key = screen_key(self.sim)
        if key not in self.seen:
            self.seen[key] = check_screen(self.sim, "%s: %s" % (self.name, what))
        assert self.seen[key] >= 1, (self.name, what)
        self.checks += 1
        view = self.sim.telemetry()["view"] or {}
        self.titles.add((view.get("phase"), view.get("art")))
        self.recharged = self.recharged or view.get("title") in RECHARGED
        if (view.get("hint") or "").startswith("press: page "):
            self.pages = max(self.pages, int(view["hint"].split()[-1]))
        big = view.get("big")
        if view.get("phase") == "lives" and view.get("game") == "golems":
            # the lives lost, the big number: bigger than any other text
            scale = dict((c.text, c.scale) for c in self.sim.display.root_group if _is_label(c))
            assert all(scale[big] > v for t, v in scale.items() if t != big and t.strip()), \
                "%s: %s at %r: " \
                "the lives %r are not the biggest text %r" % (self.name, what,
                                                               self.sim.display.width, big, scale)
        if view.get("art") == "text" and isinstance(big, str) and big.strip():
            for child in self.sim.display.root_group:
                if _is_label(child) and child.text == big:
                    d = self.sim.display
                    scales = BIG_SCALES.setdefault((self.lang, d.width, d.height, view.get("game"),
                                                    view.get("phase"), big_pattern(big),
                                                    view.get("seconds_left") is None), {})
                    scales[child.scale] = big
                    assert len(scales) == 1, "%s: %s at %r: the big word's size changes with " \
                        "the name or number: %r" % (self.name, what, self.sim.display.width, scales)

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


def walk_pipes(size, lang="en", font_build=None):
    # ``lang``: GM_LANG (the menu's walk changes it on its last entry, to the
    # next language); ``font_build``: the board's CircuitPython build (the
    # language's own by default; "en_US": every letter beyond ASCII spelt
    # plainly, ж as zh: longer words)
    bad = {"GM_TURN_SECONDS": "soon", "GM_BRIGHTNES": 5, "GM_LANG": lang}
    with Simulator(game="pipes", seed=3, display_size=size, extra_settings=bad,
                   font_build=font_build) as sim:
        w = Walker(sim, "pipes %s on %s" % (lang, sim.font_build))
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
        w.wait(40, "menu idle (it stays open)")
        no_firmware_errors(sim)
        return w


def walk_golems(size, players, variant, program_s, lives=False, lang="en", font_build=None):
    # ``lives``: every colour's lives entry with a tap each (a golem knocked
    # out, the siege's castle question), three rounds, to the end of the game;
    # ``lang``, ``font_build``: as walk_pipes'
    extra = {"GOLEMS_PLAYERS": players, "GOLEMS_VARIANT": variant,
             "GOLEMS_PROGRAM_SECONDS": program_s, "GM_LANG": lang}
    with Simulator(game="golems", seed=11, display_size=size, extra_settings=extra,
                   font_build=font_build) as sim:
        w = Walker(sim, "golems %d %s %s on %s" % (players, variant, lang, sim.font_build))
        w.lang = lang
        w.wait(1, "boot")
        for _ in range(3 if lives else 2):
            w.press("start / next round")
            w.wait(2, "rolls")
            w.press("to program")
            if program_s:
                w.wait(program_s + 2, "program countdown")
            for _ in range(5 if lives else 6):
                w.press("rows")
            if lives:
                for _ in range(players + (variant == "siege")):
                    w.press("a life lost")
                    w.hold(1.2, "entered: the next player")
                w.wait(3, "round end or the result")
        no_firmware_errors(sim)
        return w


def drive_folder(files):
    """A temporary board drive holding ``golems/NAME`` for each NAME: text
    (or an examples/golems file name: copied)."""
    drive = tempfile.mkdtemp(prefix="gm-sizes-")
    os.makedirs(os.path.join(drive, "golems"))
    for name, text in files.items():
        if text.endswith(".txt"):
            with open(os.path.join(REPO, "examples", "golems", text)) as f:
                text = f.read()
        with open(os.path.join(drive, "golems", name), "w") as f:
            f.write(text)
    return drive


# four golems; Blue, Yellow and Green walk into the water and are all out in
# the first round: the row that ends the battle has four report lines and
# "Knocked out: Blue, Yellow, Green"
FOUR_OUT = {"field.txt": ".  ~  ~  ~\nR> B^ Y^ G^\n.  .  .  .\n.  .  .  .\n",
            "p1.txt": "S S S D", "p2.txt": "F F F S", "p3.txt": "F F F S", "p4.txt": "F F F S"}
# the same, Yellow left standing: "Yellow" wins, as big as "Red" did
FOUR_OUT_YELLOW = {"field.txt": ".  ~  ~  ~\nY> R^ B^ G^\n.  .  .  .\n.  .  .  .\n",
                   "p3.txt": "S S S D", "p1.txt": "F F F S", "p2.txt": "F F F S",
                   "p4.txt": "F F F S"}
# issue 36: four golems with long reports.  Row 1 ends the battle: Red's
# "Enemy?" walks into the barrel three times, the others into the water
# three times ("Blue: else 3(F) water/water/water -3 [0]") and are out;
# the row's five lines take 14 rows at 23 columns: pages a tap turns
FOUR_LONG_OUT = {"field.txt": "o  ~  ~  ~\nR^ B^ Y^ G^\n.  .  .  .\n.  .  .  .\n",
                 "p1.txt": "E?(3(F),2(F)) S S D", "p2.txt": "A?(2(F),3(F)) S S D",
                 "p3.txt": "A?(2(F),3(F)) S S D", "p4.txt": "A?(2(F),3(F)) S S D"}
# and rows that do not end it: every golem "then 3(F) blocked/blocked/blocked"
FOUR_LONG_ROWS = {"field.txt": "o  o  o  o\nR^ B^ Y^ G^\n.  .  .  .\n.  .  .  .\n",
                  "p1.txt": "E?(3(F),2(F)) S S D", "p2.txt": "E?(3(F),2(F)) S S D",
                  "p3.txt": "E?(3(F),2(F)) S S D", "p4.txt": "E?(3(F),2(F)) S S D"}
# a program the parser refuses with a long line (112 characters)
BAD_PROGRAM = {"field.txt": ". . . .\nR> B^ . .\n. . . .\n. . . .\n",
               "p1.txt": "S S S D", "p2.txt": "E?(E?(F,F),X) F F F"}


def walk_golems_drive(size, files, presses, boot_mode=None, tie=False, lang="en", font_build=None):
    extra = {"GOLEMS_VARIANT": "autonomous", "GOLEMS_PLAYERS": 2, "GM_LANG": lang}
    drive = drive_folder(files)
    try:
        kw = {"boot_mode": boot_mode} if boot_mode else {}
        with Simulator(game="golems", seed=11, display_size=size, extra_settings=extra,
                       drive=drive, font_build=font_build, **kw) as sim:
            w = Walker(sim, "golems drive %s" % sorted(files))
            w.lang = lang
            w.wait(5, "setup and its notices")
            for _ in range(presses):
                if tie and (sim.telemetry()["view"] or {}).get("big") in TIE:
                    w.press("the draw shown")
                    w.press("the recharge shown")
                    w.hold(1.2, "the recharge taken")
                    tie = False
                w.press("next")
            no_firmware_errors(sim)
            return w
    finally:
        shutil.rmtree(drive, ignore_errors=True)


# a tie's recharge's title in each language (words_view_round_<lang>)
RECHARGED = ("Tie: recharged", "Golemy naładowane", "Golemy naladowane", "Golemové nabiti",
             "Golemove nabiti", "Големы заряжены", "Golemy zariazheny")
# a tie's big word in each language (words_view_end_<lang>), as each build spells it
TIE = ("Tie", "Po równo", "Po rowno", "Nerozhodně", "Nerozhodne", "Поровну", "Porovnu")


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_golems_screen_fits(size):
    kinds = set()
    for players, variant, program_s in ((4, "standard", 30), (2, "beginner", 0), (3, "siege", 0)):
        kinds |= walk_golems(size, players, variant, program_s).titles
    kinds |= walk_golems_drive(size, {"field.txt": "field.txt", "p1.txt": "p1.txt",
                                      "p2.txt": "p2.txt"}, 12).titles
    assert {k for _, k in kinds} >= {"text", "golems"}, kinds


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_golems_end_and_error_screen_fits(size):
    phases = set()
    phases |= {p for p, _ in walk_golems_drive(size, FOUR_OUT, 6).titles}
    phases |= {p for p, _ in walk_golems_drive(size, FOUR_OUT_YELLOW, 6).titles}
    long_out = walk_golems_drive(size, FOUR_LONG_OUT, 4)
    assert ("game_over", "text") in long_out.titles and long_out.pages >= 3, long_out.pages
    assert walk_golems_drive(size, FOUR_LONG_ROWS, 5).pages >= 2
    # nobody is hit: a tie at energy out, its recharge (the marker screen), rows again
    tie = walk_golems_drive(size, {"field.txt": "field.txt", "p1.txt": "S S D S",
                                   "p2.txt": "S S D S"}, 46, tie=True)
    assert ("game_over", "text") in tie.titles and tie.recharged, tie.titles
    phases |= {p for p, _ in tie.titles}
    phases |= {p for p, _ in walk_golems_drive(size, {"field.txt": "stream.txt", "p1.txt": "F S S D",
                                                      "p2.txt": "L F S D"}, 6, "resume").titles}
    phases |= {p for p, _ in walk_golems_drive(size, {"field.txt": "siege.txt", "p1.txt": "3(F) F F R",
                                                      "p2.txt": "S D S D"}, 8, "resume").titles}
    for boot in ("play", "resume"):           # straight into play, or the ready screen first
        phases |= {p for p, _ in walk_golems_drive(size, BAD_PROGRAM, 1, boot).titles}
    for players, variant in ((4, "standard"), (2, "siege")):
        phases |= {p for p, _ in walk_golems(size, players, variant, 0, lives=True).titles}
    assert {"setup", "final_row", "game_over", "lives"} <= phases, phases


def walk_golems_tie_with_golems_out(size):
    # Four physical golems; Yellow and Green lose a life in round 1 and
    # nobody is hit after: at energy out Red and Blue tie, the others are
    # out.  The walk checks the tie's screen (the lives with "out", the
    # choice shown), its recharge, the next round's rolls and the lives
    # entry that asks the tied golems only; the rounds between are pressed
    # through unchecked (their screens are the other walks').
    extra = {"GOLEMS_PLAYERS": 4, "GOLEMS_VARIANT": "standard", "GOLEMS_PROGRAM_SECONDS": 0}
    with Simulator(game="golems", seed=11, display_size=size, extra_settings=extra) as sim:
        w = Walker(sim, "golems 4, a tie with two out")

        def phase():
            return (sim.telemetry()["view"] or {}).get("phase")

        def to_lives():
            for _ in range(12):
                if phase() == "lives":
                    return
                sim.press()
                sim.wait(1.5)              # (the die settles)
            raise AssertionError("no lives entry: %s" % phase())
        sim.wait(1)
        for rnd in range(20):
            if phase() == "game_over":
                break
            to_lives()
            for c in range(4):
                if rnd == 0 and c >= 2:
                    sim.press()            # Yellow, Green: one life lost
                sim.hold(1.2)
            sim.wait(0.5)
        w.wait(1, "the tie, two golems out")
        w.press("the draw shown")
        w.press("the recharge shown")
        w.hold(1.2, "the recharge taken")
        w.press("the next round")
        w.wait(2, "the rolls, two golems out")
        to_lives()
        asked = []
        while phase() == "lives":
            asked.append(sim.telemetry()["view"]["title"])
            w.hold(1.2, "the tied golems' lives")
        assert asked == ["Red lost", "Blue lost"], asked
        no_firmware_errors(sim)
        return w


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_a_tie_with_golems_out_fits_and_asks_the_tied_golems_only(size):
    w = walk_golems_tie_with_golems_out(size)
    assert w.recharged and ("game_over", "text") in w.titles and ("lives", "text") in w.titles


def _golems_changes(i, entries):
    # Golem Battle's menu: every value of each setting (the game's: all
    # four, back to Golem Battle; the siege's twelve pairs, the longest
    # values); not the language's (walk_menu's)
    return 0 if not 2 <= i < entries - 1 else 4 if i == 2 else 12 if i == 5 else 5


def lang_walks():
    """(size, lang, build) for every screen, language and build: None the
    language's own build, "en_US" the English one (every letter beyond ASCII
    spelt plainly).  make test walks each language on its own build on the
    smallest screen (the fewest rows and columns), Russian (the longest
    words) on every screen, and on the English build Russian (ж spelt zh:
    longer still) on the smallest; make test-slow walks every one."""
    smallest = min(SIZES, key=lambda s: s[0] * s[1])
    walks = []
    for size in SIZES:
        for lang in ("pl", "cs", "ru"):
            for build in (None, "en_US"):
                sampled = size == smallest and (build is None or lang == "ru") or \
                    (lang == "ru" and build is None)
                walks.append(pytest.param(size, lang, build, marks=() if sampled else pytest.mark.slow,
                                          id="%dx%d-%s-%s" % (size + (lang, build or "own"))))
    return walks


LANG_WALKS = lang_walks()


@pytest.mark.parametrize("size,lang,build", LANG_WALKS)
def test_every_golems_screen_reads_in_each_language_on_its_own_build_and_the_english_one(
        size, lang, build):
    # issue 39 phase 2: Golem Battle in Polish, Czech and Russian, each line
    # whole and on the screen: the dice, the timed programming, the rows, every
    # golem's lives entry to a knock-out, the siege's castle question, a tie
    # and its recharge, a refused drive file, the menu's Golem Battle entries
    phases, titles = set(), set()
    for players, variant, program_s, lives in ((4, "standard", 30, False), (2, "beginner", 0, False),
                                                (4, "standard", 0, True), (2, "siege", 0, True)):
        w = walk_golems(size, players, variant, program_s, lives, lang, build)
        phases |= {p for p, _ in w.titles}
    tie = walk_golems_drive(size, {"field.txt": "field.txt", "p1.txt": "S S D S",
                                   "p2.txt": "S S D S"}, 46, tie=True, lang=lang, font_build=build)
    assert ("game_over", "text") in tie.titles, tie.titles
    phases |= {p for p, _ in tie.titles}
    phases |= {p for p, _ in walk_golems_drive(size, FOUR_OUT, 6, lang=lang, font_build=build).titles}
    phases |= {p for p, _ in walk_golems_drive(size, BAD_PROGRAM, 1, "play", lang=lang,
                                               font_build=build).titles}
    assert {"setup", "roll", "program", "execute", "lives", "round_end", "game_over",
            "final_row"} <= phases, phases
    menu = walk_menu(size, lang, build, "golems", _golems_changes)
    assert ("menu", "text") in menu.titles and menu.checks > 100, (menu.titles, menu.checks)


def walk_flipop(size, mode, seed, human="white", lang="en", font_build=None):
    # ``lang``, ``font_build``: as walk_pipes'
    extra = {"FLIPOP_MODE": mode, "FLIPOP_SECONDS": 15, "FLIPOP_HUMAN": human, "GM_LANG": lang}
    with Simulator(game="flipop", seed=seed, boot_mode="resume", display_size=size,
                   extra_settings=extra, font_build=font_build) as sim:
        w = Walker(sim, "flipop %s %s on %s" % (mode, lang, sim.font_build))
        w.wait(1, "ready")
        if lang != "en" and font_build == "en_US":
            w.wait(5, "the notice: which build has the letters")
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


def walk_icetowers(size, players, lang="en", font_build=None):
    # ``lang``, ``font_build``: as walk_pipes'
    extra = {"ICETOWERS_PLAYERS": players, "ICETOWERS_LIMIT_MINUTES": 1, "ICETOWERS_DROP_THEN": "play",
             "GM_LANG": lang}
    with Simulator(game="icetowers", seed=5, boot_mode="resume", display_size=size,
                   extra_settings=extra, font_build=font_build) as sim:
        w = Walker(sim, "icetowers %d %s on %s" % (players, lang, sim.font_build))
        w.wait(1 if lang == "en" else 6, "ready")               # (and a build's notice)
        w.press("start")
        w.wait(4, "3-2-1-GO")
        w.wait(3, "play")
        w.press("call menu")
        w.wait(2.5, "the call menu")
        w.hold(1.2, "drop taken")
        w.wait(4.5, "drop done")
        w.hold(1.2, "pause")
        w.press("resume")
        w.press("call menu")
        w.press("next call")
        w.hold(1.2, "loop taken")
        w.wait(2.5, "loop")
        w.hold(1.2, "somebody changed")
        w.wait(60, "to the time limit")
        w.press("scoring")
        score_icetowers(w, players)
        no_firmware_errors(sim)
        return w


def score_icetowers(w, colours):
    # each colour: its tens, the hold, its ones, the hold (the walk's last)
    for n in range(colours):
        for _ in range(n + 2):
            w.press("+10")
        w.hold(1.2, "on to the ones")
        for _ in range(n + 1):
            w.press("+1")
        w.hold(1.2, "entered: next colour")
    w.wait(3, "result")


def walk_icetowers_variant(size, variant, lang="en", font_build=None):
    # the two-player variants' longer names (Red+Green, Gus) on every screen,
    # and DROP ending the game (the rules' deadlock); ``lang``, ``font_build``:
    # as walk_pipes'
    extra = {"ICETOWERS_VARIANT": variant, "GM_LANG": lang}
    with Simulator(game="icetowers", seed=5, boot_mode="resume", display_size=size,
                   extra_settings=extra, font_build=font_build) as sim:
        w = Walker(sim, "icetowers %s %s on %s" % (variant, lang, sim.font_build))
        w.wait(1 if lang == "en" else 6, "ready")               # (and a build's notice)
        w.press("start")
        w.wait(4, "3-2-1-GO")
        w.press("call menu")
        w.hold(1.2, "drop taken")
        w.wait(4.5, "drop: the end")
        w.press("scoring")
        score_icetowers(w, 3 if variant == "gus" else 4)
        w.press("new game")
        w.press("start")
        w.wait(4, "3-2-1-GO")
        for _ in range(3):
            w.press("to END")
        w.hold(1.2, "END called")
        w.wait(1, "the end")
        w.hold(1.2, "END withdrawn")
        no_firmware_errors(sim)
        return w


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_pipes_screen_reads(size):
    # the water round's blue screen too: its hint was 3.08:1 (grey on blue)
    phases = {p for p, _ in walk_pipes(size).titles}
    assert {"turn", "timeout", "water", "paused", "menu"} <= phases, phases


def _seven(i, entries):
    return 7 if i >= 2 else 0


def walk_menu(size, lang="en", font_build=None, game="pipes", changes=_seven):
    # every entry of Pipes' menu and every value of each setting (7 changes
    # an entry: the turn lengths all round, the language on to another),
    # then the menu left; not "New game" (walk_pipes holds there); another
    # game's: ``changes(entry, entries)``, the holds on each entry
    with Simulator(game=game, seed=3, display_size=size, extra_settings={"GM_LANG": lang},
                   font_build=font_build) as sim:
        w = Walker(sim, "%s' menu %s on %s" % (game, lang, sim.font_build))
        w.lang = lang
        w.wait(1, "boot")
        w.hold(4.6, "menu")
        entries = int(sim.telemetry()["view"]["lines"][0].split()[-1])
        for i in range(entries):
            for _ in range(changes(i, entries)):        # a setting: each of its values
                w.hold(1.2, "menu change")
            w.press("next entry")
        w.hold(2.5, "leave the menu")
        no_firmware_errors(sim)
        return w


@pytest.mark.parametrize("size,lang,build", LANG_WALKS)
def test_every_pipes_screen_reads_in_each_language_on_its_own_build_and_the_english_one(size, lang,
                                                                                        build):
    # issue 39: Polish, Czech and Russian words are longer; each line whole,
    # nothing off the screen, a hint on one line, as in English (and the
    # menu's last hold goes on to the next language)
    phases = {p for p, _ in walk_pipes(size, lang, build).titles}
    assert {"turn", "timeout", "water", "paused", "menu"} <= phases, phases
    menu = walk_menu(size, lang, build)
    assert ("menu", "text") in menu.titles and menu.checks > 100, (menu.titles, menu.checks)


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_menu_entry_and_value_fits_in_english(size):
    assert walk_menu(size).checks > 100


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_flipop_screen_fits(size):
    phases = set()
    for mode, seed, human in (("move", 1, "white"), ("versus", 3, "white"),
                              ("vs-clock", 4, "black")):
        phases |= {p for p, _ in walk_flipop(size, mode, seed, human).titles}
    assert {"ready", "turn", "paused", "flag", "choose", "think", "show"} <= phases, phases


@pytest.mark.parametrize("size,lang,build", LANG_WALKS)
def test_every_flipop_screen_reads_in_each_language_on_its_own_build_and_the_english_one(size, lang,
                                                                                         build):
    # issue 39 phase 2: Flipop's Polish, Czech and Russian words, each line
    # whole beside or under the board, nothing off the screen, the rules on
    # the ready screen, the end screen (vs-clock: the player's bank runs out)
    phases = set()
    for mode, seed, human in (("move", 1, "white"), ("versus", 3, "white"),
                              ("vs-clock", 4, "black")):
        phases |= {p for p, _ in walk_flipop(size, mode, seed, human, lang, build).titles}
    assert {"ready", "turn", "paused", "flag", "choose", "think", "show", "over"} <= phases, phases
    menu = walk_menu(size, lang, build, game="flipop")      # its settings' names and values
    assert ("menu", "text") in menu.titles and menu.checks > 100, (menu.titles, menu.checks)


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


@pytest.mark.parametrize("size,lang,build", LANG_WALKS)
def test_every_icetowers_screen_reads_in_each_language_on_its_own_build_and_the_english_one(
        size, lang, build):
    # issue 39 phase 2: the calls, the end's reasons, the scoring and the
    # colours' names in Polish, Czech and Russian (the variants: Gus, the
    # double game's "Czerwony+Zielony"), each line whole, as in English
    phases = set()
    for players in (2, 4):
        phases |= {p for p, _ in walk_icetowers(size, players, lang, build).titles}
    for variant in ("gus", "double"):
        phases |= {p for p, _ in walk_icetowers_variant(size, variant, lang, build).titles}
    assert {"ready", "countdown", "play", "call", "drop", "loop", "paused", "end", "score",
            "result"} <= phases, phases
    # its menu: players, the variants, the time limits (each value of each)
    menu = walk_icetowers_menu(size, lang, build)
    assert ("menu", "text") in menu.titles and menu.checks > 100, (menu.titles, menu.checks)


def walk_icetowers_menu(size, lang, font_build=None):
    # IceTowers' menu from its ready screen: every entry, each value of the
    # settings after Game (the players, the variants, the time limits, the
    # core's, the language on to another: 7 changes each), the menu left
    with Simulator(game="icetowers", seed=3, display_size=size, extra_settings={"GM_LANG": lang},
                   font_build=font_build) as sim:
        w = Walker(sim, "icetowers' menu %s on %s" % (lang, sim.font_build))
        w.wait(6, "ready (and a build's notice)")
        w.hold(4.6, "menu")
        entries = int(sim.telemetry()["view"]["lines"][0].split()[-1])
        titles = set()
        for i in range(entries):
            titles.add(sim.telemetry()["view"]["title"])
            if i >= 3:                                  # a setting after Game: each value
                for _ in range(7):
                    w.hold(1.2, "menu change")
            w.press("next entry")
        w.hold(2.5, "leave the menu")
        if font_build is None:                          # (on its own build: as written)
            from gamemaster import registry
            # (its settings' names: IceTowers' own menu words)
            labels = [registry._load("gamemaster.icetowers.words_menu_" + lang, "WORDS")[0][k]
                      for k in ("ICETOWERS_PLAYERS", "ICETOWERS_VARIANT", "ICETOWERS_LIMIT_MINUTES")]
            registry._drop("gamemaster.icetowers.words_menu_" + lang)
            assert set(labels) <= titles, (labels, titles)
        no_firmware_errors(sim)
        return w


def test_the_checker_sees_an_overlap_and_a_label_off_screen():
    # the check must be able to fail: two labels on top of each other, one
    # running off the right edge
    import displayio
    import terminalio
    Label = gmfw("textlabel").Label
    root = displayio.Group()
    root.append(Label(terminalio.FONT, text="New game", scale=5, anchored_position=(-10, 60)))
    root.append(Label(terminalio.FONT, text="menu 1 of 7", scale=1, anchored_position=(20, 60)))
    items = screen_items(root, 240, 135)
    a, b = items[0][2], items[1][2]
    assert not _inside(a, (0, 0, 240, 135)) and _overlap(a, b)


def test_the_checker_sees_lost_text_a_label_at_the_edge_and_a_big_word_that_shrinks():
    view = {"title": "Round 1: row 3", "art": "text", "big": "Row 3", "hint": "press: result",
            "lines": ["Red: S ok [3]", "Knocked out: Blue, Yellow, Green"]}
    shown = ["Round 1: row 3", "Row 3", "press: result", "Red: S ok [3]\nKnocked out: Blue,"]
    assert lost_text(view, shown, False) == [
        "line 'Knocked out: Blue, Yellow, Green' is not on screen whole"]
    assert lost_text(view, shown, True) == []             # the panel covers the lines
    shown[3] += "\nYellow,\nGreen"                        # wrapped whole
    assert lost_text(view, shown, False) == []
    # "Red 3" at x = 2 (its box from 2 to 92 on a 240x135 screen) touches the side
    box = (2, 55, 90, 36)
    assert _inside(box, (0, 0, 240, 135)) and not _inside(box, (EDGE_X, EDGE_Y, 240 - 2 * EDGE_X,
                                                                135 - 2 * EDGE_Y))
    assert big_pattern("Red 3") == big_pattern("Yellow 0") == "@ #"
    assert big_pattern("Program") != big_pattern("Time!")


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


def test_a_battle_report_page_fits_beside_or_under_the_field_on_every_screen():
    # gamemaster.golems.battle pages a row's report at COLS characters and
    # ROWS rows: every profile's screen gives at least that beside (240x135)
    # or under (240x240) the golems' field, so a page is always whole
    from gamemaster.golems import battle
    layout = gmfw("screen_build").layout
    fits = []
    for w, h in SIZES:
        place = layout(w, h).place("golems", False, False, 0)
        assert place[4] >= battle.COLS and place[5] >= battle.ROWS, ((w, h), place)
        fits.append((place[4], place[5]))
    # the numbers are the tightest screen's: one is the 23 columns, one the 6 rows
    assert min(c for c, _ in fits) == battle.COLS and min(r for _, r in fits) == battle.ROWS



def test_the_contrast_check_measures_text_against_the_tile_under_it():
    # a grey "1" on a red tile was 1.20:1 on the page, measured against the
    # black screen it passed; the check sees the tile
    import terminalio
    Label = gmfw("textlabel").Label
    root = displayio.Group()
    black, red = displayio.Palette(1), displayio.Palette(1)
    black[0], red[0] = 0x000000, 0xE60000
    root.append(vectorio.Rectangle(pixel_shader=black, width=240, height=135, x=0, y=0))
    tiles = displayio.Group(y=30)
    tiles.append(vectorio.Rectangle(pixel_shader=red, width=52, height=52, x=10, y=0))
    tiles.append(Label(terminalio.FONT, text="1", color=0x808080, scale=3,
                       anchor_point=(0.5, 0.5), anchored_position=(36, 26)))
    root.append(tiles)
    assert contrast(0x808080, 0x000000) > 4.5          # on the screen alone it passes
    problems = low_contrast(root)
    assert len(problems) == 1 and "on 0xE60000" in problems[0], problems
    tiles[1].color = 0xFFFFFF                           # white on red: 4.8:1
    assert low_contrast(root) == []
