"""``watchdog`` and ``microcontroller.watchdog`` on the virtual clock.

Armed in RESET mode and not fed for ``timeout`` seconds of virtual time, the
Machine cuts the power (a reboot, reset reason WATCHDOG).  In RAISE mode
``WatchDogTimeout`` is raised in the firmware at the deadline (on a board it
interrupts whatever runs; here the firmware only runs between sleeps, so it
surfaces from the ``time.sleep`` in progress) and the timer stops.

When code.py ends, CircuitPython stops the watchdog unless it is in RESET
mode and the code ended with an exception (``watchdog_reset`` in
``shared-module/watchdog/__init__.c``): :meth:`WatchDogTimer._vm_ended`.
"""


class WatchDogMode:
    RAISE = "watchdog.WatchDogMode.RAISE"
    RESET = "watchdog.WatchDogMode.RESET"


class WatchDogTimeout(Exception):
    pass


class WatchDogTimer:
    def __init__(self, boot):
        self._boot = boot
        self._timeout = 0.0
        self._mode = None
        self.deadline_us = None
        self.feeds = 0

    @property
    def timeout(self):
        return self._timeout

    @timeout.setter
    def timeout(self, value):
        value = float(value)
        if value <= 0:
            raise ValueError("timeout must be > 0")
        self._timeout = value
        if self._mode is not None:
            self._rearm()

    @property
    def mode(self):
        return self._mode

    @mode.setter
    def mode(self, value):
        if value is None:
            self.deinit()
            return
        if value not in (WatchDogMode.RAISE, WatchDogMode.RESET):
            raise ValueError("mode must be WatchDogMode.RAISE or WatchDogMode.RESET")
        if self._timeout <= 0:
            raise ValueError("WatchDogTimer.timeout must be greater than 0")
        self._mode = value
        self._rearm()

    def feed(self):
        if self._mode is None:
            raise ValueError("WatchDogTimer is not currently running")
        self.feeds += 1
        self._rearm()

    def deinit(self):
        self._mode = None
        self.deadline_us = None
        self._boot.machine.scanners_changed()

    def _rearm(self):
        machine = self._boot.machine
        self.deadline_us = machine.now_us + int(round(self._timeout * 1e6))
        machine.scanners_changed()

    def _vm_ended(self, crashed):
        if not (crashed and self._mode == WatchDogMode.RESET):
            self.deinit()
