# Art kind "rolls" (Golem Battle's bonus rolls, IceTowers' colours and
# scores): one big tile per player in its colour with a sign or a number
# (<> @2 @3 or -), readable from across the table.

import displayio
import terminalio
import vectorio


BAND = True          # drawn across the screen's width; the lines go below it
# kept off screen (gmfw/screen.py _drop_hidden) and compiled at boot
# (gmfw/boot.py KEPT): 1 KB of code, where compiling it at the first roll
# took 4.5 KB at the game's busiest moment
RESIDENT = True


class Art:
    def __init__(self, layout):
        width, (y, height) = layout.w, layout.band
        self.group = displayio.Group(y=y)
        self.items = []
        self.width = width
        self.height = height
        self.palette = displayio.Palette(4)          # tile i's colour: index i
        for i in range(4):
            rect = vectorio.Rectangle(pixel_shader=self.palette, width=4, height=4, x=0, y=0,
                                      color_index=i)
            text = layout.Label(terminalio.FONT, text=" ", color=0x000000, scale=3,
                               anchor_point=(0.5, 0.5), anchored_position=(0, 0))
            self.group.append(rect)
            self.group.append(text)
            self.items.append((rect, text))
        self.shown = None

    def show(self, rolls):
        if rolls == self.shown:
            return
        self.shown = rolls
        n = len(rolls)
        gap = 6
        side = min(self.height, (self.width - gap * (n + 1)) // max(1, n))
        x = (self.width - (side * n + gap * (n - 1))) // 2
        for i in range(4):
            rect, text = self.items[i]
            if i >= n:
                rect.hidden = True
                text.hidden = True
                continue
            rgb, sign = rolls[i]
            self.palette[i] = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]
            rect.x = x + i * (side + gap)
            rect.y = (self.height - side) // 2
            rect.width = side
            rect.height = side
            rect.hidden = False
            scale = 3 if side >= 48 else 2       # the sign fits its tile
            if text.scale != scale:
                text.scale = scale
            text.text = sign or "-"
            text.anchored_position = (rect.x + side // 2, self.height // 2)
            text.hidden = False
