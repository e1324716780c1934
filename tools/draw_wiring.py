"""Draw the wiring pictures in docs/img/wiring-<profile>.png from the profiles.

Pin names, pixel counts and ring direction are read from ``boards/*.py``,
so a changed profile redraws its picture instead of leaving a stale one.

    python tools/draw_wiring.py            # writes docs/img/wiring-*.png
"""

import copy
import math
import os
import sys
import textwrap

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import boards  # noqa: E402

W, H = 900, 560
BG = (250, 250, 246)
INK = (30, 30, 30)
PCB = (40, 40, 48)
PCB_CPB = (30, 30, 34)
PAD = (212, 175, 55)
SCREEN = (20, 40, 90)
WIRE = {"data": (40, 160, 60), "power": (210, 40, 40), "gnd": (20, 20, 20), "signal": (40, 90, 220)}


def font(size, bold=False):
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu"):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    return ImageFont.load_default()


def ring_angles(ring):
    """Degrees clockwise from 12 o'clock of each pixel index, as the profile says."""
    if ring.get("angles_deg"):
        return list(ring["angles_deg"])
    count, first = ring["count"], ring.get("first", 0)
    sign = 1 if ring.get("clockwise", True) else -1
    return [((i - first) * 360.0 / count * sign) % 360 for i in range(count)]


def draw_ring(d, cx, cy, radius, ring, label_font, pixel=11):
    for i, angle in enumerate(ring_angles(ring)):
        a = math.radians(angle)
        x, y = cx + radius * math.sin(a), cy - radius * math.cos(a)
        fill = (255, 210, 60) if i == 0 else (240, 240, 240)
        d.rectangle([x - pixel, y - pixel, x + pixel, y + pixel], fill=fill, outline=INK, width=2)
        d.text((x, y), str(i), font=label_font, fill=INK, anchor="mm")


def wire(d, points, kind, width=5):
    d.line(points, fill=WIRE[kind], width=width, joint="curve")
    for x, y in (points[0], points[-1]):
        d.ellipse([x - 6, y - 6, x + 6, y + 6], fill=WIRE[kind])


def header(d, profile, subtitle):
    d.text((24, 18), profile["name"], font=font(26, True), fill=INK)
    d.text((24, 54), subtitle, font=font(16), fill=(80, 80, 80))


def legend(d, x, y, across=False):
    f = font(15)
    for i, (kind, label) in enumerate((("data", "NeoPixel data"), ("power", "power"), ("gnd", "ground"),
                                       ("signal", "button / speaker"))):
        xx, yy = (x + i * 190, y) if across else (x, y + i * 24)
        d.line([(xx, yy), (xx + 40, yy)], fill=WIRE[kind], width=5)
        d.text((xx + 50, yy), label, font=f, fill=INK, anchor="lm")


def draw_cpb(profile):
    img = Image.new("RGB", (W, H), BG)
    d = ImageDraw.Draw(img)
    header(d, profile, "Seen from the TFT Gizmo's screen (Gizmo bolted on the back of the CP). "
                       "Nothing to wire.")
    cx, cy, r = 300, 320, 200
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=PCB_CPB, outline=INK, width=3)
    # 12 screw pads around the rim
    for k in range(12):
        a = math.radians(k * 30 + 15)
        x, y = cx + (r - 18) * math.sin(a), cy - (r - 18) * math.cos(a)
        d.ellipse([x - 12, y - 12, x + 12, y + 12], fill=PAD, outline=INK)
    d.rounded_rectangle([cx - 95, cy - 95, cx + 95, cy + 95], 8, fill=SCREEN, outline=(150, 150, 160), width=3)
    d.text((cx, cy - 12), "TFT Gizmo", font=font(20, True), fill=(230, 230, 240), anchor="mm")
    d.text((cx, cy + 16), "%dx%d" % (profile["display"]["width"], profile["display"]["height"]),
           font=font(16), fill=(200, 200, 220), anchor="mm")
    d.rectangle([cx - 26, cy - r - 14, cx + 26, cy - r + 10], fill=(170, 170, 180), outline=INK, width=2)
    d.text((cx, cy - r - 26), "USB (12 o'clock)", font=font(15), fill=INK, anchor="mb")
    d.text((cx, cy + r + 8), "battery connector", font=font(15), fill=INK, anchor="mt")
    draw_ring(d, cx, cy, r - 52, profile["ring"], font(14, True))
    # button A is on the underside, on the right when the screen faces you
    bx, by = cx + r + 20, cy + 40
    d.text((bx + 10, by), "Button A (%s): underside, right\n= the button; B is unused"
           % profile["button"]["pin"], font=font(15), fill=INK, anchor="lm")
    d.line([(cx + r - 30, cy + 40), (bx, by)], fill=WIRE["signal"], width=3)
    notes = [
        "NeoPixels: board.%s, %d pixels, index 0 (yellow) at about 1 o'clock;"
        % (profile["ring"]["pin"], profile["ring"]["count"]),
        "indices run clockwise seen from the screen (no pixel at 12 or 6).",
        "Speaker: board.%s, amplifier enabled by board.%s." % (profile["speaker"]["pin"],
                                                              profile["speaker"]["enable"]),
        "Gizmo uses pads %s." % ", ".join(profile["display"]["pins"]),
    ]
    lines = textwrap.wrap(" ".join(notes), 44)
    for i, line in enumerate(lines):
        d.text((540, 120 + i * 22), line, font=font(14), fill=INK)
    return img


def feather_outline(d, x, y, w, h, name, pins, label_font):
    """A board rectangle with a labelled pad per entry in ``pins`` (name -> (px, py))."""
    d.rounded_rectangle([x, y, x + w, y + h], 14, fill=PCB, outline=INK, width=3)
    d.text((x + w / 2, y + 18), name, font=font(16, True), fill=(235, 235, 235), anchor="mm")
    for pin, (px, py) in pins.items():
        d.ellipse([px - 9, py - 9, px + 9, py + 9], fill=PAD, outline=INK, width=2)
        d.text((px, py + 14), pin, font=label_font, fill=(235, 235, 235), anchor="mt")


def draw_feather(profile):
    img = Image.new("RGB", (W, H), BG)
    d = ImageDraw.Draw(img)
    ring, button, speaker = profile["ring"], profile["button"], profile.get("speaker")
    header(d, profile, "Ring DIN to %s, arcade button %s to GND (internal pull-up), piezo %s to GND."
           % (ring["pin"], button["pin"], speaker["pin"] if speaker else "-"))
    x, y, w, h = 60, 110, 360, 220
    by = y + h - 30
    order = [button["pin"]] + ([speaker["pin"]] if speaker else []) + ["GND", "USB", ring["pin"]]
    pads = {}
    for i, pin in enumerate(order):
        pads[pin] = (x + 40 + i * 65, by)
    d.rounded_rectangle([x, y, x + w, y + h], 14, fill=PCB, outline=INK, width=3)
    d.text((x + w / 2, y + 18), "ESP32-S3 TFT Feather", font=font(16, True), fill=(235, 235, 235), anchor="mm")
    for pin, (px, py) in pads.items():
        d.ellipse([px - 9, py - 9, px + 9, py + 9], fill=PAD, outline=INK, width=2)
        d.text((px, py - 14), pin, font=font(14, True), fill=(235, 235, 235), anchor="mb")
    d.rounded_rectangle([x + 70, y + 40, x + 290, y + 150], 6, fill=SCREEN, outline=(150, 150, 160), width=3)
    d.text((x + 180, y + 95), "%dx%d TFT" % (profile["display"]["width"], profile["display"]["height"]),
           font=font(16), fill=(220, 220, 235), anchor="mm")
    d.rectangle([x - 14, y + 90, x + 10, y + 130], fill=(170, 170, 180), outline=INK, width=2)
    d.text((x - 18, y + 110), "USB", font=font(12), fill=INK, anchor="rm")
    # ring, its input pads ordered so that no two wires cross
    rcx, rcy, rr = 700, 190, 85
    d.ellipse([rcx - rr - 22, rcy - rr - 22, rcx + rr + 22, rcy + rr + 22], fill=PCB, outline=INK, width=3)
    d.ellipse([rcx - rr + 22, rcy - rr + 22, rcx + rr - 22, rcy + rr - 22], fill=BG, outline=INK, width=3)
    draw_ring(d, rcx, rcy, rr, ring, font(13, True), pixel=10)
    d.text((rcx, rcy - 10), "NeoPixel ring", font=font(15, True), fill=INK, anchor="mm")
    d.text((rcx, rcy + 12), "%d px, 0 at top" % ring["count"], font=font(14), fill=INK, anchor="mm")
    pad_y = rcy + rr + 45
    ring_in = {"DIN": (rcx - 60, pad_y), "5V": (rcx, pad_y), "GND": (rcx + 60, pad_y)}
    ring_inputs(d, ring_in)
    for pin, target, lane, kind in ((ring["pin"], "DIN", 35, "data"), ("USB", "5V", 50, "power"),
                                    ("GND", "GND", 65, "gnd")):
        px, py = pads[pin]
        tx, ty = ring_in[target]
        wire(d, [(px, py), (px, by + lane), (tx, by + lane), (tx, ty)], kind)
    # arcade button and piezo share the ground line below the board
    gx = pads["GND"][0]
    ground_y = by + 150
    ax, ay = pads[button["pin"]][0], ground_y
    wire(d, [(gx, by + 65), (gx, ground_y), (ax + 40, ground_y)], "gnd")
    d.ellipse([ax - 40, ay - 40, ax + 40, ay + 40], fill=(220, 40, 40), outline=INK, width=3)
    d.text((ax, ay - 8), "arcade", font=font(13, True), fill=(255, 255, 255), anchor="mm")
    d.text((ax, ay + 10), "60 mm", font=font(13, True), fill=(255, 255, 255), anchor="mm")
    wire(d, [pads[button["pin"]], (ax, ay - 40)], "signal")
    if speaker:
        px = pads[speaker["pin"]][0]
        py = by + 95
        wire(d, [pads[speaker["pin"]], (px, py - 20)], "signal")
        d.ellipse([px - 20, py - 20, px + 20, py + 20], fill=(30, 30, 30), outline=INK, width=2)
        d.text((px + 26, py), "piezo", font=font(13, True), fill=INK, anchor="lm")
        wire(d, [(px, py + 20), (px, ground_y)], "gnd", width=3)
    legend(d, 660, 440)
    return img


def clue_body(d, profile, x, y, w, h):
    """The CLUE's board and screen."""
    d.rounded_rectangle([x, y, x + w, y + h], 18, fill=PCB, outline=INK, width=3)
    d.rounded_rectangle([x + 80, y + 40, x + 280, y + 240], 6, fill=SCREEN, outline=(150, 150, 160), width=3)
    d.text((x + 180, y + 140), "%dx%d TFT" % (profile["display"]["width"], profile["display"]["height"]),
           font=font(16), fill=(220, 220, 235), anchor="mm")
    return x, y, w, h


def clue_pads(d, x, y, h):
    """The CLUE's five big edge pads: {label: where a wire leaves it}."""
    pads = {}
    for i, label in enumerate(("0", "1", "2", "3V", "GND")):
        px = x + 40 + i * 70
        py = y + h - 25
        d.rounded_rectangle([px - 22, py - 18, px + 22, py + 18], 6, fill=PAD, outline=INK, width=2)
        d.text((px, py), label, font=font(14, True), fill=INK, anchor="mm")
        pads[label] = (px, py + 18)
    return pads


def ring_inputs(d, ring_in, dx=12, anchor="lb"):
    for label, (px, py) in ring_in.items():
        d.ellipse([px - 8, py - 8, px + 8, py + 8], fill=PAD, outline=INK, width=2)
        d.text((px + dx, py - 10), label, font=font(13, True), fill=INK, anchor=anchor)


def clue_ring_wires(d, pads, ring_in, base):
    for pad, target, lane, kind in (("GND", "GND", 20, "gnd"), ("3V", "+", 40, "power"),
                                    ("0", "DIN", 60, "data")):
        px, py = pads[pad]
        tx, ty = ring_in[target]
        wire(d, [(px, py), (px, base + lane), (tx, base + lane), (tx, ty)], kind)


def draw_clue(profile):
    img = Image.new("RGB", (W, H), BG)
    d = ImageDraw.Draw(img)
    ring, button = profile["ring"], profile["button"]
    header(d, profile, "Ring on the big edge pads (alligator clips work): DIN to pad 0, + to 3V, - to GND.")
    x, y, w, h = clue_body(d, profile, 80, 110, 360, 300)
    d.ellipse([x + 20, y + 120, x + 60, y + 160], fill=(200, 200, 200), outline=INK, width=2)
    d.text((x + 40, y + 140), "A", font=font(16, True), fill=INK, anchor="mm")
    d.ellipse([x + w - 60, y + 120, x + w - 20, y + 160], fill=(200, 200, 200), outline=INK, width=2)
    d.text((x + w - 40, y + 140), "B", font=font(16, True), fill=INK, anchor="mm")
    d.text((x + 40, y + 170), "button\n(%s)" % button["pin"], font=font(12), fill=(235, 235, 235),
           anchor="ma", align="center")
    pads = clue_pads(d, x, y, h)
    d.text((x + w / 2, y + h + 6), "edge connector (D0 = pad 0)", font=font(13), fill=INK, anchor="mt")
    rcx, rcy, rr = 700, 270, 95
    d.ellipse([rcx - rr - 22, rcy - rr - 22, rcx + rr + 22, rcy + rr + 22], fill=PCB, outline=INK, width=3)
    d.ellipse([rcx - rr + 22, rcy - rr + 22, rcx + rr - 22, rcy + rr - 22], fill=BG, outline=INK, width=3)
    draw_ring(d, rcx, rcy, rr, ring, font(13, True), pixel=10)
    d.text((rcx, rcy), "%d px, 0 at top" % ring["count"], font=font(14), fill=INK, anchor="mm")
    ring_in = {"GND": (rcx - 60, rcy + rr + 40), "+": (rcx, rcy + rr + 40), "DIN": (rcx + 60, rcy + rr + 40)}
    ring_inputs(d, ring_in)
    base = y + h + 30
    clue_ring_wires(d, pads, ring_in, base)
    d.text((480, 84), "Speaker: on board (board.%s).\nOptional arcade button: edge pin 5\n(= button A) to GND."
           % profile["speaker"]["pin"], font=font(14), fill=INK)
    legend(d, 80, 535, across=True)
    return img


def external(profile, settings):
    """The profile with the external button and ring of ``settings`` on it
    (boards/wiring.py, as the firmware takes them; names compared as pins)."""
    wired = copy.deepcopy(profile)
    values = {"GM_BUTTON_PIN": "", "GM_RING_PIN": "", "GM_RING_PIXELS": 0}
    values.update(settings)
    from boards.wiring import wire
    problems = wire(wired, values["GM_BUTTON_PIN"], values["GM_RING_PIN"], values["GM_RING_PIXELS"],
                    lambda name: name)
    if problems:
        raise SystemExit("draw_wiring: %s" % "; ".join(problems))
    return wired


def arcade(d, x, y, label):
    d.ellipse([x - 40, y - 40, x + 40, y + 40], fill=(220, 40, 40), outline=INK, width=3)
    d.text((x, y - 8), "arcade", font=font(13, True), fill=(255, 255, 255), anchor="mm")
    d.text((x, y + 10), label, font=font(13, True), fill=(255, 255, 255), anchor="mm")


def outer_ring(d, rcx, rcy, rr, ring):
    d.ellipse([rcx - rr - 22, rcy - rr - 22, rcx + rr + 22, rcy + rr + 22], fill=PCB, outline=INK, width=3)
    d.ellipse([rcx - rr + 22, rcy - rr + 22, rcx + rr - 22, rcy + rr - 22], fill=BG, outline=INK, width=3)
    draw_ring(d, rcx, rcy, rr, ring, font(11, True), pixel=8)
    d.text((rcx, rcy - 10), "NeoPixel ring", font=font(15, True), fill=INK, anchor="mm")
    d.text((rcx, rcy + 12), "%d px, 0 at top" % ring["count"], font=font(14), fill=INK, anchor="mm")


def draw_cpb_arcade_ring(profile):
    img = Image.new("RGB", (W, H), BG)
    d = ImageDraw.Draw(img)
    ring, button = profile["ring"], profile["button"]
    header(d, {"name": "CPB + TFT Gizmo + arcade button + %d-pixel ring" % ring["count"]},
           'settings.toml: GM_BUTTON_PIN = "%s", GM_RING_PIN = "%s", GM_RING_PIXELS = %d'
           % (button["pin"], ring["pin"], ring["count"]))
    cx, cy, r = 230, 300, 170
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=PCB_CPB, outline=INK, width=3)
    d.rounded_rectangle([cx - 80, cy - 80, cx + 80, cy + 80], 8, fill=SCREEN, outline=(150, 150, 160),
                        width=3)
    d.text((cx, cy - 10), "TFT Gizmo", font=font(18, True), fill=(230, 230, 240), anchor="mm")
    d.text((cx, cy + 14), "seen from the screen", font=font(12), fill=(200, 200, 220), anchor="mm")
    d.rectangle([cx - 24, cy - r - 12, cx + 24, cy - r + 10], fill=(170, 170, 180), outline=INK, width=2)
    d.text((cx, cy - r - 22), "USB", font=font(14), fill=INK, anchor="mb")
    # the pads the external parts use, on the right-hand rim (a sketch: the
    # pads' names are printed beside them on the CP)
    pads = {}
    for label, angle in (("VOUT", 40), (ring["pin"], 65), (button["pin"], 90), ("GND", 115)):
        a = math.radians(angle)
        x, y = cx + (r - 16) * math.sin(a), cy - (r - 16) * math.cos(a)
        d.ellipse([x - 12, y - 12, x + 12, y + 12], fill=PAD, outline=INK, width=2)
        d.text((x - 18, y), label, font=font(13, True), fill=(235, 235, 235), anchor="rm")
        pads[label] = (x, y)
    # the ring's three wires come in on its left, each level with its pad
    rcx, rcy, rr = 770, 260, 100
    outer_ring(d, rcx, rcy, rr, ring)
    cx_in = 630
    ring_in = {"5V": (cx_in, pads["VOUT"][1]), "DIN": (cx_in, pads[ring["pin"]][1]),
               "GND": (cx_in, pads["GND"][1])}
    ring_inputs(d, ring_in, dx=-10, anchor="rb")
    for label, (px, py) in ring_in.items():
        d.line([(px, py), (rcx - rr - 20, min(max(py, rcy - rr), rcy + rr))], fill=INK, width=2)
    wire(d, [pads["VOUT"], ring_in["5V"]], "power")
    wire(d, [pads[ring["pin"]], ring_in["DIN"]], "data")
    wire(d, [pads["GND"], ring_in["GND"]], "gnd")
    ax, ay = 520, pads[button["pin"]][1]
    arcade(d, ax, ay, "button")
    wire(d, [pads[button["pin"]], (ax - 40, ay)], "signal")
    wire(d, [(ax, ay + 40), (ax, pads["GND"][1])], "gnd", width=3)
    notes = ("Ring + to VOUT (USB 5 V), DIN to %s, - to GND; arcade button %s to GND "
             "(internal pull-up). The CP's own ten pixels stay dark; button A no longer acts. "
             "Pad positions sketched: the CP prints each pad's name beside it."
             % (ring["pin"], button["pin"]))
    for i, line in enumerate(textwrap.wrap(notes, 72)):
        d.text((24, 470 + i * 20), line, font=font(14), fill=INK)
    legend(d, 660, 400)
    return img


def draw_clue_arcade_ring(profile):
    img = Image.new("RGB", (W, H), BG)
    d = ImageDraw.Draw(img)
    ring, button = profile["ring"], profile["button"]
    header(d, {"name": "CLUE + arcade button + %d-pixel ring" % ring["count"]},
           'settings.toml: GM_BUTTON_PIN = "%s", GM_RING_PIXELS = %d (the ring stays on %s)'
           % (button["pin"], ring["count"], ring["pin"]))
    x, y, w, h = clue_body(d, profile, 60, 110, 360, 300)
    pads = clue_pads(d, x, y, h)
    d.text((x + w / 2, y + 20), "CLUE (edge pads: D0 = 0, D1 = 1)", font=font(14, True),
           fill=(235, 235, 235), anchor="mm")
    rcx, rcy, rr = 700, 230, 105
    outer_ring(d, rcx, rcy, rr, ring)
    ring_in = {"GND": (rcx - 60, rcy + rr + 40), "+": (rcx, rcy + rr + 40), "DIN": (rcx + 60, rcy + rr + 40)}
    ring_inputs(d, ring_in)
    base = y + h + 30
    clue_ring_wires(d, pads, ring_in, base)
    # the button's wire runs along the board's edge, between the screen and
    # the pads, to the button beside the board
    px, py = pads["1"]
    ax, ay = 530, py - 36 - 9
    arcade(d, ax, ay, "button")
    wire(d, [(px, py - 36), (px, ay), (ax - 40, ay)], "signal")
    wire(d, [(ax, ay + 40), (ax, base + 20)], "gnd", width=3)
    legend(d, 80, 535, across=True)
    return img


DRAWERS = {"cpb_tft_gizmo": draw_cpb, "feather_esp32s3_tft": draw_feather, "clue": draw_clue}
# the reference boards with an external arcade button and 24-pixel ring:
# (picture name, profile, the settings docs/hardware.md gives for it)
EXTERNAL = (
    ("cpb-tft-gizmo-arcade-ring", "cpb_tft_gizmo", draw_cpb_arcade_ring,
     {"GM_BUTTON_PIN": "A2", "GM_RING_PIN": "A1", "GM_RING_PIXELS": 24}),
    ("clue-arcade-ring", "clue", draw_clue_arcade_ring, {"GM_BUTTON_PIN": "D1", "GM_RING_PIXELS": 24}),
)


def main(argv=None):
    out_dir = os.path.join(ROOT, "docs", "img")
    os.makedirs(out_dir, exist_ok=True)
    profiles = dict(boards.all_profiles())
    for name, drawer in sorted(DRAWERS.items()):
        path = os.path.join(out_dir, "wiring-%s.png" % name.replace("_", "-"))
        drawer(profiles[name]).save(path, optimize=True)
        print(os.path.relpath(path, ROOT))
    for picture, name, drawer, settings in EXTERNAL:
        path = os.path.join(out_dir, "wiring-%s.png" % picture)
        drawer(external(profiles[name], settings)).save(path, optimize=True)
        print(os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
