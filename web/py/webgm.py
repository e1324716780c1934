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
import json

from gamemaster import ring as ring_mod
from gamemaster.app import App
from gamemaster.prng import Rng
from gamemaster.settings import Settings
from gmfw.drivefiles import DriveFiles
from webview import view_dict

import displayio
import vectorio
from gmfw.textlabel import Label

WIDTH = 240            # the TFT Gizmo's screen: the firmware's square layout
HEIGHT = 240
DRIVE = "/drive/"      # the page's stand-in for the board's CIRCUITPY drive
RING_PIXELS = 12       # GM_RING_PIXELS = 0: the 12-pixel ring of the Feather profile


def display_list(group, ox, oy, out):
    # The displayio tree -> ["r", x, y, w, h, rgb], ["c", x, y, radius, rgb],
    # ["p", x, y, [[px, py], ...], rgb] and
    # ["t", x, y, anchor_x, anchor_y, scale, rgb, text, line_spacing], in
    # drawing order, hidden items left out.
    for item in group:
        if item.hidden:
            continue
        if isinstance(item, Label):          # a Group too: its text, not its bitmap
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
    return out


class _Display:
    root_group = None


class Page:
    def __init__(self, toml, saved, now, entropy):
        self.settings = Settings.from_toml(toml.encode() if toml else None)
        self.rng = Rng(entropy or 1)
        self.ring_pixels = self.settings.get("GM_RING_PIXELS") or RING_PIXELS
        from gmfw.screen import Screen
        # the firmware's own one-bitmap labels: the page's displayio walks
        # bitmaps and shapes, and does not ship adafruit_display_text
        self.screen = Screen(_Display(), WIDTH, HEIGHT, "one_bitmap")
        self.stamp = None
        self.cue_id = None
        self.last_saved = None
        self.failures = 0
        self.app = self._new_app()
        try:
            self.app.boot(now, saved)
            self.last_saved = saved
        except Exception as e:  # noqa: BLE001 - as main.py: a snapshot never stops the boot
            self.app = self._new_app()
            self.app.notices.append(("resume failed: %s" % e)[:40])
            self.app.new_game(now)

    def _entropy(self):
        return self.rng.next32()

    def _new_app(self):
        # Golem Battle's autonomous variant reads golems/*.txt from the drive
        return App(self.settings, self._entropy, DriveFiles(root=DRIVE))

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
        for pressed, ts in edges:
            app.button(bool(pressed), ts)
        app.tick(now)
        out = {}
        stamp = app.stamp(now)
        if stamp != self.stamp:
            self.stamp = stamp
            out["frame"] = self.frame(app.view(now))
        data = app.take_save(now)
        if data is not None:
            self.last_saved = data
            out["save"] = data.hex()
        # when to step again: ms until the game changes by itself
        out["wake"] = app.wake_in(now)
        return out

    def frame(self, view):
        self.screen.show(view)
        f = {"view": view_dict(view),
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
        msg = ("error: %s" % (err,))[:40]
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


def start(toml, saved_hex, now, entropy):
    # JS -> Python: build the page's App, resuming the saved snapshot (hex
    # from localStorage) as the device resumes from NVM.
    global _page
    saved = None
    problem = None
    if saved_hex:
        try:
            saved = bytes.fromhex(saved_hex)
        except ValueError:
            problem = "saved game unreadable: new game"
    _page = Page(toml, saved, now, entropy)
    if problem:
        _page.app.notices.append(problem)


def step(now, edges_json):
    # One tick: JSON with "wake" (ms until the next step is due, -1: only
    # the button), and "frame" and/or "save" when they changed.
    return json.dumps(_page.step(now, json.loads(edges_json) if edges_json else ()))

