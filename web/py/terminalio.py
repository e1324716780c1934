# terminalio for the web page: the built-in font is 6x12 pixels a glyph;
# the page draws text in a monospace font of that cell size.
FONT = "terminalio"
