# audiocore.RawSample: audioio_rawsample_obj_t (~48 B); the samples stay in
# the caller's array (by reference), counted where the firmware made it.
# Its len (bytes) and single_buffer are what an output sizes its DMA
# buffers from (shared-module/audiocore/RawSample.c get_buffer_structure:
# max_buffer_length = len; single_buffer, True unless asked otherwise).
from _cheap import obj


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self._c = obj(48)
        self._buffer = buffer
        self._len = len(bytes(buffer))     # (a copy for its length: garbage at once)
        self._single = single_buffer
