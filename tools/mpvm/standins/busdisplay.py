# busdisplay.BusDisplay: the display object lives in CircuitPython's static
# display array (shared-bindings/busdisplay/BusDisplay.c make_new:
# allocate_display_or_raise()); the init sequence is sent and not kept.  The
# firmware makes one directly (gmfw/boot.py tft_gizmo), so nothing of it is on
# the heap: the constructor hands out the one display this module made when
# it was imported (with the harness, whose bytes are taken off), its fields
# all there already, so making it allocates nothing either.  The terminal it
# starts is supervisor.PORT_HEAP's.


class _BusDisplay:
    def __init__(self):
        self.width = self.height = self.rotation = 0
        self.auto_refresh = True
        self.root_group = None

    def refresh(self, *a, **k):
        return True


_DISPLAY = _BusDisplay()


def BusDisplay(display_bus, init_sequence, *, width, height, colstart=0, rowstart=0,
               rotation=0, color_depth=16, grayscale=False, pixels_in_byte_share_row=True,
               bytes_per_cell=1, reverse_pixels_in_byte=False, reverse_bytes_in_word=True,
               set_column_command=0x2A, set_row_command=0x2B, write_ram_command=0x2C,
               backlight_pin=None, brightness=1.0, single_byte_bounds=False,
               data_as_commands=False, auto_refresh=True, native_frames_per_second=60,
               backlight_on_high=True, SH1107_addressing=False):
    d = _DISPLAY
    d.width, d.height, d.rotation, d.auto_refresh, d.root_group = (width, height, rotation,
                                                                   auto_refresh, None)
    return d
