# What the page says for Flipop in Polish (web/py/speech/flipop.py: what
# each holds): the screens' own phrases where the screen's words are not
# said as they stand; a move's notation in the glossary's words (drzwiczki,
# zdjęta), keyed by the screen's letters and gates' word (speech/flipop.py:
# SAY).

ART = {}

WORDS = {
    "Białe": "",                        # the big word: the title says whose move
    "Czarne": "",
    "Myślę...": "Myślę",
    "trzymaj 1 s: zagraj": "przytrzymaj sekundę, by zagrać",
}

NOTATION = {
    "sides": {"B": ("białe", "Ruch białych"), "C": ("czarne", "Ruch czarnych")},
    "gate_word": "drzw.",
    "count": "%s z %s:",
    "from": "z %s",
    "to": " na ",
    "off": " i kula zostaje zdjęta",
    "gate": "obracają się drzwiczki %s",
    "gates": "obracają się drzwiczki %s",
    "and": " i ",
    "twice": "%s dwa razy",
    "times": "%s %d razy",
}


def SAY(piece):
    return notation(piece, NOTATION)


# as in English
from speech.flipop import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET, notation  # noqa: E402,F401
