# What the page says for Flipop in Czech (web/py/speech/flipop.py: what
# each holds): the screens' own phrases where the screen's words are not
# said as they stand.

ART = {}

WORDS = {
    "Bílý": "",                         # the big word: the title says whose move
    "Černý": "",
    "Přemýšlím...": "Přemýšlím",
    "podrž 1 s: zahrát": "podrž sekundu a tah se zahraje",
}

# as in English
from speech.flipop import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
