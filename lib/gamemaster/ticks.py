# Wrap-safe millisecond tick arithmetic (the adafruit_ticks contract).
#
# CircuitPython's ``supervisor.ticks_ms()`` wraps every 2**29 ms (about 6.2
# days) and starts about a minute before the wrap, so a plain ``a < b`` is wrong
# within a minute of boot.  Every comparison of ticks in this project goes
# through these helpers; they match ``adafruit_ticks`` exactly so the
# firmware may use either (its ``ticks_less(a, b)`` is ``ticks_diff(a, b) < 0``).

_TICKS_PERIOD = 1 << 29
_TICKS_MAX = _TICKS_PERIOD - 1
_TICKS_HALFPERIOD = _TICKS_PERIOD // 2

TICKS_PERIOD = _TICKS_PERIOD


def ticks_add(ticks, delta):
    # Ticks ``delta`` ms after ``ticks`` (delta may be negative).
    if -_TICKS_HALFPERIOD < delta < _TICKS_HALFPERIOD:
        return (ticks + delta) % _TICKS_PERIOD
    raise OverflowError("ticks interval overflow")


def ticks_diff(ticks1, ticks2):
    # Signed ms from ``ticks2`` to ``ticks1``; correct across one wrap.
    diff = (ticks1 - ticks2) & _TICKS_MAX
    diff = ((diff + _TICKS_HALFPERIOD) & _TICKS_MAX) - _TICKS_HALFPERIOD
    return diff
