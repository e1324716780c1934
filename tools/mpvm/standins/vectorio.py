# vectorio shapes: each is its shape struct plus a vectorio_vector_shape_t
# (base, ishape: shape and two function pointers, pixel shader, x, y,
# absolute transform pointer, 2 areas of 12 B, 3 flags: 56 B -> 64) -
# shared-module/vectorio/VectorShape.h, made by the shape's make_new
# (shared-bindings/vectorio/Rectangle.c, Circle.c).
#   Rectangle: vectorio_rectangle_t (base, width, height, color index,
#   on_dirty event: 2 pointers, draw protocol instance: 24 B -> 32)
#   Circle: vectorio_circle_t (base, radius, color index, on_dirty,
#   draw protocol instance: 20 B -> 32)
# shared-module/vectorio/Rectangle.h, Circle.h (10.2.1; gcc -m32 sizes)
from _cheap import field, flag, pack, packed

SHAPE_BYTES = 64
RECT_BYTES = 32 + SHAPE_BYTES
CIRCLE_BYTES = 32 + SHAPE_BYTES


class _Shape:
    # x, y, the size (width and height, or radius), the colour index and
    # hidden packed; the palette held, as the struct holds it
    x = field(0, "<h")
    y = field(2, "<h")
    color_index = field(8, "<H")
    hidden = flag(10, 0)

    def _make(self, n, pixel_shader, a, b, x, y, color_index):
        self._c = packed(n, 11, pixel_shader)
        pack(self._c[0], "<hhHHH", 0, x, y, a, b, color_index)


class Rectangle(_Shape):
    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        if width < 1 or height < 1:
            raise ValueError("width and height must be >= 1")
        self._make(RECT_BYTES, pixel_shader, width, height, x, y, color_index)

    width = field(4, "<H")          # read back by the firmware
    height = field(6, "<H")


class Circle(_Shape):
    def __init__(self, *, pixel_shader, radius, x=0, y=0, color_index=0):
        if radius < 1:
            raise ValueError("radius must be >= 1")
        self._make(CIRCLE_BYTES, pixel_shader, radius, 0, x, y, color_index)

    radius = field(4, "<H")
