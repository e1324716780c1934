# terminalio.FONT is a fontio.BuiltinFont in flash (no heap); its bitmap too.
# get_glyph() makes a new fontio.Glyph each call (shared-module/fontio/
# BuiltinFont.c: mp_obj_new... of a 9-field object, ~48 B), garbage at once.
# Its metrics as BuiltinFont.c gives them: every glyph the font's cell
# (6 x 12), dx 0, dy 0, shift_x 6.  Its glyphs: visible ASCII and EXTRA, a
# build's characters beyond it (gamemaster.letters.BUILDS: none in the
# English build; tools/mpvm/firmware_ram_lang.py runs another build's);
# any other code point None, as BuiltinFont.c's get_glyph returns.
from _cheap import buf, obj


class _Glyph:
    width = 6
    height = 12
    dx = 0
    dy = 0
    shift_x = 6
    shift_y = 0

    def __init__(self, index):
        self._c = obj(48)
        self.tile_index = index

    @property
    def bitmap(self):
        return _BITMAP


class _Bitmap:
    width = 6 * 96
    height = 12


_BITMAP = _Bitmap()


class _Font:
    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, code):
        if 32 <= code <= 126:
            return _Glyph(code - 32)
        i = EXTRA.find(chr(code))
        return _Glyph(95 + i) if i >= 0 else None


EXTRA = ""
FONT = _Font()
