# The game-master on a web page: firmware/gmfw/main.py's loop for a browser.
#
# The page calls step() once per tick (MicroPython's WebAssembly port collects
# garbage only between calls from JS, so one call a tick is what a board's
# loop is).  It feeds the button edges with their timestamps, advances the
# App, and when the App's stamp changed returns the frame as JSON: the View
# as a plain dict (webview.view_dict, the one place that knows its fields),
# the ring's colours from gamemaster.ring, and the screen as a display list
# drawn by the firmware's own Screen and art modules (on the displayio
# stand-ins next to this file), so the page cannot drift from the device.
#
# Where a browser is not a board, the page differs on purpose:
# * it saves whenever the frame changes (a clock second, a press), not at the
#   device's flash-friendly checkpoints (GM_CHECKPOINT_SECONDS: localStorage
#   wears nothing), and the save carries the undo history and the address's
#   settings;
# * pointer and keyboard edges do not bounce: the gesture classifier runs
#   without the 40 ms contact-bounce window a real button needs;
# * settings come from the address (?game=flipop&lang=pl), checked as
#   settings.toml lines are but named as address values, and they win over a
#   saved game made with other settings; the page's own words are
#   words_page_<lang>.py's, and each frame says its language (app.js sets
#   the page's lang and labels by it);
# * with prefers-reduced-motion a phase's flashing background or ring pulses
#   once and then holds its brighter look.
import json

from gamemaster import registry
from gamemaster import ring as ring_mod
from gamemaster.app import App
from gamemaster.gestures import GestureClassifier
from gamemaster.prng import Rng
from gamemaster.settings import Settings
from gmfw.hardware import DriveFiles
from speech import Speech
from webview import view_dict

import displayio
import vectorio
from gmfw.textlabel import Label

WIDTH = 240            # the TFT Gizmo's screen: the firmware's square layout
HEIGHT = 240
DRIVE = "/drive/"      # the page's stand-in for the board's CIRCUITPY drive
RING_PIXELS = 12       # GM_RING_PIXELS = 0: the 12-pixel ring of the Feather profile
# ?seed=7&game=golems&turn=30&sound=false&boot=new&ring=16&colours=purple-black: the address's
# names for the settings.toml keys a page may set
ADDRESS = {"seed": "GM_SEED", "game": "GM_GAME", "turn": "GM_TURN_SECONDS",
           "sound": "GM_SOUND", "boot": "GM_BOOT", "ring": "GM_RING_PIXELS",
           "lang": "GM_LANG",                    # &lang=pl: Polski, cs, ru
           "colours": "ICETOWERS_COLOURS"}       # IceTowers: &colours=purple-black
PULSE_MS = 1000        # reduced motion: a phase's flashing settles after one pulse


def display_list(group, ox, oy, out):
    # The displayio tree -> ["r", x, y, w, h, rgb], ["c", x, y, radius, rgb],
    # ["p", x, y, [[px, py], ...], rgb] and
    # ["t", x, y, anchor_x, anchor_y, scale, rgb, text, line_spacing], in
    # drawing order, hidden items left out.
    for item in group:
        if item.hidden:
            continue
        if isinstance(item, Label):          # a Group too: its text, not its tiles
            if item.text.strip():
                ax, ay = item.anchor_point
                px, py = item.anchored_position
                out.append(("t", ox + px, oy + py, ax, ay, item.scale, item.color, item.text,
                            item.line_spacing))
        elif isinstance(item, displayio.Group):
            display_list(item, ox + item.x, oy + item.y, out)
        elif isinstance(item, vectorio.Rectangle):
            out.append(("r", ox + item.x, oy + item.y, item.width, item.height,
                        item.pixel_shader[item.color_index]))
        elif isinstance(item, vectorio.Circle):
            out.append(("c", ox + item.x, oy + item.y, item.radius,
                        item.pixel_shader[item.color_index]))
        elif isinstance(item, vectorio.Polygon):
            out.append(("p", ox + item.x, oy + item.y, item.points,
                        item.pixel_shader[item.color_index]))
        elif isinstance(item, displayio.TileGrid) and hasattr(item.bitmap, "chars"):
            # font tiles (terminalio here): each tile's character in its cell
            for i in range(item.width * item.height):
                char = item.bitmap.chars[item.tiles[i]]
                if char != " ":
                    out.append(("t", ox + item.x + i % item.width * item.tile_width,
                                oy + item.y + i // item.width * item.tile_height, 0, 0, 1,
                                item.pixel_shader[1], char, 1))
        elif isinstance(item, displayio.TileGrid) and item.bitmap.rows is not None:
            tile_rects(item, ox + item.x, oy + item.y, out)
    return out


def tile_rects(grid, ox, oy, out):
    # a TileGrid of pixel tiles (art_flipop.py's holes and balls) as
    # rectangles: each tile's rows of one value (transparent ones left
    # out), a run repeated on the rows below it merged into one; a grid
    # transposed (the gates across) with x and y swapped from its corner
    def rect(x, y, w, h, rgb):
        if grid.transpose_xy:
            x, y, w, h = y, x, h, w
        out.append(("r", ox + x, oy + y, w, h, rgb))

    tw, th = grid.tile_width, grid.tile_height
    per_row = grid.bitmap.width // tw
    shader = grid.pixel_shader
    for i in range(grid.width * grid.height):
        k = grid.tiles[i]
        x0 = i % grid.width * tw
        y0 = i // grid.width * th
        open_runs = {}              # (x, w, value) -> the row it started on
        for y in range(th + 1):
            runs = set()
            if y < th:
                row = grid.bitmap.rows[k // per_row * th + y]
                start = k % per_row * tw
                x = 0
                while x < tw:
                    v = row[start + x]
                    n = 1
                    while x + n < tw and row[start + x + n] == v:
                        n += 1
                    if v not in shader.transparent:
                        runs.add((x, n, v))
                    x += n
            for run in sorted(open_runs):
                if run not in runs:
                    top = open_runs.pop(run)
                    rect(x0 + run[0], y0 + top, run[1], y - top, shader[run[2]])
            for run in sorted(runs):
                if run not in open_runs:
                    open_runs[run] = y


def _light(x):
    # how much light a colour or a ring description gives (its numbers summed)
    if isinstance(x, (tuple, list)):
        return sum(_light(i) for i in x)
    if isinstance(x, int):
        return x
    return 0


def _brighter(a, b):
    if a is None or b is None:
        return a if b is None else b
    return a if _light(a) >= _light(b) else b


class _Display:
    root_group = None


class Page:
    def __init__(self, toml, saved, now, entropy, undo=(), reduced=False):
        self.settings = Settings.from_toml(toml.encode() if toml else None)
        self.toml = toml
        self.reduced = reduced
        self.rng = Rng(entropy or 1)
        self.ring_pixels = self.settings.get("GM_RING_PIXELS") or RING_PIXELS
        self.screen = prepare()
        self.stamp = None
        self.cue_id = None
        self.last_saved = None
        self.failures = 0
        self.calm_key = None   # reduced motion: the phase being watched (calm())
        self.calm_looks = []
        self.calm_flashing = False
        self.speech = Speech()      # the live region's words (speech/)
        self.app = self._new_app()
        try:
            if self.app.boot(now, saved) == "resumed" and undo:
                self.app.undo_stack = list(undo)
            self.last_saved = saved
        except ImportError:
            raise                  # a game's code not on the page yet (start())
        except Exception as e:  # noqa: BLE001 - as main.py: a snapshot never stops the boot
            self.app = self._new_app()
            self.app.notices.append((registry.words("gamemaster.words_notices")[5] % e)[:40])
            self.app.new_game(now)

    def _entropy(self):
        return self.rng.next32()

    def _new_app(self):
        # Golem Battle's autonomous variant reads golems/*.txt from the drive
        app = App(self.settings, self._entropy, DriveFiles(root=DRIVE))
        # a pointer or a key does not bounce: no contact-bounce window, so a
        # tap is decided on its release and quick taps stay taps
        app.buttons = GestureClassifier(chatter_ms=0)
        return app

    def step(self, now, edges):
        # edges: [[pressed, timestamp_ms], ...] since the last step.
        try:
            out = self._tick(now, edges)
            self.failures = 0
            return out
        except Exception as e:  # noqa: BLE001 - as main.py: keep the table playing
            return self._recover(e, now)

    def _tick(self, now, edges):
        app = self.app
        if edges:
            self.calm_key = None
        for pressed, ts in edges:
            app.button(bool(pressed), ts)
        app.tick(now)
        out = {}
        stamp = app.stamp(now)
        if stamp != self.stamp:
            self.stamp = stamp
            out["frame"] = self.frame(app.view(now), app.buttons.pending(now))
        data = app.take_save(now)
        if data is None and "frame" in out and app.game is not None:
            data = app.snapshot(now)       # every change, not the device's checkpoints
        if data is not None and data != self.last_saved:
            out["save"] = self.record(data)
        # when to step again: ms until the game changes by itself
        out["wake"] = app.wake_in(now)
        return out

    def record(self, data):
        # What localStorage keeps: the snapshot, the undo history (older
        # game snapshots, tied to this snapshot by its CRC) and the
        # address's settings the game was made with.
        self.last_saved = data
        crc = data[-2:].hex()
        return {"snapshot": data.hex(), "toml": self.toml, "game": self.app.game.ID,
                "undo": crc + ":" + ",".join(u.hex() for u in self.app.undo_stack)}

    def save_now(self, now):
        # The page is being hidden or closed: the game as it is this moment.
        if self.app.game is None:
            return None
        return self.record(self.app.snapshot(now))

    def calm(self, view):
        # prefers-reduced-motion: a background or ring that comes back by
        # itself within a phase to what it showed two frames before (a
        # flash: the water round's on, dim, on; a warning's blink) has
        # pulsed once; from then on the phase shows the brighter of its
        # last two looks, so it stays lit and still follows what changes.
        # A press starts afresh (Flipop's sides), and a change that does
        # not come back (IceTowers' 3-2-1 count) is left alone, as is the
        # hold feedback (the button's own).
        ring = view.ring if view.ring and view.ring[0] != "hold" else None
        look = (view.background, ring)
        key = (view.game, view.phase)
        if key != self.calm_key:
            self.calm_key = key
            self.calm_looks = [look]
            self.calm_flashing = False
            return view
        looks = self.calm_looks
        if look != looks[-1]:
            looks.append(look)
            del looks[:-3]
        if len(looks) == 3 and looks[2] == looks[0]:
            self.calm_flashing = True
        if not self.calm_flashing or len(looks) < 2:
            return view
        v = view.copy()
        v.background = _brighter(looks[-1][0], looks[-2][0])
        if ring is not None:
            v.ring = _brighter(looks[-1][1], looks[-2][1])
        return v

    def frame(self, view, zone=None):
        # zone: the gesture a release would give now (the speech says a
        # hold's zone, never a tap's)
        said = self.speech.say(view, zone)
        if self.reduced:
            view = self.calm(view)
        self.screen.show(view)
        f = {"view": view_dict(view), "say": said, "lang": registry.LANG,
             "ring": ring_mod.render(view.ring, self.ring_pixels),
             "draw": display_list(self.screen.root, 0, 0, [])}
        # a cue sounds once per new cue_id, never for the first frame
        # (gmfw/sound.py's rule: a reboot must not replay the last cue); the
        # tones are the game's own CUES
        if view.cue_id != self.cue_id:
            first = self.cue_id is None
            self.cue_id = view.cue_id
            tones = self.app.cue_tones(view.cue)
            if not first and tones and self.settings.get("GM_SOUND"):
                f["sound"] = tones
        return f

    def _recover(self, err, now):
        # main.py's Device.recover, short: rebuild from the last snapshot,
        # a new game when that keeps failing.
        self.failures += 1
        msg = (registry.words("gamemaster.words_notices")[10] % (err,))[:40]
        print(msg)
        self.app = self._new_app()
        resumed = False
        if self.last_saved is not None and self.failures < 3:
            try:
                resumed = self.app.restore(self.last_saved, now)
            except Exception:  # noqa: BLE001 - unreadable: new game below
                resumed = False
        if not resumed:
            self.app.new_game(now)
        self.app.notices.append(msg)
        self.stamp = None
        return {"error": msg, "wake": 0}


_page = None
_screen = None


def prepare():
    # The firmware's Screen, built once (the page's boot builds it in a task
    # of its own before start()): the firmware's own one-bitmap labels, as
    # the page's displayio walks bitmaps and shapes and does not ship
    # adafruit_display_text.
    global _screen
    if _screen is None:
        from gmfw import screen_build
        _screen = screen_build.build(_Display(), WIDTH, HEIGHT, "one_bitmap")
    return _screen


def _value(text):
    # an address value as settings.toml would hold it: 7, true, "golems"
    if text.isdigit():
        return int(text)
    if text in ("true", "false"):
        return text == "true"
    return text


def words():
    """The page's words (words_page_<lang>.py) in the language in use."""
    return __import__("words_page_" + registry.LANG).WORDS


def address_settings(pairs):
    """The address's settings ([[name, value], ...]) -> (settings.toml text
    of the good ones, messages naming each bad one as an address value), in
    the address's language (its lang=, else English)."""
    from gamemaster import settings_file
    from gamemaster.lang import use
    use("en")
    for name, text in pairs:
        if name == "lang" and text in ("en", "pl", "cs", "ru"):
            use(text)
    w = words()
    lines = []
    problems = []
    for name, text in pairs:
        key = ADDRESS.get(name)
        if key is None:
            known = sorted(ADDRESS)
            problems.append(w[0] % (name, ", ".join(known)))            # not_a_setting
            continue
        ok = 0 < len(text) <= 40
        for c in text:
            if not (c.isalpha() or c.isdigit() or c in "_-"):
                ok = False
        value = _value(text)
        if ok:
            ok, value, expect, default = settings_file.check(key, value)
        else:
            expect, default = w[2], settings_file.check(key, None)[3]     # letters and digits
        if not ok:
            problems.append(w[1] % (name, text[:20], expect, json.dumps(default)))    # must_be
            continue
        lines.append("%s = %s\n" % (key, json.dumps(value)))
    from gamemaster.registry import _drop
    _drop("gamemaster.settings_file")
    lines.sort()
    return "".join(lines), problems


def start(address_json, saved_json, now, entropy, reduced=0):
    # JS -> Python: build the page's App from the address's settings,
    # resuming what localStorage kept ({"snapshot", "undo", "toml"}) as the
    # device resumes from NVM.  A saved game made with other settings than
    # an address that names some is not resumed: the address wins.
    global _page
    toml, problems = address_settings(json.loads(address_json) if address_json else ())
    saved = json.loads(saved_json) if saved_json else {}
    snap = None
    undo = ()
    notice = None
    if saved.get("snapshot"):
        try:
            snap = bytes.fromhex(saved["snapshot"])
            crc, _, entries = (saved.get("undo") or ":").partition(":")
            if entries and crc == snap[-2:].hex():
                undo = [bytes.fromhex(h) for h in entries.split(",")]
        except ValueError:
            snap = None
            notice = 3                                          # unreadable
        kept = saved.get("toml") or ""
        if toml and toml != kept:
            snap = None
            undo = ()
            notice = 4                                          # new_settings
        elif not toml:
            toml = kept                        # the saved game's own settings
    try:
        page = Page(toml, snap, now, entropy, undo, bool(reduced))
    except ImportError:
        # the page fetches the game it guessed first (index.html), the
        # others after the first frame: this start needs one of them
        return "need games"
    _page = page
    # what is wrong with the address first: the players just typed it (in
    # the game's language, now the page's settings are read)
    _page.app.notices[0:0] = problems + ([words()[notice]] if notice else [])
    return ""


def games():
    # the games' ids (the archives the page fetches after the first)
    from gamemaster import registry
    out = json.dumps(list(registry.ids()))
    registry.forget_games()
    return out


def step(now, edges_json):
    # One tick: JSON with "wake" (ms until the next step is due, -1: only
    # the button), and "frame" and/or "save" when they changed.
    return json.dumps(_page.step(now, json.loads(edges_json) if edges_json else ()))


def save_now(now):
    # The page is being hidden: JSON of the save record, or "".
    rec = _page.save_now(now)
    return json.dumps(rec) if rec else ""


def set_reduced(flag):
    _page.reduced = bool(flag)
    _page.stamp = None                         # redraw with or without the flashing
