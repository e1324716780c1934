# microcontroller: nvm is flash (no heap); reading a slice makes a new
# bytearray (shared-bindings/nvm/ByteArray.c: mp_obj_new_bytearray_by_ref of
# an m_new buffer), writing one makes nothing.  The flash is kept here as one
# bytearray made when this stand-in is imported, so it is part of the
# harness measured apart and taken off (tools/mpvm/firmware_ram.py
# HARNESS_MODULES): the firmware's figures hold none of it, as on a board.
_PAGE = 256
_SIZE = 8192


class _Nvm:
    def __init__(self):
        self._data = bytearray(b"\xff" * _SIZE)

    def __len__(self):
        return _SIZE

    def __getitem__(self, k):
        if isinstance(k, slice):
            start, stop, _ = k.indices(_SIZE)
            return self._data[start:stop]
        return self._data[k % _SIZE]

    def __setitem__(self, k, v):
        if isinstance(k, slice):
            start, stop, _ = k.indices(_SIZE)
            if stop - start != len(v):
                # shared-bindings/nvm/ByteArray.c nvm_bytearray_subscr
                raise ValueError("Slice and value different lengths.")
            self._data[start:stop] = v
        else:
            self._data[k % _SIZE] = v

    def pages(self):
        # {page: bytes} of the pages written (not all 0xFF): the NVM a
        # power cut leaves, for the resumed run
        out = {}
        for p in range(_SIZE // _PAGE):
            chunk = self._data[p * _PAGE:(p + 1) * _PAGE]
            if chunk != b"\xff" * _PAGE:
                out[p] = chunk
        return out

    def load(self, page, data):
        self._data[page * _PAGE:page * _PAGE + len(data)] = data


nvm = _Nvm()


class _Watchdog:
    # the single static watchdog object (no heap)
    timeout = 0
    mode = None

    def feed(self):
        pass


watchdog = _Watchdog()


def reset():
    raise RuntimeError("microcontroller.reset()")


class _Cpu:
    temperature = 25.0


cpu = _Cpu()
