# vectorio for the web page (see displayio.py here): shapes are data.


class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False


class Circle:
    def __init__(self, pixel_shader=None, radius=1, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.radius = radius
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False


class Polygon:
    def __init__(self, pixel_shader=None, points=(), x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.points = points
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False
