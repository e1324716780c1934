# What the page says for Golem Battle in Polish (web/py/speech/golems.py:
# what each holds): the roll's frames not said, the lives lost in a phrase,
# the hints with a second's hold said in words.

ART = {}

WORDS = {
    "rzut kostką...": "Rzut kostką",
    "Czerwony ...": "",
    "Niebieski ...": "",
    "Żółty ...": "",
    "Zielony ...": "",
    "krótko: zmień  trzymaj 1 s: wpisz": "krótko: zmień, trzymaj sekundę: wpisz",
    "krótko: jeszcze  trzymaj 1 s: wpisz": "krótko: jeszcze jedno, trzymaj sekundę: wpisz",
    "trzymaj 1 s: wpisz": "trzymaj sekundę: wpisz",
    "krótko: inne  trzymaj 1 s: wybierz": "krótko: inny wybór, trzymaj sekundę: wybierz",
}

# a phase's big text in a phrase ({} is the text)
ART_PHRASE = {"lives": "stracone życia: {}"}

# a row of a battle the device plays in words (speech/golems.py: SAY);
# the cards in the glossary's words (cios, obrona, weź)
ROW = {
    "cards": ("naprzód", "wstecz", "obrót w lewo", "obrót w prawo", "stój", "cios", "obrona", "weź"),
    "branch": "warunek %s;",            # the condition's answer (tak / nie)
    "repeat": "%s %s razy",
    "lost": "traci %s",
    "barrel": "beczkę",
    "lives": "zostało żyć: %s",
}


def SAY(piece):
    return report(piece, ROW)


# as in English
from speech.golems import COUNT_UP, COUNTDOWN, QUIET, report  # noqa: E402,F401
