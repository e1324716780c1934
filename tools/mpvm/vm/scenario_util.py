# Helpers the scenarios share; they run on CPython and on MicroPython.
#
# A scenario is a module with ``make(args) -> object`` whose object has
# ``step() -> bool`` (True while there is more) and ``result() -> str``.  The
# MicroPython runner calls ``step()`` once per JS call, so garbage is
# collected between steps as a board collects it between loop ticks; the
# CPython side (tools/mpvm/host.py) calls the very same code in-process.
#
# A result is text lines.  Lines starting with ``#`` are measurements that
# differ between VMs (allocation, time); every other line must be byte
# identical on both, which is what the same-game gate compares.

try:
    import gc
    _mem_alloc = gc.mem_alloc          # MicroPython only
except (ImportError, AttributeError):
    _mem_alloc = None

try:
    from time import ticks_us as _ticks_us, ticks_diff as _ticks_diff   # MicroPython
except ImportError:
    _ticks_us = None
    from time import perf_counter as _perf_counter


def mem_alloc():
    # Bytes allocated on the GC heap, or -1 where there is no such figure.
    return _mem_alloc() if _mem_alloc is not None else -1


class Stopwatch:
    # Microseconds spent between ``start()`` and ``stop()``, summed.

    def __init__(self):
        self.us = 0
        self._t = 0

    def start(self):
        self._t = _ticks_us() if _ticks_us is not None else _perf_counter()

    def stop(self):
        if _ticks_us is not None:
            self.us += _ticks_diff(_ticks_us(), self._t)
        else:
            self.us += int((_perf_counter() - self._t) * 1000000)


class Digest:
    # FNV-1a over transcript lines (the same hash as the Pipes Match), and
    # optionally the lines themselves.

    def __init__(self, record):
        self.record = record
        self.lines = []
        self.value = 0x811C9DC5
        self.count = 0

    def add(self, line):
        if self.record:
            self.lines.append(line)
        h = self.value
        for ch in line:
            h = ((h ^ (ord(ch) & 0xFF)) * 0x01000193) & 0xFFFFFFFF
        self.value = ((h ^ 10) * 0x01000193) & 0xFFFFFFFF
        self.count += 1


def arg(args, key, default):
    value = args.get(key, default)
    if type(value) is not type(default):
        raise ValueError("scenario argument %s must be %s, got %r"
                         % (key, type(default).__name__, value))
    return value
