# What the page says for Pipes in Russian (web/py/speech/pipes.py: what each
# holds): the elements (изогнутый, прямой, перекрёсток), the screens' own
# phrases.

ELEMENTS = {
    "curve_right_down": "изогнутый элемент, соединяет правую и нижнюю стороны",
    "curve_left_down": "изогнутый элемент, соединяет левую и нижнюю стороны",
    "curve_up_right": "изогнутый элемент, соединяет верхнюю и правую стороны",
    "curve_up_left": "изогнутый элемент, соединяет верхнюю и левую стороны",
    "straight_horizontal": "прямой элемент, слева направо",
    "straight_vertical": "прямой элемент, сверху вниз",
    "crossing": "перекрёсток",
}
ART = {"pipe": ELEMENTS}

WORDS = {
    "ВРЕМЯ!": "Время вышло",
    "ВОДА": "Вода",
    "ГОТОВО": "Готово",
    "ходы по 60 с": "ходы по минуте",
}

# as in English
from speech.pipes import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
