# supervisor: ticks_ms from the scenario's virtual clock; runtime is static.
#
# What CircuitPython 9 and 10 allocate for themselves from the same RAM as
# the VM's heap (the port heap, supervisor/port_heap.h: the VM heap grows in
# chunks from it, so every port_malloc is RAM the firmware cannot have).
# hold() allocates them once, when the scenario boots the firmware; they
# count in the run's figures (bytes, each with its source):
PORT_HEAP = (
    # supervisor/shared/display.c supervisor_start_terminal: tilegrid_tiles
    # and tilegrid_inverts, port_malloc(total_tiles) each; 240x240 with the
    # 6x12 built-in font at scale 1 (40 <= 80 tiles wide): 40 x 20 tiles,
    # the status bar's row included, 800 B each (on both boards: the CLUE's
    # display at board init, the Gizmo's when code.py constructs it)
    ("terminal and status bar tiles", 2 * 800),
    # supervisor/shared/usb/usb_desc.c: the configuration descriptor, the
    # HID report descriptor and the interface string table built with
    # port_malloc at boot for CDC + MSC + HID + MIDI (an allowance, not a
    # measurement: their lengths depend on the devices enabled; the
    # standard descriptors of those four come to a few hundred bytes)
    ("USB descriptors", 1024),
    # supervisor/shared/bluetooth/*.c: the workflow's services, UUIDs and
    # guard characteristic are static; what the nRF _bleio adapter allocates
    # once the workflow is enabled (bonded, or booted in discovery mode:
    # connection and characteristic buffers) is taken as this allowance
    ("BLE workflow", 1024),
)
# Not held here: the flash write cache (supervisor/shared/external_flash/
# external_flash.c, 16 x 256 B pages and their 64 B table), which CircuitPython
# 10 allocates for a computer's write to the drive and keeps until the VM
# stops: tools/mpvm/firmware_ram.py counts it beside these (counted(),
# flash_cache_bytes), with the Python stack and the collector's tables.
NOW = [(1 << 29) - 60000]
_held = []


def hold():
    if not _held:
        for _name, n in PORT_HEAP:
            _held.append(bytearray(n))


def ticks_ms():
    return NOW[0]


class _Runtime:
    autoreload = True
    serial_connected = False


runtime = _Runtime()


class ReloadException(BaseException):
    # CircuitPython's (py/objexcept.c: a BaseException, so the firmware's
    # "except Exception" lets it through and code.py ends)
    pass


def reload():
    # shared-bindings/supervisor/__init__.c: reload_initiate() makes the
    # reload exception pending; the VM raises it at its next check (a
    # branch, a sleep): here at once.  The scenario ends the run there and
    # tools/mpvm/firmware_ram.py boots the next with the NVM kept.
    raise ReloadException()
