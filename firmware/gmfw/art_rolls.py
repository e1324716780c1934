# Art kind "rolls" (Golem Battle's bonus rolls, IceTowers' colours and
# scores): one big tile per player in its colour with a sign or a number
# (<> @2 @3 or -, "out"), readable from across the table: in black or white,
# whichever stands out more on the tile (``ink``).

import sys

import displayio
import terminalio
import vectorio


BAND = True          # drawn across the screen's width; the lines go below it
# kept off screen (gmfw/screen.py _drop_hidden) and compiled at boot
# (gmfw/boot.py KEPT): 1 KB of code, where compiling it at the first roll
# took 4.5 KB at the game's busiest moment
RESIDENT = True


def ink(rgb):
    # black on a light tile, else white: the tile's luminance with its
    # channels squared for their gamma (gmfw.screen._y), the bound between
    # the darkest tile black reads 4.5:1 on and the lightest white does, of
    # every colour the games draw here (tests/firmware/test_rolls_picture.py:
    # each player's, Golem Battle's red needing black at 5.3:1, IceTowers'
    # black drawn grey white at 5.1:1)
    return 0 if 54 * rgb[0] * rgb[0] + 183 * rgb[1] * rgb[1] + 18 * rgb[2] * rgb[2] > 3300000 \
        else 0xFFFFFF


class Art:
    # A tile is made the first time that many are shown (a three-player
    # game never makes the fourth: ~0.9 KB of heap a tile, its label most).

    def __init__(self, layout):
        self.layout = layout
        self.group = displayio.Group(y=layout.band[0])
        self.items = []
        self.palette = displayio.Palette(4)          # tile i's colour: index i
        self.shown = None

    def show(self, rolls):
        if rolls == self.shown:
            return
        self.shown = rolls
        n = len(rolls)
        width, height = self.layout.w, self.layout.band[1]
        gap = 6
        side = min(height, (width - gap * (n + 1)) // max(1, n))
        x = (width - (side * n + gap * (n - 1))) // 2
        items = self.items
        glyphs = sys.modules.get("gmfw.glyphs")     # (a language other than English)
        while len(items) < n:
            rect = vectorio.Rectangle(pixel_shader=self.palette, width=4, height=4, x=0, y=0,
                                      color_index=len(items))
            text = self.layout.Label(terminalio.FONT, text=" ", color=0x000000, scale=3,
                                     anchor_point=(0.5, 0.5), anchored_position=(0, 0))
            self.group.append(rect)
            self.group.append(text)
            items.append((rect, text))
        for i in range(len(items)):
            rect, text = items[i]
            if i >= n:
                rect.hidden = True
                text.hidden = True
                continue
            rgb, sign = rolls[i]
            self.palette[i] = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]
            rect.x = x + i * (side + gap)
            rect.y = (height - side) // 2
            rect.width = side
            rect.height = side
            rect.hidden = False
            sign = sign or "-"
            if glyphs:
                sign = glyphs.plain(sign)   # (a word beyond ASCII: gmfw.glyphs, once loaded)
            # the sign fits its tile ("out", "120": a size smaller; a
            # language's longer word, "выбыл": smaller still)
            scale = (3 if side >= 48 else 2) - (len(sign) > 2)
            while scale > 1 and 6 * scale * len(sign) > side:
                scale -= 1
            if text.scale != scale:
                text.scale = scale
            text.color = ink(rgb)
            text.text = sign
            text.anchored_position = (rect.x + side // 2, height // 2)
            text.hidden = False
