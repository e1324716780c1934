# audiopwmio.PWMAudioOut on nRF52840: audiopwmio_pwmaudioout_obj_t (~64 B)
# and, while a sample plays, two DMA buffers of buffer_length 16-bit values
# (ports/nordic/common-hal/audiopwmio/PWMAudioOut.c, m_malloc in play);
# counted as 2 x 512 B (an estimate: buffer_length depends on the sample).
from _cheap import buf, obj


class PWMAudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self._c = obj(64)
        self._bufs = None
        self.playing = False

    def play(self, sample, *, loop=False):
        if self._bufs is None:
            self._bufs = (buf(512), buf(512))
        self.playing = True

    def stop(self):
        self._bufs = None
        self.playing = False

    def deinit(self):
        pass
