# What the firmware last showed, readable by the simulator and over serial.
#
# Harmless on a board (a few attributes); it is the only window the desktop
# simulator has into the firmware besides the faked hardware.

frame = 0          # +1 per rendered frame
view = None        # dict of the last View (see publish)
errors = []        # short error lines shown on screen, newest last
boot_count = 0
saves = 0          # NVM writes this boot
degraded = False   # a MemoryError made the screen drop its pictogram
quiet_from = 0     # ticks_ms of the last loop tick, and for how many ms from
quiet_ms = 0       # then ticks without input change nothing (-1: until input)


def record_error(text):
    errors.append(text)
    if len(errors) > 8:
        errors.pop(0)


def publish(v):
    """Record the frame just shown (a View) for the simulator's recorder."""
    global view, frame
    art = v.art if v.art is not None else ("text", "")
    view = {
        "game": v.game, "phase": v.phase, "title": v.title,
        "art": art[0], "big": art[1],
        "seconds_left": v.seconds_left, "lines": list(v.lines),
        "warning": v.warning, "hint": v.hint, "cue": v.cue,
    }
    for pair in v.info:         # the game's own facts (turn, round...)
        view[pair[0]] = pair[1]
    frame += 1
