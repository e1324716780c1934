# What the page says for Pipes in Polish (web/py/speech/pipes.py: what each
# holds): the elements as Table 1 of "Hydraulik - zasady gry" names them
# (skręcające, proste, skrzyżowanie), the screens' own phrases.

ELEMENTS = {
    "curve_right_down": "element skręcający, łączy prawo i dół",
    "curve_left_down": "element skręcający, łączy lewo i dół",
    "curve_up_right": "element skręcający, łączy górę i prawo",
    "curve_up_left": "element skręcający, łączy górę i lewo",
    "straight_horizontal": "element prosty, z lewej do prawej",
    "straight_vertical": "element prosty, z góry na dół",
    "crossing": "skrzyżowanie",
}
ART = {"pipe": ELEMENTS}

WORDS = {
    "CZAS!": "Koniec czasu",
    "WODA": "Woda",
    "GOTOWE": "Gotowe",
    "tury po 60 s": "tury po minucie",
}

# as in English
from speech.pipes import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
