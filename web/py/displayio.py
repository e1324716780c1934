# displayio for the web page: the firmware's art modules and Screen build
# their picture from these, and webgm.display_list() walks the tree into
# plain data the page draws on a canvas.  So the page runs the device's own
# drawing code (gmfw/screen.py, art_pipe.py, ...) instead of a copy that
# could drift.  Only what the firmware uses is here.


class Group:
    def __init__(self, x=0, y=0, scale=1):
        self.x = x
        self.y = y
        self._scale = scale
        self.hidden = False
        self._items = []

    # a property, as on a board, so gmfw.textlabel.Label can override it
    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, value):
        self._scale = value

    def append(self, item):
        self._items.append(item)

    def insert(self, index, item):
        self._items.insert(index, item)

    def remove(self, item):
        self._items.remove(item)

    def pop(self, index=-1):
        return self._items.pop(index)

    def index(self, item):
        return self._items.index(item)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, index):
        return self._items[index]

    def __iter__(self):
        return iter(self._items)


class Palette:
    def __init__(self, count):
        self._colours = [0] * count
        self.transparent = []

    def __setitem__(self, index, colour):
        if isinstance(colour, tuple):
            colour = (colour[0] << 16) | (colour[1] << 8) | colour[2]
        self._colours[index] = colour

    def __getitem__(self, index):
        return self._colours[index]

    def __len__(self):
        return len(self._colours)

    def make_transparent(self, index):
        self.transparent.append(index)


class Bitmap:
    # a label's has no pixels (the page draws its text itself,
    # webgm.display_list); a picture's tiles (art_flipop.py) are written
    # pixel by pixel and kept, one bytearray row each
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self.rows = None

    def fill(self, value):
        pass

    def __setitem__(self, xy, value):
        if self.rows is None:
            self.rows = [bytearray(self.width) for _ in range(self.height)]
        self.rows[xy[1]][xy[0]] = value

    def __getitem__(self, xy):
        return self.rows[xy[1]][xy[0]] if self.rows else 0


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, x=0, y=0, width=1, height=1, tile_width=None,
                 tile_height=None):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.hidden = False
        self.width = width
        self.height = height
        self.tile_width = tile_width or bitmap.width
        self.tile_height = tile_height or bitmap.height
        self.tiles = bytearray(width * height)
        self.transpose_xy = False

    def __setitem__(self, index, tile):
        self.tiles[index] = tile

    def __getitem__(self, index):
        return self.tiles[index]
