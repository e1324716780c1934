"""Printable Pipes boards: A4 pages as PDF (vector, reportlab), SVG or PNG.

A page is first built as a small display list in millimetres (polygons,
polylines and text), then handed to one of three writers, so the PDF, the
SVG and the PNG show exactly the same drawing.  Everything is black and
grey on white so that it prints well on any printer and players can draw
over it with a pen.

Its words are gamemaster/pipes/words_boards_<lang>.py's (``pipes boards
--lang``).  Beyond English they need a font with Polish and Czech marks and
Cyrillic, which the PDF's standard Helvetica and Pillow's default font lack:
DejaVu Sans (Debian's fonts-dejavu-core, which .ci/run installs), embedded in
the PDF and drawn into the PNG; English stays as it was (Helvetica).
"""

import math
import os

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import WALL, TELEPORT, PIPE

# DejaVu Sans, regular and bold, from Debian's fonts-dejavu-core (2.37)
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_PACKAGE = "fonts-dejavu-core"


def words(lang="en"):
    """The printed boards' words in ``lang`` (words_boards_<lang>.py)."""
    import importlib
    return importlib.import_module("gamemaster.pipes.words_boards_" + lang).WORDS


def unicode_font():
    """(regular, bold) paths of the TTF the boards' words beyond English are
    drawn with, or the one line that says it is missing."""
    paths = tuple(os.path.join(FONT_DIR, name) for name in FONT_FILES)
    for p in paths:
        if not os.path.isfile(p):
            return "%s is missing: install Debian's %s (apt-get install %s)" % (p, FONT_PACKAGE,
                                                                              FONT_PACKAGE)
    return paths

PAGE_W = 210.0
PAGE_H = 297.0
MARGIN = 14.0
BLACK = (0, 0, 0)
GREY = (0.55, 0.55, 0.55)
LIGHT = (0.82, 0.82, 0.82)
WALL_FILL = (0.25, 0.25, 0.25)
WHITE = (1, 1, 1)


# -- display list ------------------------------------------------------------
# ("poly", points, closed, fill, stroke, width)
# ("text", x, y, size, string, anchor, bold)    anchor: "start"|"middle"|"end"

def _poly(ops, pts, closed=False, fill=None, stroke=BLACK, width=0.3):
    ops.append(("poly", list(pts), closed, fill, stroke, width))


def _rect(ops, x, y, w, h, fill=None, stroke=BLACK, width=0.3):
    _poly(ops, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], True, fill, stroke, width)


def _text(ops, x, y, size, s, anchor="start", bold=False):
    ops.append(("text", x, y, size, s, anchor, bold))


def _arc(cx, cy, r, a0, a1, steps=12):
    pts = []
    for i in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _edge_mid(x, y, s, d):
    return ((x + s / 2, y), (x + s, y + s / 2), (x + s / 2, y + s), (x, y + s / 2))[d]


def draw_element(ops, x, y, s, element, width=None):
    """A pipe element in the field at x, y (size s): thick lines joining
    the sides Table 1 says it joins."""
    w = width if width is not None else s * 0.22
    sides = el.sides(element)
    cx, cy = x + s / 2, y + s / 2
    if element == el.CROSSING:
        _poly(ops, [(x, cy), (x + s, cy)], width=w)
        _poly(ops, [(cx, y), (cx, y + s)], width=w)
    elif sides in ((0, 2), (1, 3)):
        _poly(ops, [_edge_mid(x, y, s, sides[0]), _edge_mid(x, y, s, sides[1])], width=w)
    else:
        # a quarter circle around the corner between the two sides
        corner_x = x + s if 1 in sides else x
        corner_y = y if 0 in sides else y + s
        start = {(0, 1): 90, (1, 2): 180, (2, 3): 270, (0, 3): 0}[sides]
        _poly(ops, _arc(corner_x, corner_y, s / 2, start, start + 90), width=w)


def draw_valve(ops, x, y, s, d):
    """A round valve with a bow-tie, and a pipe stub ending in an arrow
    that touches the outlet edge: the water's first field is beyond it."""
    cx, cy = x + s / 2, y + s / 2
    ex, ey = _edge_mid(x, y, s, d)
    dx, dy = el.DELTA[d][1], el.DELTA[d][0]
    px, py = -dy, dx
    a = s * 0.2
    base = (ex - dx * a * 1.3, ey - dy * a * 1.3)
    _poly(ops, [(cx, cy), base], width=s * 0.16)
    _poly(ops, [(ex, ey), (base[0] + px * a, base[1] + py * a),
                (base[0] - px * a, base[1] - py * a)], True, fill=BLACK, width=0.2)
    r = s * 0.22
    _poly(ops, _arc(cx, cy, r, 0, 360, 24), True, fill=WHITE, width=0.6)
    k = r * 0.6
    if d in (0, 2):
        tie = [(cx - k, cy - k * 0.7), (cx + k, cy + k * 0.7), (cx + k, cy - k * 0.7),
               (cx - k, cy + k * 0.7)]
    else:
        tie = [(cx - k * 0.7, cy - k), (cx + k * 0.7, cy + k), (cx - k * 0.7, cy + k),
               (cx + k * 0.7, cy - k)]
    _poly(ops, tie, True, fill=BLACK, width=0.2)


def draw_teleport_end(ops, x, y, s, edge, label):
    """A teleport end: a thick bar along the edge it is attached to."""
    t = s * 0.16
    box = ((x + s * 0.15, y, s * 0.7, t), (x + s - t, y + s * 0.15, t, s * 0.7),
           (x + s * 0.15, y + s - t, s * 0.7, t), (x, y + s * 0.15, t, s * 0.7))[edge]
    _rect(ops, box[0], box[1], box[2], box[3], fill=BLACK, width=0.2)
    ix, iy = _edge_mid(x, y, s, edge)
    cx, cy = x + s / 2, y + s / 2
    _text(ops, (ix + 2 * cx) / 3, (iy + 2 * cy) / 3 + s * 0.1, s * 0.8, label, "middle", True)


def icon_rotation(ops, x, y, s):
    cx, cy, r = x + s / 2, y + s / 2, s * 0.3
    _poly(ops, _arc(cx, cy, r, -60, 210, 20), width=s * 0.07)
    a = math.radians(-60)
    tx, ty = cx + r * math.cos(a), cy + r * math.sin(a)
    k = s * 0.12
    _poly(ops, [(tx + k, ty + k * 0.2), (tx - k * 0.9, ty - k * 0.3), (tx + k * 0.1, ty + k * 1.3)],
          True, fill=BLACK, width=0.2)


def icon_crossing(ops, x, y, s):
    draw_element(ops, x + s * 0.15, y + s * 0.15, s * 0.7, el.CROSSING, s * 0.12)


def icon_teleport(ops, x, y, s):
    m = s * 0.15
    _rect(ops, x + m, y + s * 0.25, s * 0.09, s * 0.5, fill=BLACK, width=0.2)
    _rect(ops, x + s - m - s * 0.09, y + s * 0.25, s * 0.09, s * 0.5, fill=BLACK, width=0.2)
    # dotted arc between the two ends
    pts = _arc(x + s / 2, y + s * 0.62, s * 0.3, 200, 340, 10)
    for i in range(0, len(pts) - 1, 2):
        _poly(ops, [pts[i], pts[i + 1]], width=s * 0.05)


ICONS = (icon_rotation, icon_crossing, icon_teleport)


def board_page(board, number, total, seed, spec_text="", w=None):
    """The display list of one A4 page for ``board``, in words ``w``
    (words(lang); None: English)."""
    w = w or words()
    ops = []
    top = MARGIN
    _text(ops, MARGIN, top + 8, 16, w[0], "start", True)                  # title
    _text(ops, MARGIN + 7 + 3.4 * len(w[0]), top + 8, 11, w[1] % (number, total))     # board_of
    _text(ops, PAGE_W - MARGIN, top + 8, 9, w[2] % seed, "end")           # seed
    _text(ops, MARGIN, top + 17, 10, w[3])                                # player
    # grid, as large as fits left of the action column
    action_w = 30.0
    gx = MARGIN + 5
    gy = top + 26
    avail_w = PAGE_W - 2 * MARGIN - 5 - action_w - 6
    avail_h = 160.0
    s = min(avail_w / board.cols, avail_h / board.rows, 16.0)
    for c in range(board.cols):
        _text(ops, gx + c * s + s / 2, gy - 1.5, 6, "%d" % c, "middle")
    for r in range(board.rows):
        _text(ops, gx - 1.5, gy + r * s + s / 2 + 1.5, 6, "%d" % r, "end")
    for r in range(board.rows):
        for c in range(board.cols):
            x, y = gx + c * s, gy + r * s
            v = board.get(r, c)
            if v == WALL:
                _rect(ops, x, y, s, s, fill=WALL_FILL, stroke=None)
                # bricks, so a wall reads as a wall even in a faint copy
                for k in (1, 2):
                    _poly(ops, [(x, y + k * s / 3), (x + s, y + k * s / 3)], stroke=LIGHT, width=0.3)
            elif v >= PIPE:
                draw_element(ops, x, y, s, v - PIPE)
    for i in range(len(board.teleports)):
        t = board.teleports[i]
        label = "ABCDEFGH"[i % 8]
        for j in (0, 3):
            draw_teleport_end(ops, gx + t[j + 1] * s, gy + t[j] * s, s, t[j + 2], label)
    for k in range(board.rows + 1):
        _poly(ops, [(gx, gy + k * s), (gx + board.cols * s, gy + k * s)], stroke=GREY, width=0.25)
    for k in range(board.cols + 1):
        _poly(ops, [(gx + k * s, gy), (gx + k * s, gy + board.rows * s)], stroke=GREY, width=0.25)
    _rect(ops, gx, gy, board.cols * s, board.rows * s, width=0.8)
    vr, vc, vd = board.valve
    draw_valve(ops, gx + vc * s, gy + vr * s, s, vd)
    # special actions: one icon per allowed use, crossed out when used
    ax = PAGE_W - MARGIN - action_w
    ay = gy
    _text(ops, ax + action_w / 2, ay - 1.5, 7, w[4], "middle", True)     # special actions
    isz = 12.0
    for kind in range(3):
        count = board.allowance[kind]
        _text(ops, ax, ay + 5, 7, w[5] % (w[6 + kind], count))           # rotation x2
        ay += 7
        for i in range(count):
            ix = ax + (i % 2) * (isz + 3)
            iy = ay + (i // 2) * (isz + 3)
            _rect(ops, ix, iy, isz, isz, width=0.4)
            ICONS[kind](ops, ix, iy, isz)
        ay += ((count + 1) // 2) * (isz + 3) + 4
    # legend
    ly = gy + board.rows * s + 12
    _text(ops, MARGIN, ly, 10, w[9], "start", True)                       # Elements
    ls = 13.0
    for e in range(el.COUNT):
        x = MARGIN + e * (ls + 12.5)
        _rect(ops, x, ly + 3, ls, ls, stroke=GREY, width=0.3)
        draw_element(ops, x, ly + 3, ls, e)
        _text(ops, x + ls / 2, ly + ls + 7, 6.5, w[10 + e], "middle")      # the element's label
    ny = ly + ls + 16
    notes = w[17:23]
    for i in range(len(notes)):
        _text(ops, MARGIN, ny + i * 4.6, 8, notes[i])
    _text(ops, MARGIN, PAGE_H - MARGIN + 4, 7, w[23] % (number, total, seed, spec_text))    # footer
    return ops


# -- writers -------------------------------------------------------------------

def write_pdf(pages, path, title="Pipes boards", font=None):
    """``pages`` into one PDF; ``font``: (regular, bold) TTF paths to embed
    (unicode_font()), else the standard Helvetica (English only)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.pdfgen import canvas

    faces = ("Helvetica", "Helvetica-Bold")
    if font:
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont
        faces = ("DejaVuSans", "DejaVuSans-Bold")
        for face, file in zip(faces, font):
            pdfmetrics.registerFont(TTFont(face, file))
    cv = canvas.Canvas(path, pagesize=A4, invariant=1)
    cv.setTitle(title)
    cv.setAuthor("table-gamemaster")
    for ops in pages:
        for op in ops:
            if op[0] == "poly":
                _, pts, closed, fill, stroke, width = op
                p = cv.beginPath()
                p.moveTo(pts[0][0] * mm, (PAGE_H - pts[0][1]) * mm)
                for x, y in pts[1:]:
                    p.lineTo(x * mm, (PAGE_H - y) * mm)
                if closed:
                    p.close()
                if fill is not None:
                    cv.setFillColorRGB(*fill)
                if stroke is not None:
                    cv.setStrokeColorRGB(*stroke)
                    cv.setLineWidth(width * mm)
                    cv.setLineCap(0)
                    cv.setLineJoin(1)
                cv.drawPath(p, stroke=stroke is not None, fill=fill is not None)
            else:
                _, x, y, size, s, anchor, bold = op
                cv.setFillColorRGB(0, 0, 0)
                cv.setFont(faces[1] if bold else faces[0], size)
                fx, fy = x * mm, (PAGE_H - y) * mm
                if anchor == "middle":
                    cv.drawCentredString(fx, fy, s)
                elif anchor == "end":
                    cv.drawRightString(fx, fy, s)
                else:
                    cv.drawString(fx, fy, s)
        cv.showPage()
    cv.save()


def _hex(rgb):
    return "#%02x%02x%02x" % tuple(int(round(v * 255)) for v in rgb)


def _xml(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def svg_text(ops, font=None):
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%gmm" height="%gmm" '
           'viewBox="0 0 %g %g">' % (PAGE_W, PAGE_H, PAGE_W, PAGE_H),
           '<rect width="100%" height="100%" fill="#ffffff"/>']
    for op in ops:
        if op[0] == "poly":
            _, pts, closed, fill, stroke, width = op
            d = " ".join("%.2f,%.2f" % p for p in pts)
            out.append('<%s points="%s" fill="%s" stroke="%s" stroke-width="%.2f" '
                       'stroke-linecap="butt" stroke-linejoin="round"/>'
                       % ("polygon" if closed else "polyline", d,
                          _hex(fill) if fill else "none", _hex(stroke) if stroke else "none",
                          width))
        else:
            _, x, y, size, s, anchor, bold = op
            out.append('<text x="%.2f" y="%.2f" font-family="%sHelvetica, Arial, sans-serif" '
                       'font-size="%.2f" text-anchor="%s"%s>%s</text>'
                       % (x, y, "DejaVu Sans, " if font else "", size * 25.4 / 72, anchor,
                          ' font-weight="bold"' if bold else "", _xml(s)))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_png(ops, path, dpi=150, font=None):
    from PIL import Image, ImageDraw, ImageFont

    k = dpi / 25.4
    img = Image.new("RGB", (int(PAGE_W * k), int(PAGE_H * k)), "white")
    dr = ImageDraw.Draw(img)
    fonts = {}
    for op in ops:
        if op[0] == "poly":
            _, pts, closed, fill, stroke, width = op
            xy = [(x * k, y * k) for x, y in pts]
            if closed:
                dr.polygon(xy, fill=_hex(fill) if fill else None)
                if stroke is not None:
                    dr.line(xy + [xy[0]], fill=_hex(stroke), width=max(1, int(round(width * k))),
                            joint="curve")
            elif stroke is not None:
                dr.line(xy, fill=_hex(stroke), width=max(1, int(round(width * k))),
                        joint="curve")
        else:
            _, x, y, size, s, anchor, bold = op
            px = int(round(size * 25.4 / 72 * k))
            face = fonts.get((px, bold))
            if face is None:
                face = fonts[(px, bold)] = ImageFont.truetype(font[1 if bold else 0], px) if font \
                    else ImageFont.load_default(size=px)
            a = {"start": "ls", "middle": "ms", "end": "rs"}[anchor]
            dr.text((x * k, y * k), s, fill="black", font=face, anchor=a,
                    stroke_width=1 if bold and px > 14 and not font else 0, stroke_fill="black")
    img.save(path)
