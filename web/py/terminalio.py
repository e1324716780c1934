# terminalio for the web page: the built-in font is 6x12 pixels a glyph;
# the page draws text in a monospace font of that cell size.  The glyph is
# what gmfw.textlabel measures with (CircuitPython's own metrics); its bitmap
# is never drawn here: it holds the characters in the glyphs' order, so a
# TileGrid over it (a picture's font tiles, art_flipop_marks.texts) is drawn
# as the characters its tiles show (webgm.display_list; a label's own lines
# of tiles are left out there: the label is drawn as its text).


class _Chars:
    # the font's bitmap as a board's: its glyphs side by side, a glyph's
    # tile_index its cell (here the character itself, never drawn)
    width = 6 * (127 - 32)
    height = 12
    chars = "".join(chr(c) for c in range(32, 127))


_CHARS = _Chars()


class _Glyph:
    bitmap = _CHARS
    width = 6
    height = 12
    dx = 0
    dy = 0
    shift_x = 6
    shift_y = 0

    def __init__(self, codepoint):
        # (beyond ASCII: only measured, by the page's labels)
        self.tile_index = codepoint - 32 if 32 <= codepoint < 127 else ord("?") - 32


class _Font:
    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        return _Glyph(codepoint)


FONT = _Font()
