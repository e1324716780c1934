"""View model -> displayio.  Built once; each frame changes only the labels,
shapes and palette entries whose content changed, so during a countdown the
display refreshes the digits and the timer bar, not the screen (a full
240x240 refresh is ~115 KB over SPI; the digits are a few KB).

Layout: portrait/square screens stack title, picture, clock, lines, timer
bar and hint; wide screens (the Feather's 240x135) put the picture on the
left and the clock and lines on the right.
"""

import displayio
import terminalio
import vectorio
from adafruit_display_text import label

FONT_H = 12          # terminalio.FONT glyph height


def _rgb(c):
    return (c[0] << 16) | (c[1] << 8) | c[2]


class Layout:
    """Pixel positions for one screen size (pure arithmetic, testable)."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.landscape = w >= h * 3 // 2
        self.title_y = 2
        self.hint_y = h - 1                      # bottom anchor
        if self.landscape:
            self.art = h - 26 - 14
            self.art_x, self.art_y = 2, 26
            right_x = self.art_x + self.art + 4
            self.text_x = right_x + (w - right_x) // 2
            self.big_pos = (self.art_x + self.art // 2, self.art_y + self.art // 2)
            self.clock_y = 28
            self.lines_y = self.clock_y + 3 * FONT_H + 4
            self.bar = (right_x, h - 14 - 4, w - right_x - 2, 4)
            self.big_scale = 3
        else:
            self.art = min(w, h) * 7 // 15          # 112 on 240x240
            self.art_x, self.art_y = (w - self.art) // 2, 28
            self.text_x = w // 2
            self.big_pos = (w // 2, self.art_y + self.art // 2)
            self.clock_y = self.art_y + self.art + 4
            self.lines_y = self.clock_y + 3 * FONT_H + 2
            self.bar = (0, h - 14 - 8, w, 5)
            self.big_scale = 5


class Screen:
    def __init__(self, display, width, height):
        self.display = display
        self.w = width
        self.h = height
        L = Layout(width, height)
        self.layout = L
        font = terminalio.FONT
        root = displayio.Group()
        self.root = root
        self.bg_palette = displayio.Palette(1)
        self.bg_palette[0] = 0x000000
        root.append(vectorio.Rectangle(pixel_shader=self.bg_palette, width=width, height=height, x=0, y=0))
        self.arts = {}                         # art kind -> (module, Art), built on first use
        self.art_kind = None                   # the kind on screen now
        self.degraded = False                  # pictures dropped after a MemoryError
        self.title = label.Label(font, text=" ", color=0xFFFFFF, scale=2,
                                 anchor_point=(0.5, 0.0), anchored_position=(width // 2, L.title_y))
        root.append(self.title)
        self.big = label.Label(font, text=" ", color=0xFFFFFF, scale=L.big_scale,
                               anchor_point=(0.5, 0.5), anchored_position=L.big_pos)
        root.append(self.big)
        self.clock = label.Label(font, text=" ", color=0xFFFFFF, scale=3,
                                 anchor_point=(0.5, 0.0), anchored_position=(L.text_x, L.clock_y))
        root.append(self.clock)
        self.lines = label.Label(font, text=" ", color=0xC0C0C0, scale=1, line_spacing=1.0,
                                 anchor_point=(0.5, 0.0), anchored_position=(L.text_x, L.lines_y))
        root.append(self.lines)
        self.bar_palette = displayio.Palette(1)
        self.bar_palette[0] = 0x00C83C
        bx, by, bw, bh = L.bar
        self.bar_x, self.bar_w = bx, bw
        self.bar = vectorio.Rectangle(pixel_shader=self.bar_palette, width=1, height=bh, x=bx, y=by)
        self.bar.hidden = True
        root.append(self.bar)
        self.hint = label.Label(font, text=" ", color=0x909090, scale=1,
                                anchor_point=(0.5, 1.0), anchored_position=(width // 2, L.hint_y))
        root.append(self.hint)
        self._bar_width = 0
        self._last = {}
        display.root_group = root

    def _set_text(self, lbl, name, text):
        text = text or " "
        if self._last.get(name) != text:
            self._last[name] = text
            lbl.text = text

    def _set(self, name, value):
        """True when ``value`` differs from what is shown (and remembers it)."""
        if self._last.get(name) != value:
            self._last[name] = value
            return True
        return False

    def drop_art(self):
        """Memory is short: free the pictures, keep the clock and text."""
        for kind in sorted(self.arts):
            try:
                self.root.remove(self.arts[kind][1].group)
            except ValueError:
                pass
        self.arts = {}
        self.art_kind = None
        self.degraded = True
        self._last.pop("big", None)

    def _art(self, kind):
        """The module and drawing for an art kind: ``gmfw.art_<kind>``, so a
        game brings its own picture without this screen naming it."""
        entry = self.arts.get(kind)
        if entry is None:
            module = __import__("gmfw.art_" + kind, None, None, ("Art",))
            art = module.Art(self.layout)
            self.root.insert(1, art.group)         # above the background, under the text
            entry = self.arts[kind] = (module, art)
        return entry

    def show(self, view):
        if self._set("bg", view.background):
            self.bg_palette[0] = _rgb(view.background)
        self._set_text(self.title, "title", view.title)
        if self._set("accent", view.accent):
            self.title.color = _rgb(view.accent)
        kind, payload = view.art if view.art is not None else ("text", "")
        big = " "
        if kind == "text":
            big = payload or " "
        elif self.degraded:
            big = __import__("gmfw.art_" + kind, None, None, ("text",)).text(payload)
        else:
            self._art(kind)[1].show(payload)
        shown = kind if (kind != "text" and not self.degraded) else None
        if shown != self.art_kind:
            for k in sorted(self.arts):
                self.arts[k][1].group.hidden = k != shown
            self.art_kind = shown
        if self._set("big", big):
            scale = self.layout.big_scale
            if len(big) > 4:
                scale = max(2, min(scale, (self.w - 8) // (6 * len(big))))
            if self.big.scale != scale:
                self.big.scale = scale
            self.big.text = big
        if view.seconds_left is not None:
            s = view.seconds_left
            clock = "%d:%02d" % (s // 60, s % 60)
        else:
            clock = ""
        self._set_text(self.clock, "clock", clock)
        clock_colour = _rgb(view.accent) if (view.warning or view.seconds_left == 0) else 0xFFFFFF
        if self._set("clock_c", clock_colour):
            self.clock.color = clock_colour
        self._set_text(self.lines, "lines", "\n".join(view.lines))
        self._set_text(self.hint, "hint", view.hint)
        # timer bar: width proportional to the time left
        width = 0
        if view.seconds_left and view.clock_total:
            width = max(1, self.bar_w * view.seconds_left // view.clock_total)
        if width != self._bar_width:
            self._bar_width = width
            self.bar.hidden = width == 0
            if width:
                self.bar.width = width
        bar_colour = _rgb(view.accent) if view.warning else 0x00C83C
        if self._set("bar_c", bar_colour):
            self.bar_palette[0] = bar_colour

    def show_error(self, text):
        """Last-resort message line (rendering failed)."""
        try:
            self._set_text(self.hint, "hint", text[:38])
            self.hint.color = 0xFF4040
        except Exception:  # noqa: BLE001 - nothing more can be done on screen
            pass
