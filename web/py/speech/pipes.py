# What the page says for Pipes (web/py/speech): the elements as Table 1 of
# the rules names them, and the screens' own phrases said in words.

ELEMENTS = {
    "curve_right_down": "curved element, joining right and bottom",
    "curve_left_down": "curved element, joining left and bottom",
    "curve_up_right": "curved element, joining top and right",
    "curve_up_left": "curved element, joining top and left",
    "straight_horizontal": "straight element, left to right",
    "straight_vertical": "straight element, top to bottom",
    "crossing": "crossing",
}
ART = {"pipe": ELEMENTS}

WORDS = {
    "TIME!": "Time is up",
    "60-second turns": "one-minute turns",
}

QUIET = ()
ART_PHRASE = {}
COUNTDOWN = ()
COUNT_UP = {}
