# The nRF52840 boards' `board` module: pins are static C objects (no heap).
# board_id is set by the scenario (tools/mpvm/vm/scenario_firmware.py,
# use()) before the firmware reads it: "clue_nrf52840_express" (the CLUE:
# board.DISPLAY is built by the board's C init before code.py, in static
# storage, no heap) or "circuitplayground_bluefruit" (the CPB: no DISPLAY;
# the TFT Gizmo is built by gmfw/boot.py over busio, fourwire, busdisplay).
board_id = "clue_nrf52840_express"


class _Pin:
    def __init__(self, name):
        self.name = name


for _n in ("D0", "D1", "D2", "D5", "D6", "D10", "BUTTON_A", "BUTTON_B", "SPEAKER", "SPEAKER_ENABLE",
           "NEOPIXEL", "RX", "TX", "SCL", "SDA", "A1", "A2", "A3"):
    globals()[_n] = _Pin(_n)


class _Display:
    def __init__(self, w, h):
        self.width = w
        self.height = h
        self.rotation = 0
        self.auto_refresh = True
        self.root_group = None
        self.refreshes = 0

    def refresh(self, *a, **k):
        self.refreshes += 1
        return True


DISPLAY = _Display(240, 240)

BOARDS = {"clue": "clue_nrf52840_express", "cpb": "circuitplayground_bluefruit"}


def use(which):
    global board_id
    board_id = BOARDS[which]
    if which != "clue":
        del globals()["DISPLAY"]
