"""Adafruit ESP32-S3 TFT Feather (5483) with an external ring and arcade button.

Why these values:

* Display: the built-in 1.14" 240x135 ST7789 that CircuitPython sets up as
  ``board.DISPLAY``; no ``rotation`` key, so the board's own (landscape,
  USB on the left) orientation is kept.
* Ring: a 12-pixel NeoPixel ring (Adafruit 1643) with DIN on ``D5``, power
  from the Feather's USB pin (5 V when on USB).  Adafruit rings number their
  pixels clockwise seen from the LED side; mount the ring with pixel 0 (the
  one next to the DIN pad) at 12 o'clock.
* Button: a 60 mm arcade button between ``D6`` and GND, internal pull-up,
  so pressed reads False.  D6 is not a strapping pin (GPIO6), so holding the
  button at reset does not change the boot mode (``BUTTON``/GPIO0 would).
* Speaker: an optional passive piezo (Adafruit 160, PS1240) between ``D10``
  and GND, driven with PWM tones ("tone").  The ESP32-S3 has no DAC, so
  ``pwm_audio`` is not offered; an unconnected D10 is harmless, so the
  profile always names it.
* Text: adafruit_display_text's ``label.Label`` (no ``display.labels``):
  the board's 2 MB of PSRAM is CircuitPython's heap, so the library's
  TileGrid per glyph costs nothing that matters here.
* ``free_pins``: the header's GPIO pads (ports/espressif/boards/
  adafruit_feather_esp32s3_tft/pins.c) less D10 (the piezo), D13 (the red LED), SCK, MOSI
  and MISO (the display's SPI bus), SCL and SDA (STEMMA QT, the board's
  I2C).
* ``nvm_wear``: each write is a whole 8 KB NVS blob, 2.06 erases of the 5
  NVS pages (docs/reliability.md, "Flash wear"); and CircuitPython erases
  the old blob before it writes the new one, so a cut in those ~108 ms
  (``loss_window_ms``, the simulator's model of the port) leaves the NVM
  reading as a new board's: the saves are paced so that a table loses at
  most one game in 1,250 hours (docs/reliability.md, "A cut in a write").
"""

PROFILE = {
    "name": "ESP32-S3 TFT Feather + NeoPixel ring + arcade button",
    "board_ids": ("adafruit_feather_esp32s3_tft",),
    "display": {"kind": "builtin", "width": 240, "height": 135},
    "ring": {"pin": "D5", "count": 12, "order": "GRB", "first": 0,
             "clockwise": True, "max_brightness": 0.3},
    "button": {"pin": "D6", "value_when_pressed": False, "pull": True},
    "speaker": {"pin": "D10", "kind": "tone"},
    "watchdog": True,
    # header pads for GM_BUTTON_PIN / GM_RING_PIN (D5, D6: the profile's ring and button)
    "free_pins": ("D5", "D6", "D9", "D11", "D12", "A0", "A1", "A2", "A3", "A4", "A5", "TX", "RX"),
    "nvm_bytes": 8192,
    "nvm_wear": {"erase_units": 5, "rated_cycles": 100000, "erases_per_write": 2.06,
                 "model": "nvs", "loss_window_ms": 108},
    "notes": ("Ring: DIN to D5, 5V to USB, GND to GND (pixel 0 at 12 o'clock). "
              "Arcade button: one switch terminal to D6, the other to GND. "
              "Optional piezo: D10 and GND."),
}
