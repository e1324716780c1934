# audiopwmio.PWMAudioOut on nRF52840: audiopwmio_pwmaudioout_obj_t (~64 B)
# and, while a sample plays, its DMA buffers (ports/nordic/common-hal/
# audiopwmio/PWMAudioOut.c play: buffer_length = the sample's
# max_buffer_length, a RawSample's length in bytes; m_malloc of
# buffer_length * 2 uint16 values, a second buffer only for a sample that
# is not single_buffer), freed by stop.
from _cheap import buf, obj


class PWMAudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self._c = obj(64)
        self._bufs = None
        self.playing = False

    def play(self, sample, *, loop=False):
        n, single = _length(sample)
        self._bufs = (buf(4 * n),) if single else (buf(4 * n), buf(4 * n))
        self.playing = True

    def stop(self):
        self._bufs = None
        self.playing = False

    def deinit(self):
        pass


def _length(sample):
    # (bytes, single-buffered) of a sample: the stand-in RawSample says; a
    # real one (CircuitPython's own VM, tools/mpvm/vm/cp_firmware.py, always
    # single-buffered there) is found among the last ones made
    if hasattr(sample, "_len"):
        return sample._len, sample._single
    import audiocore
    made = audiocore.LENGTHS
    for i in range(4):
        if made[2 * i] == id(sample):
            return made[2 * i + 1], True
    raise RuntimeError("PWMAudioOut stand-in: a sample of unknown length")
