# microcontroller: nvm is flash (no heap); reading a slice makes a new
# bytearray (shared-bindings/nvm/ByteArray.c: mp_obj_new_bytearray_by_ref of
# an m_new buffer).  Here it is kept as 256-byte pages made on first write
# (counted; a board holds none of it, so the figure is pessimistic by them).
from _cheap import buf, obj

_PAGE = 256
_SIZE = 8192


class _Nvm:
    def __init__(self):
        self._pages = {}

    def __len__(self):
        return _SIZE

    def _get(self, i):
        p = self._pages.get(i // _PAGE)
        return 0xFF if p is None else p[i % _PAGE]

    def __getitem__(self, k):
        if isinstance(k, slice):
            start, stop, _ = k.indices(_SIZE)
            return bytearray(self._get(i) for i in range(start, stop))
        return self._get(k % _SIZE)

    def __setitem__(self, k, v):
        if isinstance(k, slice):
            start, stop, _ = k.indices(_SIZE)
            data = bytes(v)
        else:
            start, data = k % _SIZE, bytes((v,))
        for j in range(len(data)):
            i = start + j
            p = self._pages.get(i // _PAGE)
            if p is None:
                p = bytearray(b"\xff" * _PAGE)
                self._pages[i // _PAGE] = p
            p[i % _PAGE] = data[j]


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
