# The board's heap, checked before the firmware loads more code.
#
# A module loaded from .py is compiled on the board: for a moment its parse
# tree and the compiler's state sit beside the code being made.  Measured on
# the MicroPython VM for every module the firmware loads
# (tools/mpvm/firmware_ram.py ``compile_need``; the gate checks this bound
# against every measurement), that is at most ``PY_PER_BYTE`` times the
# source's size plus ``PY_FLOOR``.  A .mpy is not compiled; loading one takes
# about the code it holds, taken as ``MPY_PER_BYTE`` times its size (an
# estimate: CircuitPython's .mpy files cannot be loaded off the board).
#
# ``short(module)`` is None when the heap has that (after a collection, with
# ``RESERVE`` left for the tick's own objects), else the one line to show;
# the firmware then takes the lighter path (no picture) instead of meeting a
# MemoryError.  Boards whose ``gc`` has no ``mem_free`` (the simulator on
# CPython) always have room, unless a test gives them a small fake heap.

import gc
import os
import sys

PY_PER_BYTE = 4
PY_FLOOR = 1024
MPY_PER_BYTE = 2
RESERVE = 4096


def free():
    """Free heap bytes after a collection, or None when the VM cannot say."""
    f = getattr(gc, "mem_free", None)
    if f is None:
        return None
    gc.collect()
    return f()


def need(module):
    """Bytes loading ``module`` takes at its peak (0: loaded already, or no file found)."""
    if module in sys.modules:
        return 0
    rel = module.replace(".", "/")
    for root in sys.path:
        base = (root + "/" if root else "") + rel
        for name, per, floor in ((base + ".py", PY_PER_BYTE, PY_FLOOR),
                                 (base + "/__init__.py", PY_PER_BYTE, PY_FLOOR),
                                 (base + ".mpy", MPY_PER_BYTE, 0)):
            try:
                n = os.stat(name)[6]          # the file's size
            except OSError:
                continue
            return per * n + floor
    return 0


def short(module, pictures=False):
    """None when ``module`` can be loaded now, else the line to show (in
    the language in use: all ``pictures`` off, or one)."""
    f = free()
    n = need(module)
    if f is None or n == 0 or f >= n + RESERVE:
        return None
    from gamemaster.registry import words
    return words("gamemaster.words_notices")[8 if pictures else 9] % (f // 1024)     # low_memory(_picture)
