# What the page says for Flipop in Czech (web/py/speech/flipop.py: what each
# holds): the screens' own phrases where the screen's words are not said as
# they stand; a move's notation in the rules' words (dvířka, odstraní se z
# desky), keyed by the screen's letters and gates' word (speech/flipop.py:
# SAY).

ART = {}

WORDS = {
    "Bílý": "",                         # the big word: the title says whose move
    "Černý": "",
    "Přemýšlím...": "Přemýšlím",
    "podrž 1 s: zahrát": "podrž sekundu a tah se zahraje",
}

NOTATION = {
    "sides": {"B": ("bílé", "Tah bílého"), "Č": ("černé", "Tah černého")},
    "gate_word": "dv.",
    "count": "%s z %s:",
    "from": "z %s",
    "to": " do ",                       # "do sousední jamky" (the rules)
    "off": " a koule se odstraní z desky",   # the rules: "odstraní se z desky"
    "gate": "otočí se dvířka %s",       # the rules: "Dvířka se přitom otočí"
    "gates": "otočí se dvířka %s",
    "and": " a ",
    "twice": "%s dvakrát",
    "times": "%s %dkrát",
}


def SAY(piece):
    return notation(piece, NOTATION)


# as in English
from speech.flipop import ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET, notation  # noqa: E402,F401
