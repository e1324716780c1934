# View model -> displayio.  Built once; each frame changes only the labels,
# shapes and palette entries whose content changed, so during a countdown the
# display refreshes the digits and the timer bar, not the screen (a full
# 240x240 refresh is ~115 KB over SPI; the digits are a few KB).
#
# The layout, the groups and the labels are built once by
# gmfw/screen_build.py (code a board needs at boot only, then dropped).

FONT_H = 12          # terminalio.FONT glyph height


# Word wrapping for the screen's text lines (terminalio: 6 px per glyph;
# here with the screen that wraps them: one module fewer for a board to
# hold).  A message longer than the screen is wide used to be centred and
# cut at both ends, which lost exactly what matters ("settings.toml line 4:
# ..." lost the file and the line).  Lines break between words; a word
# longer than a line is cut into line-sized pieces so nothing is ever
# dropped.
def wrap(text, cols):
    cols = max(1, cols)
    if len(text) <= cols and "\n" not in text:
        return [text]                     # fits: spacing kept as written
    out = []
    for part in text.split("\n"):
        line = ""
        for word in part.split(" "):
            if not word:
                continue
            while len(word) > cols:
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:cols])
                word = word[cols:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols:
                line = line + " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def _rgb(c):
    return (c[0] << 16) | (c[1] << 8) | c[2]


def _legible(c, bg=(0, 0, 0)):
    # A text colour read across a table: at least 4.5:1 on the screen
    # (WCAG AA: luminance with channels squared for their gamma, the bound
    # set so every colour clears 4.5 after the approximation; a lighter
    # screen, Flipop's White to move, asks 4.5 times its own more).
    # A player's blue (0, 68, 255) was 3.3:1: a dark one is mixed with
    # white until it reads, its hue kept; the ring keeps the pure colour.
    need = 3600000 + 9 * _y(bg) // 2
    for _ in range(40):                      # (white is as far as it goes)
        if _y(c) >= need:
            break
        c = (c[0] + (256 - c[0]) // 8, c[1] + (256 - c[1]) // 8, c[2] + (256 - c[2]) // 8)
    return (c[0] << 16) | (c[1] << 8) | c[2]


def _y(c):
    # a colour's luminance, channels squared for their gamma (x 16.6 M)
    return 54 * c[0] * c[0] + 183 * c[1] * c[1] + 18 * c[2] * c[2]


class Layout:
    # Pixel positions for one screen size (pure arithmetic, testable):
    # gmfw.screen_build.layout(w, h) sets them.
    #
    # Text rows are whole 12-pixel glyph rows, and each mode (a picture, a big
    # word, the bonus rolls, a long message) has its own places, so no label
    # runs off the screen or onto another one, at 240x240 as at 240x135.

    def fit(self, n, box, top):
        # the largest scale (<= top) at which n glyphs fit in box pixels
        return max(1, min(top, box // (6 * max(1, n))))

    def place(self, kind, clock, band, n, need=0, large=False):
        # One frame's places: (big centre, big scale, lines x, lines y,
        # lines columns, lines rows, clock y); n = the big word's length,
        # need = the lines' rows at the full width.
        clock_h = 3 * FONT_H + 2 if clock else 0
        w = self.w
        if large:
            return (self.big_pos, 1) + self.large_text + (self.clock_y,)
        if not self.landscape:
            if kind == "text" and clock and not band and \
                    need > (self.text_bottom - self.clock_y - clock_h) // FONT_H:
                # more lines than fit under the picture's square: a word
                # needs less, so the word, the clock under it, then the lines
                scale = self.fit(n, self.big_box, self.big_scale)
                cy = self.top + (12 * scale + 4 if n else 0)
                y = cy + clock_h
                return ((w // 2, self.top + 6 * scale), scale, w // 2, y, self.cols,
                        (self.text_bottom - y) // FONT_H, cy)
            if band:
                y = self.band[0] + self.band[1] + 2
            elif kind == "text" and not (n or clock):
                y = self.top + 2                 # no word, no clock: the lines under the title
            else:
                y = self.clock_y + clock_h
            bottom = self.text_bottom if clock else self.hint_top - 2
            return (self.big_pos, self.fit(n, self.big_box, self.big_scale), w // 2, y,
                    self.cols, (bottom - y) // FONT_H, self.clock_y)
        if band or (kind == "text" and not clock):
            if band:
                big, y = self.big_pos, self.band[0] + self.band[1] + 2
                scale = 1
            else:
                scale = self.fit(n, w - 8, self.big_scale)
                big = (w // 2, self.top + 6 * scale)
                # no big word: the lines start under the title
                y = self.top + (12 * scale if n else 0) + 2
            return (big, scale, w // 2, y, self.cols, (self.hint_top - 2 - y) // FONT_H,
                    self.clock_y)
        y = self.clock_y + clock_h
        bottom = self.text_bottom if clock else self.hint_top - 2
        return (self.big_pos, self.fit(n, self.big_box, self.side_scale), self.text_x, y,
                self.text_cols, (bottom - y) // FONT_H, self.clock_y)


class Screen:
    # Made by gmfw.screen_build.build(display, width, height, labels): the
    # layout, the groups and the labels are code needed once (compiled
    # early at boot, dropped once the screen is built), so this class has
    # no constructor of its own to hold all game.

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
        from gamemaster.registry import _drop
        for kind in sorted(self.arts):
            try:
                self.root.remove(self.arts[kind][1].group)
            except ValueError:
                pass
            _drop("gmfw.art_" + kind)
        self.arts = {}
        self.art_kind = None
        self.degraded = True
        self._last.pop("big", None)

    def _drop_hidden(self, shown):
        # Only the picture on screen is held: one going off screen leaves
        # the display and its shapes are freed; its module (gmfw.art_<kind>)
        # is forgotten too, and compiled again when it comes back, unless it
        # says RESIDENT = True: a small module whose compile needs several
        # times the code it leaves (tools/mpvm/firmware_ram.py compile_need)
        # costs less heap kept than compiled again at a game's busiest moment.
        from gamemaster.registry import _drop
        for kind in sorted(self.arts):
            if kind != shown:
                module, art = self.arts.pop(kind)
                self.root.remove(art.group)
                if not getattr(module, "RESIDENT", False):
                    _drop("gmfw.art_" + kind)

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

    def refresh(self):
        # A new background repaints the full-screen rectangle: displayio
        # sends every dirty area, so it would send the whole screen and
        # then every label and shape that changed with it (a turn <-> water
        # frame was two screens of SPI).  Setting the root group again makes it one
        # full refresh; the same group twice is a no-op in displayio, hence
        # None first (shows nothing: nothing is refreshed in between).
        if self._full:
            self._full = False
            self.display.root_group = None
            self.display.root_group = self.root
        self.display.refresh()

    def show(self, view):
        if self._set("bg", view.background):
            self.bg_palette[0] = _rgb(view.background)
            self._full = True
            # the lines' and the hint's greys stand 4.5:1 on the black
            # screen; on any other (Flipop's White to move, a water round:
            # 3.5 and 3.1:1) they are white
            black = view.background == (0, 0, 0)
            self.lines.color = 0xC0C0C0 if black else 0xFFFFFF
            self.hint.color = 0x909090 if black else 0xFFFFFF
        kind, payload = view.art if view.art is not None else ("text", "")
        shown = kind if (kind != "text" and not self.degraded) else None
        if shown != self.art_kind:
            self._drop_hidden(shown)
            self.art_kind = shown
            # the picture's place changes hands: each new shape's first area
            # spans from where it was built to where its group puts it, and
            # released displayio sends every area (a picture coming back
            # after the pause was 2.4 screens); one full refresh instead
            self._full = True
        large = shown is not None and getattr(self._art(shown)[0], "LARGE", False)
        # the picture before the labels: a picture compiled for this frame
        # (gmfw.art_golems) compiles before the new texts' bitmaps are made
        big = " "
        if kind == "text":
            big = payload or " "
        elif self.degraded:
            from gmfw.art_text import text
            big = text(kind, payload)
        else:
            self._art(kind)[1].show(payload)
        L = self.layout
        title = view.title or " "
        if self._set("title", (title, large)):
            # beside a large landscape art the title has the right column
            x, cols = (L.large_text[0], L.large_text[2]) if large and L.landscape else \
                (self.w // 2, L.cols)
            scale = 2 if len(title) * 12 <= cols * 6 else 1
            if self.title.scale != scale:
                self.title.scale = scale
            self.title.anchored_position = (x, L.title_y)
            self.title.text = title[:cols]
        if self._set("accent", (view.accent, view.background)):
            self.title.color = _legible(view.accent, view.background)
        if view.seconds_left is not None:
            s = view.seconds_left
            clock = "%d:%02d" % (s // 60, s % 60)
        else:
            clock = ""
        if kind == "text" and big == clock:
            clock = ""                           # the big word is the clock already
        # an art drawn as a full-width band (the bonus rolls) puts the lines below it
        band = shown is not None and getattr(self.arts[shown][0], "BAND", False)
        if self._set("need", view.lines):          # rows the lines take at the full width
            self._need = 0
            if not self.layout.landscape:
                for line in view.lines:
                    self._need += len(wrap(line, self.layout.cols))
        place = self.layout.place(kind, clock != "", band, len(big.strip()), self._need, large)
        if self.big is None and big != " ":
            self._word("big", (0.5, 0.5), 1)
        if self.big is not None and self._set("big", (big, place[0], place[1])):
            if self.big.scale != place[1]:
                self.big.scale = place[1]
            self.big.anchored_position = place[0]
            self.big.text = big
        if self.clock is None and clock:
            self._word("clock", (0.5, 0.0), 3)
        if self.clock is not None:
            if self._set("clock_y", place[6]):
                self.clock.anchored_position = (self.layout.text_x, place[6])
            self._set_text(self.clock, "clock", clock)
            clock_colour = _legible(view.accent, view.background) \
                if (view.warning or view.seconds_left == 0) else 0xFFFFFF
            if self._set("clock_c", clock_colour):
                self.clock.color = clock_colour
        if self._set("lines", (view.lines, place)):
            rows = []
            for line in view.lines:
                rows.extend(wrap(line, place[4]))
            self.lines.anchored_position = (place[2], place[3])
            self.lines.text = "\n".join(rows[:max(0, place[5])]) or " "
        self._show_hint(view.hint)
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

    def _word(self, name, anchor, scale):
        # The big word's or the clock's label, made the first frame it shows
        # something (placed by that frame): a game whose pictures carry
        # their own text (Flipop against the device) never shows either,
        # and a label holds ~0.4 KB when blank.  Over the picture, under
        # the lines (screen_build.build's order).
        import terminalio
        label = self.layout.Label(terminalio.FONT, text=" ", color=0xFFFFFF, scale=scale,
                                  anchor_point=anchor)
        self.root.insert(self.root.index(self.lines), label)
        setattr(self, name, label)
        for key in (name, name + "_y", name + "_c"):
            self._last.pop(key, None)

    def _show_hint(self, text):
        # One line at the bottom; a longer message is wrapped whole (the
        # file, the line and the key are at its start and end) onto a panel
        # over everything below the title.
        text = text or " "
        if not self._set("hint", text):
            return
        rows = wrap(text, self.layout.cols)
        long = len(rows) > 1
        if self.panel.hidden == long:
            self.panel.hidden = not long
        n = self.layout.message_rows
        if len(rows) > n:
            rows = rows[:n]
            rows[-1] = rows[-1][:self.layout.cols - 3] + "..."
        self.hint.text = "\n".join(rows)
