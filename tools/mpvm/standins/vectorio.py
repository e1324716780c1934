# vectorio.Rectangle: vectorio_rectangle_t (base, width, height, color index:
# 16 B) plus its vectorio_vector_shape_t (base, ishape, pixel shader, x, y,
# absolute transform, 2 areas, flags: ~96 B) - shared-module/vectorio/*.h
from _cheap import buf, obj

RECT_BYTES = 16 + 96


class Rectangle:
    x = 0
    y = 0
    hidden = False
    color_index = 0

    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        if width < 1 or height < 1:
            raise ValueError("width and height must be >= 1")
        self._c = obj(RECT_BYTES)
        self.width = width          # read back by the firmware
        self.height = height
        if x:
            self.x = x
        if y:
            self.y = y
        if color_index:
            self.color_index = color_index


# vectorio.Circle: vectorio_circle_t (base, radius, color index, on_dirty,
# draw protocol instance) plus its vector shape: as a Rectangle's
# (shared-module/vectorio/Circle.h); the Flipop board's balls
class Circle:
    x = 0
    y = 0
    hidden = False
    color_index = 0

    def __init__(self, *, pixel_shader, radius, x=0, y=0, color_index=0):
        if radius < 1:
            raise ValueError("radius must be >= 1")
        self._c = obj(RECT_BYTES)
        self.radius = radius
        if x:
            self.x = x
        if y:
            self.y = y
        if color_index:
            self.color_index = color_index
