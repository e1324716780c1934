"""Pins the host profile names that Blinka's OS-agnostic board lacks.

``boards/host_sim.py`` wires the button to ``D5`` and the speaker to ``D6``;
the agnostic board has neither (its ``NEOPIXEL`` is its pin id 6), so they are
added to ``board`` with ids of their own.  ``digitalio.DigitalInOut`` builds a
fresh pin object from the id, so reads are answered by swapping the pin class
``digitalio`` uses for one that asks the running Machine for the level.
"""

import board
import digitalio

from host_sim import hw

# name on ``board`` -> pin id (clear of the agnostic board's 0..14)
EXTRA_PINS = {"D5": 105, "D6": 106}

_AgnosticPin = digitalio.Pin


class SimPin(_AgnosticPin):
    """An agnostic pin whose input level comes from the simulated wiring."""

    def read(self):
        if self.id in _NAMES:
            machine = hw.owner()
            level = machine.pin_level(_NAMES[self.id]) if machine else True
            self.previous_value = self.current_value
            self.current_value = level
            return level
        return super().read()


_NAMES = {pin_id: name for name, pin_id in EXTRA_PINS.items()}


def pin_name(pin):
    """The ``board`` name of a pin object (or None), for routing by wiring."""
    pin_id = getattr(pin, "id", None)
    if pin_id in _NAMES:
        return _NAMES[pin_id]
    if pin is getattr(board, "NEOPIXEL", None) or pin_id == board.NEOPIXEL.id:
        return "NEOPIXEL"
    return None


def ensure(names):
    """Add the pins a board profile names (``BUTTON_A``, ``D0``, ``SPEAKER``
    ...) that Blinka's agnostic board lacks, each with an id of its own, so
    the firmware finds them and the simulated wiring answers for them."""
    for name in names:
        if name in EXTRA_PINS or (hasattr(board, name) and getattr(board, name).id is not None):
            continue
        pin_id = 100 + len(EXTRA_PINS) + 1
        while pin_id in _NAMES:
            pin_id += 1
        EXTRA_PINS[name] = pin_id
        _NAMES[pin_id] = name
        setattr(board, name, SimPin(pin_id))


def install():
    for name, pin_id in sorted(EXTRA_PINS.items()):
        if not hasattr(board, name):
            setattr(board, name, SimPin(pin_id))
    digitalio.Pin = SimPin
