"""The desktop simulator: Blinka's OS-agnostic board with faked hardware.

The simulator provides ``board.DISPLAY`` (an off-screen 240x240 display), a
NeoPixel ring on ``board.NEOPIXEL`` whose pixel count it may override with
``GM_RING_PIXELS``, a button on ``D5`` wired to ground (pull-up), and a
speaker that records tones instead of playing them.
"""

PROFILE = {
    "name": "Desktop simulator (Blinka OS_AGNOSTIC_BOARD)",
    "board_ids": ("OS_AGNOSTIC_BOARD",),
    "display": {"kind": "builtin", "width": 240, "height": 240, "rotation": 0},
    "ring": {"pin": "NEOPIXEL", "count": 12, "order": "GRB", "first": 0,
             "clockwise": True, "max_brightness": 1.0},
    "button": {"pin": "D5", "value_when_pressed": False, "pull": True},
    "speaker": {"pin": "D6", "kind": "pwm_audio"},
    "watchdog": True,
    "nvm_bytes": 8192,
    "notes": "Space / Enter / Right arrow / mouse click = the button.",
}
