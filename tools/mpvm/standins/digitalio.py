# digitalio.DigitalInOut: digitalio_digitalinout_obj_t (base, pin, output,
# open drain: ~16 B, one 32 B block with the instance) - shared-bindings/
# digitalio/DigitalInOut.c mp_obj_malloc.
from _cheap import obj


class Direction:
    INPUT = "INPUT"
    OUTPUT = "OUTPUT"


class DigitalInOut:
    def __init__(self, pin):
        self._c = obj(32)
        self.value = False
        self.direction = Direction.INPUT

    def switch_to_output(self, value=False, drive_mode=None):
        self.value = value

    def deinit(self):
        pass
