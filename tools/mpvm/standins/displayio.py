# displayio stand-ins (shared-module/displayio/*.h for the struct sizes).
import struct

from _cheap import BYTEARRAY_BYTES, INSTANCE_BYTES, _round, field, flag, obj, packed

# displayio_group_t: base, members list pointer, x, y, scale, flags, absolute
# transform (7 words), dirty area (5 words): ~64 B; members: an mp_obj_list_t
# (16 B) and its item array (4 B per child, grown by 4)
GROUP_BYTES = 64
# displayio_tilegrid_t: base, bitmap, pixel_shader, x, y, pixel/tile sizes,
# tile counts, tiles pointer, inline_tiles, 2 areas (5 words each), absolute
# transform, flags: ~112 B; tiles beyond inline ones: width*height bytes
TILEGRID_BYTES = 112
# displayio_palette_t: base, colors pointer, count, flags: 16 B; colors:
# _displayio_color_t (rgb888, cached colorspace, luma/chroma/hue, flags) 12 B each
PALETTE_BYTES = 16
PALETTE_COLOR_BYTES = 12
# displayio_bitmap_t: base, width, height, data pointer, stride, bits/px,
# masks, dirty area: ~48 B; data: stride words per row, stride = ceil(w*bits/32)
BITMAP_BYTES = 48
# A Python class over a C one (gmfw.textlabel's Label over Group): its
# instance holds a slot for the C object (py/objtype.c mp_obj_new_instance:
# 20 B, a 32-byte block where a plain instance is 16) and the C struct is an
# allocation of its own; the stand-in's own two attributes in the same table
# as the subclass's push it one step (2 entries, 16 B) further.  So 32 B
# more than a plain Group's stand-in.
SUBCLASS_BYTES = 32


class Group:
    # the struct's fields in packed()'s bytearray: x, y (int16), scale,
    # hidden; the members list a real list (the C's mp_obj_list_t)
    def __init__(self, *, scale=1, x=0, y=0):
        self._c = packed(GROUP_BYTES + (SUBCLASS_BYTES if type(self) is not Group else 0), 7)
        self._items = []
        # (packed here, not set: a subclass's own property is not called)
        struct.pack_into("<hhH", self._c, 0, x, y, scale)

    x = field(0, "<h")
    y = field(2, "<h")
    # a property, as in C, so a subclass (adafruit_display_text's Label)
    # can override it without Group.__init__ calling the override
    scale = field(4, "<H")
    hidden = flag(6, 0)

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
    # the colours' count packed; where the C's bytes leave no room for it
    # (two colours: 16 + 24 -> 32 B, as the stand-in's instance and a
    # bytearray's object alone hold), a 1-tuple holds it (16 B, as the
    # bytearray's would)
    def __init__(self, n, *, dither=False):
        total = PALETTE_BYTES + _round(PALETTE_COLOR_BYTES * n)
        if total <= INSTANCE_BYTES + BYTEARRAY_BYTES:
            self._c = (n,)
        else:
            self._c = packed(total, 2)
            struct.pack_into("<H", self._c, 0, n)

    def __len__(self):
        c = self._c
        return c[0] if type(c) is tuple else struct.unpack_from("<H", c, 0)[0]

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
        struct.pack_into("<HH", self._c, 0, width, height)

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
    # (a byte a tile, m_malloc'ed beyond 4 inline tiles) as held bytes
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        n = width * height
        self._c = packed(TILEGRID_BYTES + (_round(n) if n > 4 else 0), 9, bitmap, pixel_shader)
        struct.pack_into("<hhHH", self._c[0], 0, x, y, width, height)

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
