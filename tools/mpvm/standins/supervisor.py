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
# Not held: the flash sector cache (supervisor/shared/external_flash/
# external_flash.c), a 4 KB erase sector as 16 x 256 B pages and their
# 64 B table, port_malloc'ed only when the drive is written
# (external_flash_write_block -> allocate_ram_cache).  Such a write ends
# the program a moment later: a USB write's completion
# (supervisor/shared/usb/usb_msc_flash.c tud_msc_write10_complete_cb) and a
# BLE file-transfer write call autoreload_trigger(), and filesystem_flush()
# releases the cache as the VM stops (supervisor_flash_release_cache).
# Where the heap has no room for it, the write goes through the flash's
# scratch sector instead (allocate_ram_cache fails, the write does not).
# The firmware never turns auto-reload off (tests/gates/test_firmware_ram.py
# checks it), so no game is played with the cache held.
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


def reload():
    raise RuntimeError("reload")
