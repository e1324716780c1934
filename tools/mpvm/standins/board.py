# The CLUE (nRF52840, built-in 240x240 display): pins are static C objects
# (no heap); board.DISPLAY is built by the board's C init before code.py, in
# its own static storage (no heap).  SIZE can be changed by the scenario.
board_id = "clue_nrf52840_express"


class _Pin:
    def __init__(self, name):
        self.name = name


for _n in ("D0", "D1", "D2", "D5", "D6", "D10", "BUTTON_A", "BUTTON_B", "SPEAKER", "NEOPIXEL"):
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
