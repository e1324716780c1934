"""What the firmware last showed, readable by the simulator and over serial.

Harmless on a board (a few attributes); it is the only window the desktop
simulator has into the firmware besides the faked hardware.
"""

frame = 0          # +1 per rendered frame
view = None        # dict of the last View (View.as_dict())
errors = []        # short error lines shown on screen, newest last
boot_count = 0
saves = 0          # NVM writes this boot
degraded = False   # a MemoryError made the screen drop its pictogram


def record_error(text):
    errors.append(text)
    if len(errors) > 8:
        errors.pop(0)
