# What the page says for IceTowers in Czech (web/py/speech/icetowers.py:
# what each holds): the calls (odlož, smyčka, konec), "1 s" of a hold said
# as "sekundu", the big words as words.

WORDS = {
    "Odlož > Smyčka > Konec > zpět": "Povely: odlož, smyčka, konec, zpět",
    "START!": "Start!",
    "krátce: 3-2-1-START": "krátce: tři, dva, jedna, start",
    "podrž 1 s: odvolat povel": "podrž sekundu pro odvolání povelu",
    "podrž 1 s: někdo změnil akci": "podrž sekundu, když někdo změnil akci",
    "podrž 1 s: odvolat": "podrž sekundu pro odvolání",
    "podrž 1 s: jednotky": "podrž sekundu: jednotky",
    "podrž 1 s: zapsat": "podrž sekundu pro zápis",
}
for _call in ("Odlož", "Smyčka", "Konec"):
    WORDS["podrž 1 s: vyhlásit: " + _call] = "podrž sekundu a vyhlas: " + _call
WORDS["podrž 1 s: zpět do hry"] = "podrž sekundu pro návrat do hry"
for _n in range(121):
    WORDS["podrž 1 s: zapsat %d" % _n] = "podrž sekundu a zapiš %d" % _n

# the sides in words (speech/icetowers.py: SAY)
TEAMS = {"vs": "vs", "match": "%s versus %s", "and": "a", "as": "jako %s"}


def SAY(piece):
    return teams(piece, TEAMS)


# as in English
from speech.icetowers import ART, ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET, teams  # noqa: E402,F401
