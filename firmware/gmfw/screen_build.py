# Building the screen (gmfw.screen): its layout for the display's size,
# the groups, the shapes and the text labels.  Code a board needs once, at
# boot: compiled early (gmfw/boot.py load_code) and dropped once the screen is
# built, so only what each frame runs stays in the heap.
#
# Layout: portrait/square screens stack title, picture, clock, lines, timer
# bar and hint; wide screens (the Feather's 240x135) put the picture on the
# left and the clock and lines on the right.  Text rows are whole 12-pixel
# glyph rows, and each mode (a picture, a big word, the bonus rolls, a long
# message) has its own places, so no label runs off the screen or onto
# another one, at 240x240 as at 240x135.

import displayio
import terminalio
import vectorio

from gmfw.screen import FONT_H, Layout, Screen


def label_class(kind):
    """The text label class a profile's ``display.labels`` names (boards/
    __init__.py): adafruit_display_text's, or on the nRF52840 boards the
    firmware's own one-bitmap label (same pixels, ~22 KB less heap).  Only the
    one asked for is imported."""
    if kind == "one_bitmap":
        from gmfw.textlabel import Label
    else:
        from adafruit_display_text.label import Label
    return Label


def layout(w, h):
    # gmfw.screen.Layout's pixel positions for a w x h screen
    L = Layout()
    L.w, L.h = w, h
    L.landscape = w >= h * 3 // 2
    L.cols = (w - 4) // 6                 # glyphs on a full-width line
    L.title_y = 2
    L.top = L.title_y + 2 * FONT_H + 2  # below the scale-2 title
    L.hint_y = h - 1                      # bottom anchor
    L.hint_top = h - 1 - FONT_H           # one hint line
    # at most 4 rows (160 characters: the longest settings message, file,
    # line and key first): the hint's bitmap then is 1.6 KB, and an
    # nRF52840 has little room to spare (docs/performance.md)
    L.message_rows = min(4, (L.hint_y - L.top) // FONT_H)
    if L.landscape:
        # picture left, clock and lines right; the big word and a
        # band art (the rolls) take the full width when no clock sits beside them
        L.art = L.hint_top - 4 - L.top
        L.art_x, L.art_y = 2, L.top
        right_x = L.art_x + L.art + 4
        L.text_x = right_x + (w - right_x - 2) // 2
        L.text_cols = (w - right_x - 2) // 6
        # the big word beside the clock: centred in the column left of
        # it, 3 px from the screen's side as a full-width line is
        L.big_pos = (right_x // 2, L.art_y + L.art // 2)
        L.big_box = right_x - 6
        # there as large as the column holds: a number ("3" lives) is
        # bigger than the clock beside it, as on a square screen
        L.side_scale = L.art // 14
        L.clock_y = L.top
        L.bar = (right_x, L.hint_top - 5, w - right_x - 2, 3)
        L.big_scale = 3
        L.band = (L.top, 3 * FONT_H)    # a full-width art band (the rolls): y, height
    else:
        L.art = min(w, h) * 7 // 15          # 112 on 240x240
        L.art_x, L.art_y = (w - L.art) // 2, L.top
        L.text_x = w // 2
        L.text_cols = L.cols
        L.big_pos = (w // 2, L.art_y + L.art // 2)
        L.big_box = w - 8
        L.clock_y = L.art_y + L.art + 4
        L.bar = (0, L.hint_top - 6, w, 4)
        L.big_scale = 5
        L.band = (L.art_y, L.art)
    # the lines end 3 px above the bar (2 below it: the hint's cells start
    # with blank rows, the lines' end with descenders)
    L.text_bottom = L.bar[1] - 3
    # a LARGE art (the Flipop board): portrait, as tall as leaves four
    # lines above the hint; landscape, the full height left of the title,
    # the lines and the hint, which move to the right column
    if L.landscape:
        size = min(L.hint_top - 4, w // 2)
        L.large_art = (2, 2, size)
        x = size + 6
        # the right column ends 4 px from the side, as a full-width line does
        L.large_text = (x + (w - x - 4) // 2, L.top, (w - x - 4) // 6,
                        (L.hint_top - 2 - L.top) // FONT_H)
    else:
        size = min(w - 4, L.hint_top - 2 - L.top - 4 * FONT_H - 2)
        L.large_art = ((w - size) // 2, L.top, size)
        y = L.top + size + 2
        L.large_text = (w // 2, y, L.cols, (L.hint_top - 2 - y) // FONT_H)
    return L


def build(display, width, height, labels=None):
    # A gmfw.screen.Screen for ``display``: its layout, the root group
    # (background, title, big word, clock, lines, timer bar, message panel,
    # hint); ``labels``: the profile's text label kind (label_class)
    screen = Screen()
    screen.display = display
    screen.w = width
    screen.h = height
    L = layout(width, height)
    screen.layout = L
    L.Label = Label = label_class(labels)      # the pictures' text too (art_rolls)
    font = terminalio.FONT
    root = displayio.Group()
    screen.root = root
    screen.bg_palette = displayio.Palette(1)
    screen.bg_palette[0] = 0x000000
    root.append(vectorio.Rectangle(pixel_shader=screen.bg_palette, width=width, height=height, x=0, y=0))
    screen.arts = {}                         # art kind -> (module, Art): the one on screen
    screen.art_kind = None                   # the kind on screen now
    screen.degraded = False                  # pictures dropped after a MemoryError
    screen.title = Label(font, text=" ", color=0xFFFFFF, scale=2,
                       anchor_point=(0.5, 0.0), anchored_position=(width // 2, L.title_y))
    root.append(screen.title)
    # the big word and the clock: made by the first frame that shows them
    # (Screen._word), between the title and the lines
    screen.big = screen.clock = None
    screen.lines = Label(font, text=" ", color=0xC0C0C0, scale=1, line_spacing=1.0,
                       anchor_point=(0.5, 0.0), anchored_position=(L.text_x, L.clock_y))
    root.append(screen.lines)
    screen.bar_palette = displayio.Palette(1)
    screen.bar_palette[0] = 0x00C83C
    bx, by, bw, bh = L.bar
    screen.bar_x, screen.bar_w = bx, bw
    screen.bar = vectorio.Rectangle(pixel_shader=screen.bar_palette, width=1, height=bh, x=bx, y=by)
    screen.bar.hidden = True
    root.append(screen.bar)
    screen.hint = Label(font, text=" ", color=0x909090, scale=1,
                      anchor_point=(0.5, 1.0), anchored_position=(width // 2, L.hint_y))
    # a message longer than the bottom line gets the screen below the
    # title: this panel (the background's colour) covers the rest
    screen.panel = vectorio.Rectangle(pixel_shader=screen.bg_palette, width=width,
                                    height=height - L.top, x=0, y=L.top)
    screen.panel.hidden = True
    root.append(screen.panel)
    root.append(screen.hint)
    screen._bar_width = 0
    screen._last = {}
    screen._need = 0
    screen._full = False
    display.root_group = root
    return screen
