# Art kind "pipe" (Pipes): the element drawn as the pipe it is: thick arms
# from the tile's centre to the sides it joins, on a tile with a frame, like
# the printed boards.  Built once from vectorio rectangles; showing another
# element only toggles which arms are hidden, so a new turn redraws one
# tile, not the screen.

import displayio
import vectorio

from gamemaster.pipes import elements

PIPE = 0x30A0FF      # pipe body
RIM = 0xE0F0FF       # pipe walls
TILE = 0x202020      # the field
FRAME = 0x808080

# kept while the water flows (gmfw/screen.py _drop_hidden): 1.4 KB of code,
# where compiling it again at the next turn took 7 KB
RESIDENT = True


class Art:
    def __init__(self, layout):
        size, x, y = layout.art, layout.art_x, layout.art_y
        self.size = size
        self.group = displayio.Group(x=x, y=y)
        pal = displayio.Palette(4)
        pal[0] = TILE
        pal[1] = FRAME
        pal[2] = RIM
        pal[3] = PIPE
        self.palette = pal
        s = size
        t = max(2, s // 40)                      # frame thickness
        w = s * 3 // 10                          # pipe width
        rim = max(2, s // 24)
        half = (s - w) // 2
        g = self.group
        g.append(vectorio.Rectangle(pixel_shader=pal, width=s, height=s, x=0, y=0, color_index=1))
        g.append(vectorio.Rectangle(pixel_shader=pal, width=s - 2 * t, height=s - 2 * t, x=t, y=t,
                                    color_index=0))
        # arm rectangles per direction: (x, y, width, height) covering
        # centre -> edge, outer (rim) and inner (water) layers
        self.arms = []
        for d in range(4):
            layers = []
            for inset, colour in ((0, 2), (rim, 3)):
                if d == elements.UP:
                    box = (half + inset, 0, w - 2 * inset, half + w - inset)
                elif d == elements.DOWN:
                    box = (half + inset, half + inset, w - 2 * inset, s - half - inset)
                elif d == elements.LEFT:
                    box = (0, half + inset, half + w - inset, w - 2 * inset)
                else:
                    box = (half + inset, half + inset, s - half - inset, w - 2 * inset)
                layers.append(vectorio.Rectangle(pixel_shader=pal, x=box[0], y=box[1],
                                                 width=box[2], height=box[3], color_index=colour))
            self.arms.append(layers)
        # draw all rims first, then all water, so curves join cleanly
        for d in range(4):
            g.append(self.arms[d][0])
        for d in range(4):
            g.append(self.arms[d][1])
        # the crossing: the horizontal pipe's walls drawn across the vertical
        # one, so it reads as one pipe passing over another, not a plus joint
        self.bridge = displayio.Group()
        for top in (half, half + w - rim):
            self.bridge.append(vectorio.Rectangle(pixel_shader=pal, x=half, y=top,
                                                  width=w, height=rim, color_index=2))
        g.append(self.bridge)
        self.element = None
        self.show(None)

    def show(self, name):
        element = elements.by_name(name) if name is not None else None
        if element == self.element:
            return
        self.element = element
        joined = elements.sides(element) if element is not None else ()
        for d in range(4):
            hide = d not in joined
            for layer in self.arms[d]:
                layer.hidden = hide
        self.bridge.hidden = element != elements.CROSSING
