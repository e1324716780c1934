# vectorio shapes: each is its shape struct plus a vectorio_vector_shape_t
# (base, ishape, pixel shader, x, y, absolute transform, 2 areas, flags:
# ~96 B) - shared-module/vectorio/VectorShape.h.
#   Rectangle: vectorio_rectangle_t (base, width, height, color index: 16 B)
#   Circle: vectorio_circle_t (base, radius, color index, on_change: 16 B)
# shared-module/vectorio/Rectangle.h, Circle.h
from _cheap import held

SHAPE_BYTES = 96
RECT_BYTES = 16 + SHAPE_BYTES
CIRCLE_BYTES = 16 + SHAPE_BYTES


class _Shape:
    x = 0
    y = 0
    hidden = False
    color_index = 0

    def _place(self, x, y, color_index):
        if x:
            self.x = x
        if y:
            self.y = y
        if color_index:
            self.color_index = color_index


class Rectangle(_Shape):
    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        if width < 1 or height < 1:
            raise ValueError("width and height must be >= 1")
        self._c = held(RECT_BYTES, pixel_shader)      # (its palette held, as the struct holds it)
        self.width = width          # read back by the firmware
        self.height = height
        self._place(x, y, color_index)


class Circle(_Shape):
    def __init__(self, *, pixel_shader, radius, x=0, y=0, color_index=0):
        if radius < 1:
            raise ValueError("radius must be >= 1")
        self._c = held(CIRCLE_BYTES, pixel_shader)
        self.radius = radius
        self._place(x, y, color_index)
