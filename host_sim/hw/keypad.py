"""``keypad`` as CircuitPython's C module behaves, on the virtual clock.

Blinka's own keypad is unusable here (its ``deinit`` hangs and its events
carry no timestamp).  This one scans the simulated pin level every
``interval`` seconds of *virtual* time, debounces like the C scanner (an
up/down counter; ``debounce_threshold=1`` means a change is reported at the
first scan that sees it), stamps events with ``supervisor.ticks_ms()`` of the
scan, and keeps a bounded queue whose ``overflowed`` flag is set when an event
is dropped.  Scans happen only while virtual time passes, i.e. inside
``time.sleep``, which is also when they happen on a board (background tasks).
"""

_PERIOD = 1 << 29


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self._key_number = key_number
        self._pressed = bool(pressed)
        self._timestamp = timestamp

    @property
    def key_number(self):
        return self._key_number

    @property
    def pressed(self):
        return self._pressed

    @property
    def released(self):
        return not self._pressed

    @property
    def timestamp(self):
        return self._timestamp

    def __eq__(self, other):
        # CircuitPython compares key_number and pressed only.
        return (isinstance(other, Event) and other._key_number == self._key_number
                and other._pressed == self._pressed)

    def __hash__(self):
        return hash((self._key_number, self._pressed))

    def __repr__(self):
        return "<Event: key_number %d %s>" % (
            self._key_number, "pressed" if self._pressed else "released")


class EventQueue:
    # shared-bindings/keypad/EventQueue.c: ``overflowed`` is a getter-only
    # property (MP_PROPERTY_GETTER), so assigning it raises AttributeError on a
    # board; ``clear()`` empties the queue *and* resets the flag
    # (shared-module/keypad/EventQueue.c).
    def __init__(self, max_events):
        self._events = []
        self._max = max_events
        self._overflowed = False

    @property
    def overflowed(self):
        return self._overflowed

    def get(self):
        if self._events:
            return self._events.pop(0)
        return None

    def get_into(self, event):
        if not self._events:
            return False
        got = self._events.pop(0)
        event._key_number, event._pressed, event._timestamp = (
            got._key_number, got._pressed, got._timestamp)
        return True

    def clear(self):
        del self._events[:]
        self._overflowed = False

    def __len__(self):
        return len(self._events)

    def __bool__(self):
        return bool(self._events)

    _lose = 0              # the simulator's fault injection: events still to drop

    def _put(self, event):
        if self._lose > 0:
            self._lose -= 1
            self._overflowed = True
            return
        if len(self._events) >= self._max:
            self._overflowed = True
            return
        self._events.append(event)


class Keys:
    """``keypad.Keys(pins, *, value_when_pressed, pull=True, interval=0.020,
    max_events=64, debounce_threshold=1)``.  Per-boot subclasses set ``_boot``."""

    _boot = None

    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.020,
                 max_events=64, debounce_threshold=1):
        if not pins:
            raise ValueError("pins must not be empty")
        if not 0 < interval <= 1000:
            raise ValueError("interval must be in 0-1000")
        if not 1 <= max_events <= 1024:
            raise ValueError("max_events must be 1-1024")
        if not 1 <= debounce_threshold <= 127:
            raise ValueError("debounce_threshold must be 1-127")
        from host_sim.hw import pins as simpins
        self._pins = tuple(pins)
        self._names = tuple(simpins.pin_name(p) for p in self._pins)
        self._value_when_pressed = bool(value_when_pressed)
        self._pull = bool(pull)
        self._interval_us = int(round(interval * 1e6))
        self._threshold = debounce_threshold
        self._events = EventQueue(max_events)
        self._reported = [False] * len(self._pins)
        self._counter = [0] * len(self._pins)
        self._deinited = False
        machine = self._boot.machine
        self._machine = machine
        self._origin_us = machine.now_us
        self._next_scan_us = machine.now_us + self._interval_us
        self._active = True
        self.scans = 0
        self._boot.scanners.append(self)
        machine.scanners_changed()

    # --- public API -------------------------------------------------------
    @property
    def events(self):
        self._check()
        return self._events

    @property
    def key_count(self):
        self._check()
        return len(self._pins)

    def reset(self):
        self._check()
        self._reported = [False] * len(self._pins)
        self._counter = [0] * len(self._pins)
        self.wake()

    def deinit(self):
        if self._deinited:
            return
        self._deinited = True
        if self in self._boot.scanners:
            self._boot.scanners.remove(self)
        self._machine.scanners_changed()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    def _check(self):
        if self._deinited:
            raise ValueError("Object has been deinitialized and can no longer be used. "
                             "Create a new object.")

    # --- called by the Machine --------------------------------------------
    def _pressed_now(self, index):
        return self._machine.pin_level(self._names[index]) == self._value_when_pressed

    def _settled(self):
        for i in range(len(self._pins)):
            pressed = self._pressed_now(i)
            if pressed != self._reported[i]:
                return False
            if self._counter[i] != (self._threshold if pressed else 0):
                return False
        return True

    def wake(self):
        """The level may have changed: resume scanning on the interval grid."""
        now = self._machine.now_us
        if not self._active:
            steps = -(-(now - self._origin_us) // self._interval_us)
            self._next_scan_us = self._origin_us + max(1, steps) * self._interval_us
            self._active = True
        self._machine.scanners_changed()

    def next_scan_us(self):
        return self._next_scan_us if self._active else None

    def scan(self):
        """One scan at ``machine.now_us`` (== the scheduled scan time)."""
        self.scans += 1
        machine = self._machine
        ticks = machine.ticks_ms()
        threshold = self._threshold
        for i in range(len(self._pins)):
            pressed = self._pressed_now(i)
            count = self._counter[i]
            count = min(count + 1, threshold) if pressed else max(count - 1, 0)
            self._counter[i] = count
            if not self._reported[i] and count == threshold:
                self._reported[i] = True
                self._events._put(Event(i, True, ticks))
            elif self._reported[i] and count == 0:
                self._reported[i] = False
                self._events._put(Event(i, False, ticks))
        self._next_scan_us += self._interval_us
        if self._settled():
            self._active = False


class KeyMatrix:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("the simulator provides keypad.Keys only")


class ShiftRegisterKeys(KeyMatrix):
    pass
