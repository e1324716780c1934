"""View model -> displayio.  Built once; each frame only changes the
labels, shapes and palette entries whose content changed, so during a
countdown the display refreshes the digits and the timer bar, not the
screen (refreshing 240x240 over SPI costs ~40 ms; two digits ~2 ms).
"""

import displayio
import terminalio
import vectorio
from adafruit_display_text import label

from gmfw.pipe_art import PipeArt


def _rgb(c):
    return (c[0] << 16) | (c[1] << 8) | c[2]


class Screen:
    def __init__(self, display, width, height):
        self.display = display
        self.w = width
        self.h = height
        self.landscape = width >= height * 3 // 2
        font = terminalio.FONT
        root = displayio.Group()
        self.root = root
        self.bg_palette = displayio.Palette(1)
        self.bg_palette[0] = 0x000000
        root.append(vectorio.Rectangle(pixel_shader=self.bg_palette, width=width, height=height, x=0, y=0))
        if self.landscape:
            art = height - 30
            ax, ay = 4, 26
            text_x = ax + art + (width - ax - art) // 2
            big_y = height // 2
        else:
            art = min(width, height) * 11 // 20
            ax, ay = (width - art) // 2, 34
            text_x = width // 2
            big_y = ay + art // 2
        self.art = PipeArt(art, ax, ay)
        root.append(self.art.group)
        self.title = label.Label(font, text=" ", color=0xFFFFFF, scale=2,
                                 anchor_point=(0.5, 0.0), anchored_position=(width // 2, 2))
        root.append(self.title)
        self.big = label.Label(font, text=" ", color=0xFFFFFF, scale=5 if not self.landscape else 4,
                               anchor_point=(0.5, 0.5), anchored_position=(width // 2, big_y))
        root.append(self.big)
        if self.landscape:
            clock_pos = (text_x, big_y - 10)
            lines_pos = (text_x, big_y + 24)
        else:
            clock_pos = (width // 2, ay + art + 4)
            lines_pos = (width // 2, ay + art + 34)
        self.clock = label.Label(font, text=" ", color=0xFFFFFF, scale=3,
                                 anchor_point=(0.5, 0.0) if not self.landscape else (0.5, 0.5),
                                 anchored_position=clock_pos)
        root.append(self.clock)
        self.lines = label.Label(font, text=" ", color=0xC0C0C0, scale=1, line_spacing=1.0,
                                 anchor_point=(0.5, 0.0), anchored_position=lines_pos)
        root.append(self.lines)
        self.bar_palette = displayio.Palette(1)
        self.bar_palette[0] = 0x00C83C
        self.bar_h = 6
        self.bar = vectorio.Rectangle(pixel_shader=self.bar_palette, width=1, height=self.bar_h,
                                      x=0, y=height - 14 - self.bar_h)
        root.append(self.bar)
        self.hint = label.Label(font, text=" ", color=0x909090, scale=1,
                                anchor_point=(0.5, 1.0), anchored_position=(width // 2, height - 1))
        root.append(self.hint)
        self._bar_width = -1
        self._last = {}
        self.show_art = True
        display.root_group = root

    def _set_text(self, lbl, name, text):
        text = text or " "
        if self._last.get(name) != text:
            self._last[name] = text
            lbl.text = text

    def _set_colour(self, name, target, value):
        if self._last.get(name) != value:
            self._last[name] = value
            if name == "bg":
                self.bg_palette[0] = value
            elif name == "bar":
                self.bar_palette[0] = value
            else:
                target.color = value

    def drop_art(self):
        """Memory is short: free the pictogram, keep clock and text."""
        if self.show_art:
            self.show_art = False
            try:
                self.root.remove(self.art.group)
            except ValueError:
                pass
            self.art = None

    def show(self, view):
        self._set_colour("bg", None, _rgb(view.background))
        self._set_text(self.title, "title", view.title)
        self._set_colour("title_c", self.title, _rgb(view.accent))
        is_element = view.big_kind == "element"
        if self.art is not None:
            if is_element:
                from gamemaster.pipes import elements
                self.art.show(elements.by_name(view.big))
                self.art.group.hidden = False
            else:
                self.art.group.hidden = True
        if is_element and self.art is None:
            big = view.big.replace("_", " ") if view.big else " "
            self.big.scale = 2
        else:
            big = view.big if (view.big_kind == "text" and view.big) else " "
            target_scale = 5 if len(big) <= 6 and not self.landscape else (3 if len(big) <= 10 else 2)
            if self.big.scale != target_scale:
                self.big.scale = target_scale
        self._set_text(self.big, "big", big if not is_element or self.art is None else " ")
        if view.seconds_left is not None:
            s = view.seconds_left
            clock = "%d:%02d" % (s // 60, s % 60)
        else:
            clock = ""
        self._set_text(self.clock, "clock", clock)
        self._set_colour("clock_c", self.clock, _rgb(view.accent) if view.warning or view.seconds_left == 0
                         else 0xFFFFFF)
        self._set_text(self.lines, "lines", "\n".join(view.lines))
        self._set_text(self.hint, "hint", view.hint)
        # timer bar: width proportional to time left
        if view.seconds_left is not None and view.clock_total:
            width = max(1, self.w * view.seconds_left // view.clock_total)
        else:
            width = 0
        if width != self._bar_width:
            self._bar_width = width
            self.bar.hidden = width == 0
            if width:
                self.bar.width = width
        self._set_colour("bar", None, _rgb(view.accent) if view.warning else 0x00C83C)

    def show_error(self, text):
        """Last-resort message line (rendering failed)."""
        try:
            self._set_text(self.hint, "hint", text[:38])
            self._set_colour("hint_c", self.hint, 0xFF4040)
        except Exception:  # noqa: BLE001 - nothing more can be done on screen
            pass
