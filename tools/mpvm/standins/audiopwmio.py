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
        n = sample._len * 4
        self._bufs = (buf(n),) if sample._single else (buf(n), buf(n))
        self.playing = True

    def stop(self):
        self._bufs = None
        self.playing = False

    def deinit(self):
        pass
