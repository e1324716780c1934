# neopixel_write (C): writes the buffer out, allocates nothing.
def neopixel_write(pin, buf):
    pass
