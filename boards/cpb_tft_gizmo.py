"""Circuit Playground Bluefruit (Adafruit 4333) with the TFT Gizmo (4367).

Why these values:

* Ring: the CP's own ten NeoPixels on ``NEOPIXEL``.  Seen from the component
  side with the USB port at 12 o'clock, pixel 0 sits just left of the USB
  port (about 11 o'clock) and the indices run counter-clockwise down the left
  side (0..4), skip the battery connector at 6 o'clock, and come back up the
  right side (5..9).  The TFT Gizmo bolts onto the *back* of the CP, so with
  the screen up (USB port still at 12 o'clock) the ring is seen mirrored:
  pixel 0 is at about 1 o'clock and the indices run *clockwise*.  No pixel
  sits exactly at 12 (the USB port is there), so ``first`` is the first
  pixel clockwise of 12.  ``angles_deg`` records the true positions (degrees
  clockwise from 12, seen from the screen) for renderers that want them.
* Button: button A (``BUTTON_A``) is the main button.  The CP has external
  pull-down resistors on A and B, so pressed reads True and no internal pull
  is needed.  With the Gizmo on the back, A is on the underside, on the right
  when the screen faces you.
* Speaker: the built-in speaker on ``SPEAKER`` (P0_26, audiopwmio) behind a
  class-D amplifier that is only powered while ``SPEAKER_ENABLE`` is high.
* Display: the 240x240 ST7789 panel over RX (CS), TX (DC), SCL (SCK),
  SDA (MOSI) with the backlight on A3, brought up by ``gmfw/boot.py``
  ``tft_gizmo`` exactly as ``adafruit_gizmo.tft_gizmo.TFT_Gizmo`` does
  (tested against the library) without the library's code in the heap;
  rotation 180 puts the picture upright with the USB port at the top.  Those five pads
  are reserved: ``display.pins`` lists them so the profile checks can prove
  nothing else uses them.
* Text ``display.labels`` "one_bitmap" and ``device_battles`` False: the
  nRF52840's heap (boards/__init__.py, "The nRF52840 boards").
* ``free_pins``: the CP's pads are A0-A6, TX and the power pads
  (ports/nordic/boards/circuitplayground_bluefruit/pins.c).  The Gizmo
  takes RX, TX, SCL (A4), SDA (A5) and A3, A0 is the speaker's (and the
  Gizmo's amplifier's) audio: A1 and A2 are left, for an external big
  button (``GM_BUTTON_PIN``) and ring (``GM_RING_PIN`` with
  ``GM_RING_PIXELS``), wired to the pads' screws; the ring then replaces the
  CP's own ten pixels (``ring.builtin``: their count is fixed).
"""

PROFILE = {
    "name": "Circuit Playground Bluefruit + TFT Gizmo",
    "board_ids": ("circuitplayground_bluefruit",),
    "display": {"kind": "tft_gizmo", "width": 240, "height": 240, "rotation": 180,
                "pins": ("RX", "TX", "SCL", "SDA", "A3"), "labels": "one_bitmap"},
    "ring": {"pin": "NEOPIXEL", "count": 10, "order": "GRB", "first": 0,
             "clockwise": True, "max_brightness": 0.3,
             "angles_deg": (30, 60, 90, 120, 150, 210, 240, 270, 300, 330),
             "driver": "pixelbuf", "builtin": True},
    "button": {"pin": "BUTTON_A", "value_when_pressed": True, "pull": False},
    "speaker": {"pin": "SPEAKER", "enable": "SPEAKER_ENABLE", "kind": "pwm_audio"},
    "watchdog": "raise",          # nRF52840: RESET mode crashes a reload (hardware.py)
    "nvm_bytes": 8192,
    "nvm_wear": {"erase_units": 2, "rated_cycles": 10000, "erases_per_write": 1},   # nRF52840 pages
    "device_battles": False,      # nRF52840: the battle engine needs ~130 KB of heap
    "free_pins": ("A1", "A2"),    # the pads the Gizmo leaves (GM_BUTTON_PIN, GM_RING_PIN)
    "notes": ("Bolt the TFT Gizmo onto the back of the CP with its 12 screws, screen "
              "facing out. Button A (right side, seen from the screen) is the button. "
              "Pads A1 and A2 stay free for additions."),
}
