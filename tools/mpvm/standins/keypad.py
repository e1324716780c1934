# keypad.Keys: keypad_keys_obj_t (~48 B) with its EventQueue (~24 B) whose
# ring buffer holds max_events * (2 B key/pressed + 4 B timestamp object) -
# shared-module/keypad/EventQueue.c (ringbuf_alloc); per-key state arrays a
# few bytes.  get() returns a new keypad.Event (~32 B) per event, as the C
# code does (mp_obj_malloc in common_hal_keypad_eventqueue_get).
from _cheap import buf, obj

_pending = []           # (pressed, timestamp) the scenario injects


def inject(pressed, timestamp):
    _pending.append((pressed, timestamp))


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=0):
        self._c = obj(32)
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = timestamp


class EventQueue:
    def __init__(self, max_events):
        self._c = obj(24)
        self._ring = buf(max_events * 6)
        self._overflowed = False

    @property
    def overflowed(self):
        return self._overflowed

    def get(self):
        if not _pending:
            return None
        p, t = _pending.pop(0)
        return Event(0, p, t)

    def clear(self):
        del _pending[:]
        self._overflowed = False

    def __len__(self):
        return len(_pending)


class Keys:
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64,
                 debounce_threshold=1):
        self._c = obj(48 + 4 * len(pins))
        self.events = EventQueue(max_events)
        self.key_count = len(pins)

    def reset(self):
        pass

    def deinit(self):
        pass
