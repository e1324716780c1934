# What the page says for Flipop in Russian (web/py/speech/flipop.py: what
# each holds): the screens' own phrases where the screen's words are not
# said as they stand.

ART = {}

WORDS = {
    "БЕЛЫЕ": "",                        # the big word: the title says whose move
    "ЧЁРНЫЕ": "",
    "Думаю...": "Думаю",
    "удержание 1 с: сыграть": "удерживайте секунду, чтобы сыграть",
}

# as in English
from speech.flipop import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
