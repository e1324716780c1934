# What the page says for IceTowers in Polish (web/py/speech/icetowers.py:
# what each holds): the calls as the Polish text names them (odłóż, pętla,
# koniec), "1 s" of a hold said as "sekundę", the big words as words.

WORDS = {
    "Odłóż > Pętla > Koniec > wróć": "Komendy: odłóż, pętla, koniec, wróć",
    "START!": "Start!",
    "krótko: 3-2-1-START": "krótko: trzy, dwa, jeden, start",
    "trzymaj 1 s: odwołaj komendę": "trzymaj sekundę, by odwołać komendę",
    "trzymaj 1 s: ktoś zmienił akcję": "trzymaj sekundę, gdy ktoś zmienił akcję",
    "trzymaj 1 s: odwołaj": "trzymaj sekundę, by odwołać",
    "trzymaj 1 s: jedności": "trzymaj sekundę: jedności",
    "trzymaj 1 s: wpisz": "trzymaj sekundę, by wpisać",
}
for _call in ("Odłóż", "Pętla", "Koniec"):
    WORDS["trzymaj 1 s: zgłoś: " + _call] = "trzymaj sekundę, by zgłosić: " + _call
WORDS["trzymaj 1 s: powrót do gry"] = "trzymaj sekundę, by wrócić do gry"
for _n in range(121):
    WORDS["trzymaj 1 s: wpisz %d" % _n] = "trzymaj sekundę, by wpisać %d" % _n

# the sides in words (speech/icetowers.py: SAY)
TEAMS = {"vs": "vs", "match": "%s kontra %s", "and": "i", "as": "jako %s"}


def SAY(piece):
    return teams(piece, TEAMS)


# as in English
from speech.icetowers import ART, ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET, teams  # noqa: E402,F401
