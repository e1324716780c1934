# displayio stand-ins: each holds on the heap what CircuitPython's C object
# holds (its struct from shared-module/displayio/*.h, sizes for a 32-bit
# build, and each m_malloc'ed buffer, every allocation rounded to the GC's
# 16-byte blocks; read at 10.2.1, compiled with gcc -m32 for the sizes).
from _cheap import INSTANCE_BYTES, _round, field, flag, obj, pack, packed, unpack

# displayio_group_t (Group.h): base, members pointer, absolute transform
# (12 B), dirty area (12 B), x, y, scale, flags: 44 B -> 48; members: an
# mp_obj_list_t (16 B) and its item array (LIST_MIN_ALLOC 4 slots: 16 B,
# doubled as children come) - 80 B in all.  The stand-in: its instance (16 B)
# and three attributes (a 4-entry table, 32 B), the list (32 B).
GROUP_BYTES = 48
# displayio_tilegrid_t (TileGrid.h): base, bitmap, pixel_shader, x, y, ten
# 16-bit sizes, tiles pointer, absolute transform pointer, 3 areas (12 B
# each), 11 flag bits: 84 B -> 96; tiles beyond those inlined in the
# pointer (4 of 8 bits, 2 of 16 bits: 16-bit when the bitmap holds more
# than 255 tiles, TileGrid.c) m_malloc'ed, 1 or 2 bytes a tile
TILEGRID_BYTES = 96
# displayio_palette_t (Palette.h): base, colors pointer, count, 2 flags:
# 16 B; colors: _displayio_color_t (rgb888, cached colorspace pointer,
# cached colour, 3 bytes: 15 B -> 16) each, one m_malloc
PALETTE_BYTES = 16
PALETTE_COLOR_BYTES = 16
# displayio_bitmap_t (Bitmap.h): base, width, height, data pointer, stride,
# bits/value, x shift, x mask, dirty area, bitmask, 2 flags: 36 B -> 48;
# data: stride words a row, stride = ceil(w * bits / 32)
BITMAP_BYTES = 48
# A Python class over a C one (gmfw.textlabel's Label over Group): its
# instance holds a slot for the C object (py/objtype.c mp_obj_new_instance:
# 20 B, a 32-byte block where a plain instance is 16) and the C struct is an
# allocation of its own, while the stand-in's three attributes share the
# subclass's table (Label's 8 and the three: 12 entries, 96 B where the
# subclass alone has 64 B): 32 B short, held as a 16-byte bytearray.
SUBCLASS_PAD = 16


def _xy(x, y):
    # x and y (int16 in C; -16384..16383 here) in one small int
    if not (-16384 <= x < 16384 and -16384 <= y < 16384):
        raise ValueError("Group stand-in: x, y out of range")
    return (x & 0x7FFF) | (y & 0x7FFF) << 15


def _signed(v):
    return v - 0x8000 if v & 0x4000 else v


class Group:
    # the members list a real list (the C's mp_obj_list_t); x and y in one
    # small int, scale and hidden in another: no buffer of their own
    def __init__(self, *, scale=1, x=0, y=0):
        self._items = []
        self._xy = _xy(x, y)
        self._s = scale
        if type(self) is not Group:
            self._pad = bytearray(SUBCLASS_PAD)

    # properties, as in C, so a subclass (adafruit_display_text's Label)
    # can override them without Group.__init__ calling the override
    @property
    def x(self):
        return _signed(self._xy & 0x7FFF)

    @x.setter
    def x(self, v):
        self._xy = _xy(v, self.y)

    @property
    def y(self):
        return _signed(self._xy >> 15)

    @y.setter
    def y(self, v):
        self._xy = _xy(self.x, v)

    @property
    def scale(self):
        return self._s & 0x7FFF

    @scale.setter
    def scale(self, v):
        self._s = (self._s & 0x8000) | v

    @property
    def hidden(self):
        return bool(self._s & 0x8000)

    @hidden.setter
    def hidden(self, v):
        self._s = (self._s & 0x7FFF) | (0x8000 if v else 0)

    def append(self, item):
        self._items.append(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def remove(self, item):
        self._items.remove(item)

    def index(self, item):
        return self._items.index(item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, v):
        self._items[i] = v

    def __delitem__(self, i):
        del self._items[i]


class Palette:
    # the colours' count packed; where the C's bytes leave no room for a
    # buffer (one colour: 16 + 16 -> 32 B, the stand-in's instance alone;
    # two: 48 B) the count is a small int, or a 1-tuple (16 B, as the
    # buffer's would be)
    def __init__(self, n, *, dither=False):
        total = PALETTE_BYTES + _round(PALETTE_COLOR_BYTES * n)
        if total <= INSTANCE_BYTES:
            self._c = n
        elif total <= INSTANCE_BYTES + 16:
            self._c = (n,)
        else:
            self._c = packed(total, 2)
            pack(self._c, "<H", 0, n)

    def __len__(self):
        c = self._c
        if type(c) is int:
            return c
        return c[0] if type(c) is tuple else unpack(c, "<H", 0)[0]

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0

    def make_transparent(self, i):
        pass

    def make_opaque(self, i):
        pass


class Bitmap:
    # its data's bytes held, its size packed (read-only, as in C)
    def __init__(self, width, height, value_count):
        bits = 1
        while (1 << bits) < value_count:
            bits *= 2
        self._c = packed(BITMAP_BYTES + _round(((width * bits + 31) // 32) * 4 * height), 4)
        pack(self._c, "<HH", 0, width, height)

    width = field(0, "<H", writable=False)
    height = field(2, "<H", writable=False)

    def fill(self, v):
        pass

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0


class TileGrid:
    # x, y, its size in tiles (read-only, as in C) and the flags packed; the
    # bitmap and the palette held as the struct holds them; the tiles array
    # (beyond those inlined: 1 byte a tile, 2 where the bitmap holds more
    # than 255 tiles) as held bytes
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        n = width * height
        tw = tile_width or bitmap.width
        th = tile_height or bitmap.height
        size = 2 if (bitmap.width // tw) * (bitmap.height // th) > 255 else 1
        tiles = _round(n * size) if n > 4 // size else 0
        self._c = packed(TILEGRID_BYTES + tiles, 9, bitmap, pixel_shader)
        pack(self._c[0], "<hhHH", 0, x, y, width, height)

    x = field(0, "<h")
    y = field(2, "<h")
    width = field(4, "<H", writable=False)
    height = field(6, "<H", writable=False)
    hidden = flag(8, 0)
    flip_x = flag(8, 1)
    flip_y = flag(8, 2)
    transpose_xy = flag(8, 3)

    @property
    def bitmap(self):
        return self._c[1]

    @property
    def pixel_shader(self):
        return self._c[2]

    @pixel_shader.setter
    def pixel_shader(self, v):
        self._c[2] = v

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0


def release_displays():
    pass


class ColorConverter:
    def __init__(self, *a, **k):
        self._c = obj(32)
