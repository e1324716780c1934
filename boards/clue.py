"""Adafruit CLUE nRF52840 Express (4500) with an external ring on edge pad 0.

Why these values:

* board_id: CircuitPython calls this board ``clue_nrf52840_express`` (the
  ``board_id`` in its board definition), not ``clue_nrf52840``.
* Display: the built-in 1.3" 240x240 ST7789 (``board.DISPLAY``), kept in the
  board's own orientation.
* Ring: a 12-pixel NeoPixel ring (Adafruit 1643) on the large edge pad 0
  (``D0``), powered from the 3V pad: the CLUE has no 5 V pad, so brightness
  is capped low to stay within the 3.3 V regulator's budget.
* Button: button A (``BUTTON_A``, pressed reads False, pull-up).  Button A is
  also edge-connector pin 5, so an external arcade button wired between
  edge pin 5 and GND (via an edge-connector breakout) works in parallel
  with no software change.
* Speaker: the on-board magnetic buzzer on ``SPEAKER`` (P1_00), audiopwmio.
* Text ``display.labels`` "one_bitmap" and ``device_battles`` False: the
  nRF52840's heap (boards/__init__.py, "The nRF52840 boards").
* ``free_pins``: the edge connector's pins (ports/nordic/boards/
  clue_nrf52840_express/pins.c: P0-P20) less those the CLUE itself wires:
  P5 and P11 (buttons A and B), P17 (the red LED), P18 (its NeoPixel),
  P19 and P20 (I2C, the on-board sensors).  Pads 0, 1 and 2 take
  alligator clips; the others need an edge-connector breakout.
"""

PROFILE = {
    "name": "CLUE + NeoPixel ring",
    "board_ids": ("clue_nrf52840_express",),
    "display": {"kind": "builtin", "width": 240, "height": 240, "labels": "one_bitmap"},
    "ring": {"pin": "D0", "count": 12, "order": "GRB", "first": 0,
             "clockwise": True, "max_brightness": 0.2,
             "driver": "pixelbuf"},
    "button": {"pin": "BUTTON_A", "value_when_pressed": False, "pull": True},
    "speaker": {"pin": "SPEAKER", "kind": "pwm_audio"},
    "watchdog": "raise",          # nRF52840: RESET mode crashes a reload (hardware.py)
    "nvm_bytes": 8192,
    "nvm_wear": {"erase_units": 2, "rated_cycles": 10000, "erases_per_write": 1},   # nRF52840 pages
    "device_battles": False,      # nRF52840: the battle engine needs ~130 KB of heap
    # edge pads for GM_BUTTON_PIN / GM_RING_PIN: 0-2 the big ones, the rest
    # through an edge-connector breakout
    "free_pins": ("D0", "D1", "D2", "D3", "D4", "D6", "D7", "D8", "D9", "D10", "D12", "D13",
                  "D14", "D15", "D16"),
    "notes": ("Ring: DIN to pad 0, + to 3V, - to GND (alligator clips work). "
              "Button A is the button; an arcade button may be added between edge "
              "pin 5 and GND."),
}
