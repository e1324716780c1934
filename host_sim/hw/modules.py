"""The per-boot module objects the firmware imports.

A power cut loses RAM, so every boot gets fresh module objects (and fresh
hardware objects: keypad scanners, watchdog, audio outputs, display) built
here and put into ``sys.modules`` before code.py runs.  Blinka modules that
hold no per-boot state (``board``, ``digitalio``, ``displayio``,
``neopixel``) stay loaded; ``board.DISPLAY`` is replaced per boot.
"""

import sys
import time as _real_time
import types

from host_sim import hw
from host_sim import offscreen  # noqa: F401 - binds the real busdisplay before the fake
from host_sim.hw import audio, displaybus, keypad, nvm, watchdog

# Modules a boot gets fresh copies of (restored to their previous entries
# when the simulator closes).
FAKE_NAMES = ("supervisor", "microcontroller", "keypad", "watchdog", "audiocore",
              "audiopwmio", "synthio", "storage", "busio", "fourwire", "busdisplay")


class _Enum:
    """CircuitPython's enum-like constants: compare by identity or name."""

    def __init__(self, qualname):
        self._qualname = qualname

    def __repr__(self):
        return self._qualname

    def __eq__(self, other):
        return isinstance(other, _Enum) and other._qualname == self._qualname

    def __hash__(self):
        return hash(self._qualname)


def _enum_class(name, members):
    return type(name, (), {m: _Enum("%s.%s" % (name, m)) for m in members})


ResetReason = _enum_class("microcontroller.ResetReason", (
    "POWER_ON", "BROWNOUT", "SOFTWARE", "DEEP_SLEEP_ALARM", "RESET_PIN", "WATCHDOG",
    "UNKNOWN", "RESCUE_DEBUG"))
RunMode = _enum_class("microcontroller.RunMode", ("NORMAL", "SAFE_MODE", "UF2", "BOOTLOADER"))
RunReason = _enum_class("supervisor.RunReason", (
    "STARTUP", "AUTO_RELOAD", "SUPERVISOR_RELOAD", "REPL_RELOAD"))

SafeModeReason = _enum_class("supervisor.SafeModeReason", (
    "NONE", "BROWNOUT", "FLASH_WRITE_FAIL", "GC_ALLOC_OUTSIDE_VM", "HARD_FAULT",
    "INTERRUPT_ERROR", "NLR_JUMP_FAIL", "NO_CIRCUITPY", "NO_HEAP", "PROGRAMMATIC",
    "SDK_FATAL_ERROR", "STACK_OVERFLOW", "USB_BOOT_DEVICE_NOT_INTERFACE_ZERO",
    "USB_TOO_MANY_ENDPOINTS", "USB_TOO_MANY_INTERFACE_NAMES", "USER", "WATCHDOG"))

# Why a boot happened -> (reset_reason, run_reason)
BOOT_REASONS = {
    "power_on": (ResetReason.POWER_ON, RunReason.STARTUP),
    "reset": (ResetReason.POWER_ON, RunReason.STARTUP),        # power cut
    "nvm_tear": (ResetReason.POWER_ON, RunReason.STARTUP),     # power cut mid-write
    "nvm_cut": (ResetReason.POWER_ON, RunReason.STARTUP),      # power cut at an instant of a write
    "software": (ResetReason.SOFTWARE, RunReason.STARTUP),     # microcontroller.reset()
    "watchdog": (ResetReason.WATCHDOG, RunReason.STARTUP),
    "reload": (None, RunReason.SUPERVISOR_RELOAD),             # supervisor.reload()
    "autoreload": (None, RunReason.AUTO_RELOAD),               # a file saved to the drive
    "safe_mode": (ResetReason.SOFTWARE, RunReason.STARTUP),    # the board fell into safe mode
}


class Boot:
    """Everything that lives in RAM between two power cuts."""

    def __init__(self, machine, number, reason, reset_reason):
        self.machine = machine
        self.number = number
        self.reason = reason
        self.reset_reason = reset_reason
        self.run_reason = BOOT_REASONS[reason][1]
        self.started_us = machine.now_us
        self.alive = True
        self.scanners = []
        self.watchdog = watchdog.WatchDogTimer(self)
        self.display = None
        self.modules = {}
        self.safe_mode_reason = None     # set for a boot that runs safemode.py


class _Runtime:
    def __init__(self, boot):
        self._boot = boot
        self.serial_connected = False
        self.usb_connected = False
        self.serial_bytes_available = 0
        self.autoreload = True
        self.ble_workflow = False
        self.rgb_status_brightness = 255

    @property
    def run_reason(self):
        return self._boot.run_reason

    @property
    def safe_mode_reason(self):
        return self._boot.safe_mode_reason


class _StatusBar:
    console = True
    display = True


class _Cpu:
    def __init__(self, boot):
        self._boot = boot
        self.frequency = 120000000
        self.temperature = 25.0
        self.voltage = 3.3
        self.uid = bytearray(b"HOSTSIM\x00")

    @property
    def reset_reason(self):
        return self._boot.reset_reason


def _module(name, doc, attrs):
    mod = types.ModuleType(name, doc)
    for key, value in attrs.items():
        setattr(mod, key, value)
    return mod


def build(boot, real_microcontroller):
    """The fake modules for one boot, as a name -> module dict."""
    machine = boot.machine

    def ticks_ms():
        return machine.ticks_ms()

    def reload():
        machine.power_cut("reload")

    def get_previous_traceback():
        return machine.previous_traceback

    supervisor = _module("supervisor", "simulated supervisor", {
        "ticks_ms": ticks_ms, "runtime": _Runtime(boot), "reload": reload,
        "RunReason": RunReason, "SafeModeReason": SafeModeReason, "status_bar": _StatusBar(),
        "get_previous_traceback": get_previous_traceback,
        "disable_autoreload": lambda: None, "enable_autoreload": lambda: None,
        "set_next_code_file": lambda *a, **k: None,
        "set_rgb_status_brightness": lambda *a: None,
    })

    def reset():
        machine.power_cut("software")

    mc_attrs = {k: v for k, v in vars(real_microcontroller).items() if not k.startswith("__")}
    mc_attrs.update({
        "__path__": getattr(real_microcontroller, "__path__", []),
        "nvm": nvm.Nvm(machine.nvm, boot), "reset": reset, "watchdog": boot.watchdog,
        "cpu": _Cpu(boot), "ResetReason": ResetReason, "RunMode": RunMode,
        "on_next_reset": lambda run_mode: None,
        "disable_interrupts": lambda: None, "enable_interrupts": lambda: None,
    })
    mc_attrs["cpus"] = (mc_attrs["cpu"],)
    microcontroller = _module("microcontroller", "simulated microcontroller", mc_attrs)

    keys_cls = type("Keys", (keypad.Keys,), {"_boot": boot, "__module__": "keypad"})
    keypad_mod = _module("keypad", "simulated keypad", {
        "Keys": keys_cls, "Event": keypad.Event, "EventQueue": keypad.EventQueue,
        "KeyMatrix": keypad.KeyMatrix, "ShiftRegisterKeys": keypad.ShiftRegisterKeys,
    })
    watchdog_mod = _module("watchdog", "simulated watchdog", {
        "WatchDogMode": watchdog.WatchDogMode, "WatchDogTimeout": watchdog.WatchDogTimeout,
        "WatchDogTimer": watchdog.WatchDogTimer,
    })
    audiocore = _module("audiocore", "simulated audiocore", {
        "RawSample": audio.RawSample, "WaveFile": audio.WaveFile})
    out_cls = type("PWMAudioOut", (audio.PWMAudioOut,), {"_boot": boot, "__module__": "audiopwmio"})
    audiopwmio = _module("audiopwmio", "simulated audiopwmio", {"PWMAudioOut": out_cls})
    synth_cls = type("Synthesizer", (audio.Synthesizer,), {"_boot": boot, "__module__": "synthio"})
    synthio = _module("synthio", "simulated synthio (minimal)", {
        "Synthesizer": synth_cls, "Note": audio.Note})
    storage = _module("storage", "simulated storage", {
        "remount": lambda mount_path, readonly=False, **k: None,
        "getmount": lambda mount_path: None,
        "enable_usb_drive": lambda: None, "disable_usb_drive": lambda: None,
    })

    out = {"supervisor": supervisor, "microcontroller": microcontroller,
           "keypad": keypad_mod, "watchdog": watchdog_mod, "audiocore": audiocore,
           "audiopwmio": audiopwmio, "synthio": synthio, "storage": storage}
    for name, attrs in displaybus.build(boot).items():
        out[name] = _module(name, "simulated " + name, attrs)
    return out


def _sleep(seconds):
    machine = hw.owner()
    if machine is None:
        return _real_time.sleep(seconds)
    return machine.sleep(seconds)


def _time_getattr(name):
    return getattr(_real_time, name)


# One process-wide stand-in for ``time``: the real module except that
# ``sleep`` on a firmware thread is virtual.  Everything else (monotonic
# included) is the real thing, so firmware that times with it stays wrong.
TIME = _module("time", "time, with a simulated sleep on firmware threads",
               {"sleep": _sleep, "__getattr__": _time_getattr})
