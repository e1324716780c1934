# terminalio for the web page: the built-in font is 6x12 pixels a glyph;
# the page draws text in a monospace font of that cell size.  The glyph is
# what gmfw.textlabel measures with (CircuitPython's own metrics); its bitmap
# is never drawn here (bitmaptools.blit does nothing on the page): it names
# its character, so a TileGrid showing it (a picture's font tiles,
# art_flipop_marks.texts) is drawn as that character (webgm.display_list).


class _Char:
    width = 6
    height = 12

    def __init__(self, char):
        self.char = char


class _Glyph:
    tile_index = 0
    width = 6
    height = 12
    dx = 0
    dy = 0
    shift_x = 6
    shift_y = 0


class _Font:
    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        g = _Glyph()
        g.bitmap = _Char(chr(codepoint))
        return g


FONT = _Font()
