# adafruit_display_text.bitmap_label for the web page: drawn like label.
from adafruit_display_text.label import Label  # noqa: F401
