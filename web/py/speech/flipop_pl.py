# What the page says for Flipop in Polish (web/py/speech/flipop.py: what
# each holds): the screens' own phrases where the screen's words are not
# said as they stand.

ART = {}

WORDS = {
    "Białe": "",                        # the big word: the title says whose move
    "Czarne": "",
    "Myślę...": "Myślę",
    "trzymaj 1 s: zagraj": "przytrzymaj sekundę, by zagrać",
}

# as in English
from speech.flipop import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
