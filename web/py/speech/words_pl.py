# The words every game's speech shares (web/py/speech/words.py: the names and
# what each holds), in Polish: the hints of gamemaster/words_app_pl.py and
# words_menu_pl.py as a screen reader says them.

WORDS = {
    "puść: dalej": "",
    "naciśnij, by wznowić": "Naciśnij, by wznowić",
    "puść: wznów": "Puść, by wznowić",
    "PAUZA": "Pauza",
    "menu": "",
    "II": "",
}

ZONES = {
    "puść: pauza / wznów": "Puść, by zatrzymać lub wznowić",
    "puść: wznów": "Puść, by wznowić",
    "puść: COFNIJ ostatnie naciśnięcie": "Puść, by cofnąć ostatnie naciśnięcie",
    "puść: (nie ma czego cofnąć)": "Nie ma czego cofnąć",
    "menu": "Menu",
    "puść: wyjdź z menu": "Puść, by wyjść z menu",
    "puść: wróć do gry": "Puść, by wrócić do gry",
    "puść: nowa gra": "Puść, by zacząć nową grę",
    "puść: zmień": "Puść, by zmienić",
}

UNITS = {"s": "sekund"}
# a unit after a number, in the form the number takes (form(n)): "1 s" is
# "1 second", "5 s" "5 seconds"
UNIT_FORMS = {"s": ("sekunda", "sekundy", "sekund")}
SIGNS = {"+": "plus"}
BY = "na"
SLASH = "i"
TOKENS = {"&": "i", "s": "sekund"}

# what no language changes: the tap's zone, the shared tables, the shortest clock
from speech.words import ART, ART_PHRASE, CLOCK_SHORTEST, COUNT_UP, COUNTDOWN, QUIET, TAP_ZONE  # noqa: E402,F401

# the clock's words, each (one, few, many): {} is the number
MINUTES_LEFT = ("została {} minuta", "zostały {} minuty", "zostało {} minut")
SECONDS_LEFT = ("została {} sekunda", "zostały {} sekundy", "zostało {} sekund")
MINUTES_PLAYED = ("minęła {} minuta", "minęły {} minuty", "minęło {} minut")


def form(n):
    # 1: one; 2-4, 22-24, ... (not 12-14): few; else many
    if n == 1:
        return 0
    return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
