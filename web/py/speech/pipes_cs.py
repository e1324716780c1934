# What the page says for Pipes in Czech (web/py/speech/pipes.py: what each
# holds): the elements (zahnutý, rovný, křížení), the screens' own phrases.

ELEMENTS = {
    "curve_right_down": "zahnutý prvek, spojuje pravou a spodní stranu",
    "curve_left_down": "zahnutý prvek, spojuje levou a spodní stranu",
    "curve_up_right": "zahnutý prvek, spojuje horní a pravou stranu",
    "curve_up_left": "zahnutý prvek, spojuje horní a levou stranu",
    "straight_horizontal": "rovný prvek, zleva doprava",
    "straight_vertical": "rovný prvek, shora dolů",
    "crossing": "křížení",
}
ART = {"pipe": ELEMENTS}

WORDS = {
    "ČAS!": "Čas vypršel",
    "VODA": "Voda",
    "PŘIPRAVENO": "Připraveno",
    "tahy po 60 s": "tahy po minutě",
}

# as in English
from speech.pipes import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
