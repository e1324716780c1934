"""``terminalio.FONT`` as CircuitPython's BuiltinFont holds it: one bitmap
of all its glyphs side by side, each glyph's ``tile_index`` its cell
(shared-module/fontio/BuiltinFont.c).  Blinka's loads a BDF font and gives
each glyph its own 6x12 bitmap (``tile_index`` 0), so a TileGrid over the
font's bitmap could show one character only where a board's shows a whole
row (the Flipop board's files, gmfw/art_flipop_marks.py).  The pixels and
metrics stay Blinka's: a label draws the same either way (it blits a
glyph's cell, ``tile_index * width`` across)."""

FIRST, LAST = 0x20, 0x7E


def install():
    import displayio
    import fontio
    import terminalio
    font = terminalio.FONT
    if getattr(font, "_strip_glyphs", None):
        return
    blinka_glyph = font.get_glyph
    w, h = font.get_bounding_box()
    strip = displayio.Bitmap(w * (LAST - FIRST + 1), h, 2)
    glyphs = {}
    for code in range(FIRST, LAST + 1):
        g = blinka_glyph(code)
        if (g.bitmap.width, g.bitmap.height, g.width, g.height) != (w, h, w, h):
            raise RuntimeError("glyph %r is not the font's %dx%d cell" % (chr(code), w, h))
        k = code - FIRST
        for y in range(h):
            for x in range(w):
                strip[k * w + x, y] = g.bitmap[x, y]
        glyphs[code] = fontio.Glyph(strip, k, w, h, g.dx, g.dy, g.shift_x, g.shift_y)

    def get_glyph(codepoint):
        return glyphs.get(codepoint) or blinka_glyph(codepoint)

    font.get_glyph = get_glyph
    font._strip_glyphs = glyphs
