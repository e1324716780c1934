# microcontroller: nvm is flash (no heap); reading a slice makes a new
# bytearray (shared-bindings/nvm/ByteArray.c: mp_obj_new_bytearray_by_ref of
# an m_new buffer), writing one makes nothing.  The flash is kept here as one
# list made when this stand-in is imported, so it is part of the
# harness measured apart and taken off (tools/mpvm/firmware_ram.py
# HARNESS_MODULES): the firmware's figures hold none of it, as on a board.
_PAGE = 256
_SIZE = 8192


class _Nvm:
    # The flash's bytes, two to a list item (a small int, tagged: never a
    # pointer), not in a bytearray: the VM's collector reads a bytearray's
    # words as pointers where they could be one, and a saved game's bytes
    # kept dropped objects alive (standins/_cheap.py MASK)
    def __init__(self):
        self._w = [0xFFFF] * (_SIZE // 2)

    def __len__(self):
        return _SIZE

    def _byte(self, i):
        return self._w[i >> 1] >> (8 * (i & 1)) & 0xFF

    def _put(self, i, v):
        w = self._w[i >> 1]
        self._w[i >> 1] = (w & 0xFF00) | v if i & 1 == 0 else (w & 0xFF) | v << 8

    def __getitem__(self, k):
        if isinstance(k, slice):
            start, stop, _ = k.indices(_SIZE)
            out = bytearray(max(0, stop - start))
            for i in range(start, stop):
                out[i - start] = self._byte(i)
            return out
        return self._byte(k % _SIZE)

    def __setitem__(self, k, v):
        if isinstance(k, slice):
            start, stop, _ = k.indices(_SIZE)
            if stop - start != len(v):
                # shared-bindings/nvm/ByteArray.c nvm_bytearray_subscr
                raise ValueError("Slice and value different lengths.")
            for i in range(start, stop):
                self._put(i, v[i - start])
        else:
            self._put(k % _SIZE, v)

    def pages(self):
        # {page: bytes} of the pages written (not all 0xFF): the NVM a
        # power cut leaves, for the resumed run
        out = {}
        for p in range(_SIZE // _PAGE):
            w = self._w[p * _PAGE // 2:(p + 1) * _PAGE // 2]
            if any(x != 0xFFFF for x in w):
                out[p] = self[p * _PAGE:(p + 1) * _PAGE]
        return out

    def load(self, page, data):
        self[page * _PAGE:page * _PAGE + len(data)] = data


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
