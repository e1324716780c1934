# vectorio shapes: each is its shape struct plus a vectorio_vector_shape_t
# (base, ishape, pixel shader, x, y, absolute transform, 2 areas, flags:
# ~96 B) - shared-module/vectorio/VectorShape.h.
#   Rectangle: vectorio_rectangle_t (base, width, height, color index: 16 B)
#   Circle: vectorio_circle_t (base, radius, color index, on_change: 16 B)
# shared-module/vectorio/Rectangle.h, Circle.h
import struct

from _cheap import field, flag, packed

SHAPE_BYTES = 96
RECT_BYTES = 16 + SHAPE_BYTES
CIRCLE_BYTES = 16 + SHAPE_BYTES


class _Shape:
    # x, y, the size (width and height, or radius), the colour index and
    # hidden packed; the palette held, as the struct holds it
    x = field(0, "<h")
    y = field(2, "<h")
    color_index = field(8, "<H")
    hidden = flag(10, 0)

    def _make(self, n, pixel_shader, a, b, x, y, color_index):
        self._c = packed(n, 11, pixel_shader)
        struct.pack_into("<hhHHH", self._c[0], 0, x, y, a, b, color_index)


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
