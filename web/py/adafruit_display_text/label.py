# adafruit_display_text.label for the web page (see displayio.py here): a
# label is its text, colour, scale and anchor; the page lays the glyphs out.


class Label:
    def __init__(self, font=None, text="", color=0xFFFFFF, scale=1, line_spacing=1.25,
                 anchor_point=(0.0, 0.0), anchored_position=(0, 0), **kw):
        self.font = font
        self.text = text
        self.color = color
        self.scale = scale
        self.line_spacing = line_spacing
        self.anchor_point = anchor_point
        self.anchored_position = anchored_position
        self.hidden = False
