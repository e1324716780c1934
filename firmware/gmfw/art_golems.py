# The Golem Battle field on screen, as the screen holds it: the picture's
# group, its rectangles and what they show.  The drawing is compiled for
# each new picture and dropped once it is drawn, in three modules one after
# the other: ``art_golems_tiles`` (the tiles drawn, where the field has
# ones it did not have), ``art_golems_marks`` (each cell's kind and the
# golem standing there) and ``art_golems_rects`` (the palette, the cells'
# TileGrid and its tiles set).  On the nRF52840 boards the field
# shows only on the setup screen, the peak of a game started there: this module is all the
# picture's code a board holds, and each part compiles in a small heap
# (tools/mpvm/firmware_ram.py compile_need; one module held 1.5 KB of code
# and compiled on top of the whole setup screen).

import displayio


class Art:
    def __init__(self, layout):
        self.px = layout.art
        self.group = displayio.Group(x=layout.art_x, y=layout.art_y)
        # the palette and the tiles' keys on the field (art_golems_rects)
        self.palette = self.picture = self.tiles = None

    def show(self, picture):
        if picture != self.picture:
            self.picture = picture
            # the three modules compiled first, the largest (the tiles'
            # drawing) in the smallest heap (each goes as the drawing runs:
            # nothing holds it after), then what stands on the field, then
            # the tiles drawn where the field has new ones, and set
            tiles = __import__("gmfw.art_golems_tiles", None, None, ("x",))
            marks = __import__("gmfw.art_golems_marks", None, None, ("x",))
            rects = __import__("gmfw.art_golems_rects", None, None, ("x",))
            rects.draw(self, picture[0], marks.marks(self, picture), tiles.tiles)
