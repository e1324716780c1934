# The seven elements' names, in elements.NAMES' order: what the screen shows
# in a picture's place once pictures are off (gmfw/art_text.py).  English.
WORDS = (
    "curve right down",                 # curve_right_down
    "curve left down",                  # curve_left_down
    "curve up right",                   # curve_up_right
    "curve up left",                    # curve_up_left
    "straight horizontal",              # straight_horizontal
    "straight vertical",                # straight_vertical
    "crossing",                         # crossing
)
