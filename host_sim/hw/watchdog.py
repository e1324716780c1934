"""``watchdog`` and ``microcontroller.watchdog`` on the virtual clock.

Armed in RESET mode and not fed for ``timeout`` seconds of virtual time, the
Machine cuts the power (a reboot, reset reason WATCHDOG).  In RAISE mode
``WatchDogTimeout`` is raised in the firmware at the deadline (on a board it
interrupts whatever runs; here the firmware only runs between sleeps, so it
surfaces from the ``time.sleep`` in progress) and the timer stops.

As the C code does (shared-bindings/watchdog/WatchDogTimer.c): ``feed()``
does nothing while the timer is off; a negative timeout is a ValueError.

When code.py ends, CircuitPython stops the watchdog unless it is in RESET
mode and the code ended with an exception other than Ctrl-C or a reload
(``watchdog_reset`` in ``shared-module/watchdog/__init__.c``):
:meth:`WatchDogTimer._vm_ended`.

The nRF52840 port (``machine.watchdog_port == "nordic"``, the CPB and the
CLUE) is stricter (ports/nordic/common-hal/watchdog/WatchDogTimer.c): once
in RESET mode the timeout cannot change and the mode cannot go back to None
(RuntimeError), and before CircuitPython pull request #11295 (merged
2026-09; ``machine.watchdog_cleanup_fixed``) stopping the VM with RESET armed
(an auto-reload after a file is saved to the drive, or Ctrl-C) raised inside
that cleanup, outside any handler: the board dropped to safe mode with
reason NLR_JUMP_FAIL.  :meth:`WatchDogTimer._vm_stopping` models it.

Per CircuitPython version (``machine.circuitpython``, the major version the
simulator emulates: 9 or 10):

* ``deinit()`` was deprecated in 9.0 and is gone in 10 (shared-bindings/
  watchdog/WatchDogTimer.c: "will be removed in 10.0.0"; the 10 port sources
  have no ``common_hal_watchdog_deinit``, only the internal
  ``common_hal_watchdog_reset``): AttributeError on 10.
* nRF52840, ``mode = None`` with RESET armed: on 9 the port's
  ``common_hal_watchdog_set_mode`` has no branch for it and falls through to
  ``self->mode = new_mode``, so nothing is raised, ``mode`` reads None,
  ``feed()`` does nothing (the binding feeds only when the mode is not NONE)
  and the hardware WDT, which nothing can stop, resets the board at the
  timeout.  On 10 the port raises RuntimeError ("cannot be deinitialized
  once mode is set to RESET") and the mode stays RESET.
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
        self.hardware_reset = False     # nRF: the hardware WDT runs until the board resets

    @property
    def _nordic(self):
        return getattr(self._boot.machine, "watchdog_port", "generic") == "nordic"

    @property
    def _version(self):
        return getattr(self._boot.machine, "circuitpython", 10)

    @property
    def timeout(self):
        return self._timeout

    @timeout.setter
    def timeout(self, value):
        value = float(value)
        if value < 0:
            raise ValueError("timeout must be >= 0")
        if self._nordic and self._mode == WatchDogMode.RESET:
            raise RuntimeError("timeout cannot be changed once mode is set to RESET")
        self._timeout = value
        if self._mode is not None:
            self._rearm()

    @property
    def mode(self):
        return self._mode

    @mode.setter
    def mode(self, value):
        if value is None:
            if self._nordic and self._mode == WatchDogMode.RESET:
                if self._version >= 10:
                    raise RuntimeError("WatchDogTimer cannot be deinitialized once mode is set to RESET")
                self._mode = None        # CircuitPython 9: set, the hardware keeps counting
                return
            self._stop()
            return
        if value not in (WatchDogMode.RAISE, WatchDogMode.RESET):
            raise ValueError("mode must be WatchDogMode.RAISE or WatchDogMode.RESET")
        if self._timeout <= 0:
            raise ValueError("WatchDogTimer.timeout must be greater than 0")
        self._mode = value
        if self._nordic and value == WatchDogMode.RESET:
            self.hardware_reset = True
        self._rearm()

    def feed(self):
        if self._mode is None:
            return                       # "Silently does nothing if the watchdog isn't active"
        self.feeds += 1
        self._rearm()

    @property
    def deinit(self):
        if self._version >= 10:
            raise AttributeError("'WatchDogTimer' object has no attribute 'deinit'")
        return self._deinit

    def _deinit(self):
        if self._nordic and self._mode == WatchDogMode.RESET:
            raise RuntimeError("WatchDogTimer cannot be deinitialized once mode is set to RESET")
        self._stop()

    def _stop(self):
        self._mode = None
        self.deadline_us = None
        self.hardware_reset = False
        self._boot.machine.scanners_changed()

    def _rearm(self):
        machine = self._boot.machine
        self.deadline_us = machine.now_us + int(round(self._timeout * 1e6))
        machine.scanners_changed()

    def _vm_ended(self, crashed):
        if not (crashed and self._mode == WatchDogMode.RESET):
            self._stop()

    def _vm_stopping(self):
        """The VM is stopped from outside (auto-reload, Ctrl-C).  True when
        the port's cleanup crashes the board into safe mode."""
        machine = self._boot.machine
        if (self._nordic and self._mode == WatchDogMode.RESET
                and not getattr(machine, "watchdog_cleanup_fixed", False)):
            return True
        self._stop()
        return False
