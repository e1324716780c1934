# The Golem Battle field on screen, as the screen holds it: the picture's
# group and what was drawn.  The drawing itself (``art_golems_marks``: the
# colours, the ground, the lines, the obstacles, the golems) is compiled for
# each new picture and dropped once it is drawn.  On the nRF52840 boards the
# field shows only on the setup screen, the peak of a game started there:
# this module is all its code the board holds, so it compiles in a small
# heap and keeps little (tools/mpvm/firmware_ram.py compile_need).

import displayio


class Art:
    def __init__(self, layout):
        self.px = layout.art
        self.group = displayio.Group(x=layout.art_x, y=layout.art_y)
        self.palette = self.picture = None
        # the rectangles in the group's order: the ground, the obstacles,
        # the lines between cells, the golems (those beyond hidden)
        self.parts = ([], [], [], [])

    def show(self, picture):
        if picture != self.picture:
            self.picture = picture
            from gamemaster.registry import _drop
            from gmfw import art_golems_marks
            _drop("gmfw.art_golems_marks")
            art_golems_marks.draw(self, picture)
