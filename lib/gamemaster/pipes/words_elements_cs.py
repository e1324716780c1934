# The seven elements' names (elements.NAMES' order).  Czech.
WORDS = (
    "zahnutý vpravo-dolů",              # curve_right_down
    "zahnutý vlevo-dolů",               # curve_left_down
    "zahnutý nahoru-vpravo",            # curve_up_right
    "zahnutý nahoru-vlevo",             # curve_up_left
    "rovný vodorovný",                  # straight_horizontal
    "rovný svislý",                     # straight_vertical
    "křížení",                          # crossing
)
