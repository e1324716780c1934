"""``terminalio.FONT`` as CircuitPython's BuiltinFont holds it: one bitmap
of all its glyphs side by side, each glyph's ``tile_index`` its cell
(shared-module/fontio/BuiltinFont.c).  Blinka's loads a BDF font and gives
each glyph its own 6x12 bitmap (``tile_index`` 0), so a TileGrid over the
font's bitmap could show one character only where a board's shows a whole
row (the Flipop board's files, gmfw/art_flipop_marks.py).  The pixels and
metrics stay Blinka's: a label draws the same either way (it blits a
glyph's cell, ``tile_index * width`` across).

And only the glyphs of one CircuitPython build (``use``): a board's font
holds visible ASCII and the characters of its build's translation
(gamemaster.letters.BUILDS: the English build no ą, ж or é, the Polish one
no capital Ł), in code point order after ASCII, as
tools/gen_display_resources.py lays them out; ``get_glyph`` of any other
code point is None, as BuiltinFont.c's is, where Blinka's font would draw
it.  The simulator picks the build a user would flash for the language in
use unless told another (``Simulator(font_build=...)``, ``run
--font-build``)."""

FIRST, LAST = 0x20, 0x7E
DEFAULT_BUILD = "en_US"

_font = {}          # "blinka": Blinka's get_glyph; "build": the build in use; "glyphs": its glyphs


def builds():
    """The builds' names and their glyphs beyond ASCII (gamemaster.letters)."""
    from gamemaster.letters import BUILDS
    return BUILDS


def install():
    import terminalio
    font = terminalio.FONT
    if getattr(font, "_strip_glyphs", None) is not None:
        return
    _font["blinka"] = font.get_glyph

    def get_glyph(codepoint):
        return _font["glyphs"].get(codepoint)

    font.get_glyph = get_glyph
    font._strip_glyphs = {}
    use(DEFAULT_BUILD)


def use(build):
    """The glyphs of CircuitPython's ``build`` ("en_US", "pl", "cs", "ru"):
    ASCII, then the build's characters in code point order, one bitmap."""
    import displayio
    import fontio
    import terminalio
    if _font.get("build") == build:
        return
    extra = builds()[build] if build != DEFAULT_BUILD else ""      # (ASCII: before lib/ is on the path)
    font = terminalio.FONT
    blinka_glyph = _font["blinka"]
    w, h = font.get_bounding_box()
    codes = list(range(FIRST, LAST + 1)) + sorted(ord(c) for c in extra)
    strip = displayio.Bitmap(w * len(codes), h, 2)
    glyphs = {}
    for k, code in enumerate(codes):
        g = blinka_glyph(code)
        if (g.bitmap.width, g.bitmap.height, g.width, g.height) != (w, h, w, h):
            raise RuntimeError("glyph %r is not the font's %dx%d cell" % (chr(code), w, h))
        for y in range(h):
            for x in range(w):
                strip[k * w + x, y] = g.bitmap[x, y]
        glyphs[code] = fontio.Glyph(strip, k, w, h, g.dx, g.dy, g.shift_x, g.shift_y)
    _font["glyphs"] = glyphs
    _font["build"] = build
    font._strip_glyphs = glyphs


def build_in_use():
    return _font.get("build")
