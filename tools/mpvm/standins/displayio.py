# displayio stand-ins (shared-module/displayio/*.h for the struct sizes).
from _cheap import buf, held, obj

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


class Group:
    x = 0
    y = 0
    hidden = False
    _gscale = 1

    def __init__(self, *, scale=1, x=0, y=0):
        self._c = obj(GROUP_BYTES)
        self._items = []                 # the C group's mp_obj_list_t
        if scale != 1:
            self._gscale = scale
        if x:
            self.x = x
        if y:
            self.y = y

    # a property, as in C, so a subclass (adafruit_display_text's Label)
    # can override it without Group.__init__ calling the override
    @property
    def scale(self):
        return self._gscale

    @scale.setter
    def scale(self, v):
        self._gscale = v

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
    def __init__(self, n, *, dither=False):
        self._c = obj(PALETTE_BYTES)
        self._colors = buf(PALETTE_COLOR_BYTES * n)
        self._n = n

    def __len__(self):
        return self._n

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0

    def make_transparent(self, i):
        pass

    def make_opaque(self, i):
        pass


class Bitmap:
    def __init__(self, width, height, value_count):
        bits = 1
        while (1 << bits) < value_count:
            bits *= 2
        self._c = obj(BITMAP_BYTES)
        self._data = buf(((width * bits + 31) // 32) * 4 * height)
        self.width = width
        self.height = height

    def fill(self, v):
        pass

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0


class TileGrid:
    # fields the firmware or the Label may set; class defaults so an instance
    # holds only what was set (as the C struct holds them all anyway)
    x = 0
    y = 0
    hidden = False
    transpose_xy = flip_x = flip_y = False

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        n = width * height
        # (the struct points at its bitmap and palette: held as it holds them)
        if n > 4:                                   # up to 4 tiles sit inline
            self._c = held(TILEGRID_BYTES + 16, bitmap, pixel_shader)   # + the tiles array's block
            self._tiles = buf(n)
        else:
            self._c = held(TILEGRID_BYTES, bitmap, pixel_shader)
        if x:
            self.x = x
        if y:
            self.y = y

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0


def release_displays():
    pass


class ColorConverter:
    def __init__(self, *a, **k):
        self._c = obj(32)
