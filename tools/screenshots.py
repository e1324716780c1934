"""Regenerate the README's pictures from the real firmware in the simulator.

    .venv/bin/python tools/screenshots.py [OUT_DIR] [GAME ...]   (default docs/img, every game)

Each picture is the device as a player sees it: the 240x240 screen inside
its NeoPixel ring, composed from what the simulator's display and LED data
line received at that moment.  "feather" makes docs/hardware.md's pictures of
the Feather ESP32-S3 TFT: its bare 240x135 screen, with no ring, enlarged.
"""

import math
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, REPO)

from PIL import Image, ImageDraw  # noqa: E402

from host_sim.runner import Simulator  # noqa: E402


def device_picture(sim, path, ring_first=0, clockwise=True):
    screen = sim.display_image().convert("RGB")
    w, h = screen.size
    ring_r = int(math.hypot(w, h) / 2 + 18)
    dot = 9
    side = 2 * (ring_r + dot + 10)
    img = Image.new("RGB", (side, side), (24, 24, 28))
    draw = ImageDraw.Draw(img)
    c = side // 2
    draw.ellipse((c - ring_r - dot - 6, c - ring_r - dot - 6, c + ring_r + dot + 6, c + ring_r + dot + 6),
                 outline=(60, 60, 66), width=2)
    img.paste(screen, (c - w // 2, c - h // 2))
    leds = sim.ring or []
    n = len(leds)
    for i, px in enumerate(leds):
        step = (i - ring_first) % n
        a = 2 * math.pi * step / n * (1 if clockwise else -1)
        x, y = c + ring_r * math.sin(a), c - ring_r * math.cos(a)
        col = tuple(int(255 * math.sqrt(min(255, max(0, v)) / 255.0)) for v in px[:3])
        draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=col, outline=(90, 90, 100))
    img.save(path)
    print("wrote", path)


def pipes(out):
    with Simulator(game="pipes", seed=7) as s:
        for _ in range(4):
            s.wait(1.5)
            s.press()
        s.wait(17.4)
        device_picture(s, os.path.join(out, "sim-turn.png"))
        s.wait(36)
        device_picture(s, os.path.join(out, "sim-warning.png"))
        s.wait(10)
        device_picture(s, os.path.join(out, "sim-timeout.png"))
        s.press()
        for _ in range(7):
            s.wait(0.5)
            s.press()
        s.wait(0.3)
        device_picture(s, os.path.join(out, "sim-water.png"))
        s.press()
        s.wait(3)
        s.set_button(True)
        s.wait(2.6)
        device_picture(s, os.path.join(out, "sim-hold-undo.png"))
        s.set_button(False)
        s.wait(1)
        s.hold(4.5)
        s.wait(0.5)
        for _ in range(3):
            s.press()
        s.wait(0.3)
        device_picture(s, os.path.join(out, "sim-menu.png"))


def golems(out):
    drive = tempfile.mkdtemp(prefix="gm-shots-")
    try:
        os.makedirs(os.path.join(drive, "golems"))
        for name in ("field.txt", "p1.txt", "p2.txt"):
            shutil.copy(os.path.join(REPO, "examples", "golems", name), os.path.join(drive, "golems", name))
        with Simulator(game="golems", seed=5, drive=drive,
                       extra_settings={"GOLEMS_VARIANT": "autonomous"}) as s:
            s.wait(1)
            for _ in range(2):
                s.press()
                s.wait(1)
            device_picture(s, os.path.join(out, "golems-battle.png"))
            # the row that ends the battle stays on screen before the result
            for _ in range(60):
                if s.records[-1]["phase"] == "final_row":
                    break
                s.press()
                s.wait(0.5)
            device_picture(s, os.path.join(out, "golems-final-row.png"))
    finally:
        shutil.rmtree(drive, ignore_errors=True)
    with Simulator(game="golems", seed=9, extra_settings={"GOLEMS_PLAYERS": 3}) as s:
        s.wait(1)
        s.press()
        s.wait(2)
        device_picture(s, os.path.join(out, "golems-roll.png"))
        # a physical game: after row 4 the players enter the lives lost
        for _ in range(20):
            if s.records[-1]["phase"] == "lives":
                break
            s.press()
            s.wait(0.5)
        s.hold(1.0)                     # Red lost nothing
        s.press()                       # Blue lost one
        s.wait(1.2)
        device_picture(s, os.path.join(out, "golems-lives.png"))
        s.press()
        s.press()                       # and the other two: knocked out
        s.hold(1.0)
        s.hold(1.0)                     # Yellow: nothing; Red and Yellow play on
        for _ in range(20):
            if s.records[-1]["phase"] == "lives":
                break
            s.press()
            s.wait(0.5)
        s.hold(1.0)                     # Red: nothing
        for _ in range(3):              # Yellow: knocked out too
            s.press()
        s.hold(1.0)
        s.wait(0.5)
        device_picture(s, os.path.join(out, "golems-result.png"))


def screen_picture(sim, path, zoom=2):
    """The bare screen, enlarged (the Feather's ring is not around it)."""
    img = sim.display_image().convert("RGB")
    img.resize((img.width * zoom, img.height * zoom), Image.NEAREST).save(path)
    print("wrote", path)


def shooter(out, prefix, picture=device_picture, names=None):
    """shot(sim, name): the picture OUT/PREFIX-NAME.png, of the given names only (None: all)."""
    def shot(s, name):
        if names is None or name in names:
            picture(s, os.path.join(out, "%s-%s.png" % (prefix, name)))
    return shot


def feather(out, size=(240, 135)):
    """The Feather ESP32-S3 TFT's 240x135 screen (docs/hardware.md)."""
    with Simulator(game="pipes", seed=7, display_size=size,
                   extra_settings={"GM_TURN_SECONDS": "soon"}) as s:
        s.wait(0.5)
        screen_picture(s, os.path.join(out, "feather-message.png"))
        s.wait(4)
        s.press()
        s.wait(1.5)
        screen_picture(s, os.path.join(out, "feather-turn.png"))
        s.hold(4.5)
        s.wait(0.5)
        s.press()
        s.wait(0.3)
        screen_picture(s, os.path.join(out, "feather-menu.png"))
    with Simulator(game="golems", seed=9, display_size=size, extra_settings={"GOLEMS_PLAYERS": 4}) as s:
        s.wait(1)
        s.press()
        s.wait(2)
        screen_picture(s, os.path.join(out, "feather-rolls.png"))
    drive = tempfile.mkdtemp(prefix="gm-shots-")
    try:
        os.makedirs(os.path.join(drive, "golems"))
        for name in ("field.txt", "p1.txt", "p2.txt"):
            shutil.copy(os.path.join(REPO, "examples", "golems", name), os.path.join(drive, "golems", name))
        with Simulator(game="golems", seed=5, drive=drive, display_size=size,
                       extra_settings={"GOLEMS_VARIANT": "autonomous"}) as s:
            s.wait(1)
            for _ in range(2):
                s.press()
                s.wait(1)
            screen_picture(s, os.path.join(out, "feather-battle.png"))
    finally:
        shutil.rmtree(drive, ignore_errors=True)
    flipop(out, shooter(out, "feather-flipop", screen_picture, ("clock-low", "think", "device-move")), size)
    icetowers(out, shooter(out, "feather-icetowers", screen_picture, ("play", "call", "score")), size)


def icetowers(out, shot=None, size=None):
    shot = shot or shooter(out, "icetowers")
    extra = {"ICETOWERS_PLAYERS": 3, "GM_GAME": "icetowers"}
    with Simulator(boot_mode="new", seed=3, display_size=size, extra_settings=extra) as s:
        s.wait(0.5)
        shot(s, "ready")
        s.press()
        s.wait(1.3)
        shot(s, "countdown")
        s.wait(1.7 + 83)                    # 1:23 into the game: the second lap, yellow
        shot(s, "play")
        s.press()
        s.wait(0.6)
        shot(s, "call")
        s.hold(1.0)                         # DROP called
        s.wait(3.3)
        shot(s, "drop")
        s.wait(1.8)                         # DROP! ends the game (the rules' deadlock)
        shot(s, "end")
        s.press()
        # Red 23, Yellow 17, Green 9: the tens, the hold, the ones, the hold
        for n in (23, 17, 9):
            for _ in range(n // 10):
                s.press()
            s.hold(1.0)
            for _ in range(n % 10):
                s.press()
                if n == 17 and s.records[-1]["big"] == "15":
                    shot(s, "score")        # Yellow 15 after Red 23, on its ones
            s.hold(1.0)
        s.wait(0.8)
        shot(s, "result")


def flipop(out, shot=None, size=None):
    # "think" (the device choosing its move) is pictured only at 240x135 (feather)
    shot = shot or shooter(out, "flipop", names=("clock", "clock-low", "choose", "device-move"))
    bank = {"FLIPOP_MODE": "bank", "FLIPOP_SECONDS": 300, "FLIPOP_INCREMENT": 5}
    with Simulator(game="flipop", seed=2, display_size=size, extra_settings=bank) as s:
        s.wait(12.4)
        s.press()
        s.wait(7.4)
        shot(s, "clock")
    low = {"FLIPOP_MODE": "move", "FLIPOP_SECONDS": 30}
    with Simulator(game="flipop", seed=2, display_size=size, extra_settings=low) as s:
        s.wait(22.3)
        shot(s, "clock-low")
    versus = {"FLIPOP_MODE": "versus"}
    with Simulator(game="flipop", seed=3, display_size=size, extra_settings=versus) as s:
        s.wait(0.5)
        s.press()
        s.wait(0.5)                         # the exit rule's check, then the choice
        s.press()
        s.wait(1.2)
        shot(s, "choose")
        s.hold(1.0)                         # taken
        thought = False
        for _ in range(120):                # the device thinks, then shows its move
            phase = s.records[-1]["phase"]
            if phase == "show":
                break
            if phase == "think" and not thought:
                shot(s, "think")
                thought = True
            s.wait(0.1)
        s.wait(0.3)
        shot(s, "device-move")


GAMES = {"pipes": pipes, "golems": golems, "flipop": flipop, "icetowers": icetowers,
         "feather": feather}


def main(argv):
    argv = list(argv)
    out = os.path.join(REPO, "docs", "img")
    if argv and argv[0] not in GAMES:
        out = os.path.abspath(argv.pop(0))     # the simulator runs in its drive's folder
    os.makedirs(out, exist_ok=True)
    for name in argv or list(GAMES):
        GAMES[name](out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
