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
    # A tile is made the first time that many are shown (a three-player
    # game never makes the fourth: ~0.9 KB of heap a tile, its label most).

    def __init__(self, layout):
        width, (y, height) = layout.w, layout.band
        self.layout = layout
        self.group = displayio.Group(y=y)
        self.items = []
        self.width = width
        self.height = height
        self.palette = displayio.Palette(4)          # tile i's colour: index i
        self.shown = None

    def _tile(self):
        rect = vectorio.Rectangle(pixel_shader=self.palette, width=4, height=4, x=0, y=0,
                                  color_index=len(self.items))
        text = self.layout.Label(terminalio.FONT, text=" ", color=0x000000, scale=3,
                                 anchor_point=(0.5, 0.5), anchored_position=(0, 0))
        self.group.append(rect)
        self.group.append(text)
        self.items.append((rect, text))

    def show(self, rolls):
        if rolls == self.shown:
            return
        self.shown = rolls
        n = len(rolls)
        gap = 6
        side = min(self.height, (self.width - gap * (n + 1)) // max(1, n))
        x = (self.width - (side * n + gap * (n - 1))) // 2
        while len(self.items) < n:
            self._tile()
        for i in range(len(self.items)):
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
