# The seven elements' names (elements.NAMES' order), as Table 1 of the Polish
# rules names them (skręcające, proste, skrzyżowanie).  Polish.
WORDS = (
    "skręcające prawo-dół",             # curve_right_down
    "skręcające lewo-dół",              # curve_left_down
    "skręcające góra-prawo",            # curve_up_right
    "skręcające góra-lewo",             # curve_up_left
    "proste poziome",                   # straight_horizontal
    "proste pionowe",                   # straight_vertical
    "skrzyżowanie",                     # crossing
)
