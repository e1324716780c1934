# audiocore.RawSample: audioio_rawsample_obj_t (~48 B); the samples stay in
# the caller's array (by reference), counted where the firmware made it.
from _cheap import buf, obj


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self._c = obj(48)
        self._buffer = buffer
