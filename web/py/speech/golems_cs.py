# What the page says for Golem Battle in Czech (web/py/speech/golems.py:
# what each holds): the roll's frames not said, the lives lost in a phrase,
# the hints with a second's hold said in words.

ART = {}

WORDS = {
    "hod kostkou...": "Hod kostkou",
    "1. řada": "",
    "2. řada": "",
    "3. řada": "",
    "4. řada": "",
    "Červený ...": "",
    "Modrý ...": "",
    "Žlutý ...": "",
    "Zelený ...": "",
    "krátce: změnit  podrž 1 s: zadat": "krátce: změnit, podrž sekundu: zadat",
    "krátce: ještě  podrž 1 s: zadat": "krátce: ještě jeden, podrž sekundu: zadat",
    "podrž 1 s: zadat": "podrž sekundu: zadat",
    "krátce: jiná volba  podrž 1 s: vybrat": "krátce: jiná volba, podrž sekundu: vybrat",
}

# a phase's big text in a phrase ({} is the text)
ART_PHRASE = {"lives": "ztracené životy: {}"}

# as in English
from speech.golems import COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
