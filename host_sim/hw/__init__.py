"""Fake CircuitPython hardware under Blinka, for running the real firmware.

Only the hardware is faked: the firmware's own code, Blinka's ``board``,
``digitalio``, ``displayio`` and the real ``neopixel`` library run unchanged.
What a board does in silicon (the clock, the C keypad scanner, NVM, the
watchdog, audio output, the LED data line, the TFT) is modelled in
:mod:`host_sim.hw.machine` and the small modules next to it.

:func:`prepare_host` must run before anything imports ``board``; importing
:mod:`host_sim.runner` does it.
"""

import os
import threading

_prepared = False
_lock = threading.Lock()

# Firmware thread ident -> the Machine it belongs to.  The process-wide hooks
# (neopixel_write, digitalio pin reads) look the caller up here, so a write
# from anything but a running firmware is ignored, as Blinka would.
_owners = {}


def owner():
    """The Machine whose firmware is running on this thread, or None."""
    return _owners.get(threading.get_ident())


def register_thread(machine):
    _owners[threading.get_ident()] = machine


def unregister_thread():
    _owners.pop(threading.get_ident(), None)


def prepare_host():
    """Select Blinka's OS-agnostic board, hook the LED data line, pin
    reads and the display refresh thread, and give ``terminalio.FONT`` a
    board's one bitmap of glyphs (host_sim.hw.font).  Idempotent."""
    global _prepared
    with _lock:
        if _prepared:
            return
        os.environ["BLINKA_OS_AGNOSTIC"] = "1"
        os.environ["BLINKA_SKIP_DEPENDENCY_CHECK"] = "1"
        import board
        if getattr(board, "board_id", None) != "OS_AGNOSTIC_BOARD":
            raise RuntimeError(
                "Blinka picked board %r, not OS_AGNOSTIC_BOARD: something imported "
                "'board' before host_sim could set BLINKA_OS_AGNOSTIC=1"
                % getattr(board, "board_id", None))
        from host_sim.hw import pins, ledline
        pins.install()
        ledline.install()
        from host_sim.hw import font
        font.install()
        import displayio
        # Its 1 ms refresh thread competes for the GIL and may touch a display
        # mid-construction; the simulator refreshes auto-refresh displays itself.
        displayio._stop_background()
        _prepared = True
