# What the page says for Flipop in Russian (web/py/speech/flipop.py: what
# each holds): the screens' own phrases where the screen's words are not
# said as they stand; a move's notation in the glossary's words (дверца,
# снят), keyed by the screen's letters and gates' word (speech/flipop.py:
# SAY).

ART = {}

WORDS = {
    "БЕЛЫЕ": "",                        # the big word: the title says whose move
    "ЧЁРНЫЕ": "",
    "Думаю...": "Думаю",
    "удержание 1 с: сыграть": "удерживайте секунду, чтобы сыграть",
}

NOTATION = {
    "sides": {"Б": ("белые", "Ход белых"), "Ч": ("чёрные", "Ход чёрных")},
    "gate_word": "дв.",
    "count": "%s из %s:",
    "from": "с %s",
    "to": " на ",
    "off": " и шар снят с доски",
    "gate": "поворачивается дверца %s",
    "gates": "поворачиваются дверцы %s",
    "and": " и ",
    "twice": "%s дважды",
    "times": "%s %d раза",
}


def SAY(piece):
    return notation(piece, NOTATION)


# as in English
from speech.flipop import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET, notation  # noqa: E402,F401
