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

# a row of a battle the device plays in words (speech/golems.py: SAY);
# the cards in the glossary's words (rána, obrana, vzít)
ROW = {
    "cards": ("vpřed", "vzad", "otočení vlevo", "otočení vpravo", "stát", "rána", "obrana", "vzít"),
    "branch": "podmínka %s;",           # the condition's answer (ano / ne)
    "repeat": "%s %skrát",
    "lost": "ztrácí %s",
    "barrel": "sud",
    "lives": "zbývá životů: %s",
}


def SAY(piece):
    return report(piece, ROW)


# as in English
from speech.golems import COUNT_UP, COUNTDOWN, QUIET, report  # noqa: E402,F401
