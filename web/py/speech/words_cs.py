# The words every game's speech shares (web/py/speech/words.py: the names and
# what each holds), in Czech: the hints of gamemaster/words_app_cs.py and
# words_menu_cs.py as a screen reader says them.

WORDS = {
    "pusť: dál": "",
    "stiskni pro pokračování": "Stiskni pro pokračování",
    "pusť: pokračovat": "Pusť a hra pokračuje",
    "PAUZA": "Pauza",
    "menu": "",
    "II": "",
}

ZONES = {
    "pusť: pauza / pokračovat": "Pusť pro pauzu nebo pokračování",
    "pusť: pokračovat": "Pusť a hra pokračuje",
    "pusť: ZPĚT poslední stisk": "Pusť a vrátí se poslední stisk",
    "pusť: (není co vrátit)": "Není co vrátit",
    "menu": "Menu",
    "pusť: opustit menu": "Pusť pro opuštění menu",
    "pusť: zpět do hry": "Pusť pro návrat do hry",
    "pusť: nová hra": "Pusť pro novou hru",
    "pusť: změnit": "Pusť pro změnu",
}

UNITS = {"s": "sekund"}
# a unit after a number, in the form the number takes (form(n)): "1 s" is
# "1 second", "5 s" "5 seconds"
UNIT_FORMS = {"s": ("sekunda", "sekundy", "sekund")}
SIGNS = {"+": "plus"}
BY = "krát"
SLASH = "a"
# (not "s" alone: the preposition, "ten s méně koulemi"; after a number it is UNITS')
TOKENS = {"&": "a"}

# what no language changes: the tap's zone, the shared tables, the shortest clock
from speech.words import ART, ART_PHRASE, CLOCK_SHORTEST, COUNT_UP, COUNTDOWN, QUIET, TAP_ZONE  # noqa: E402,F401

# the clock's words, each (one, few, many): {} is the number
MINUTES_LEFT = ("zbývá {} minuta", "zbývají {} minuty", "zbývá {} minut")
SECONDS_LEFT = ("zbývá {} sekunda", "zbývají {} sekundy", "zbývá {} sekund")
MINUTES_PLAYED = ("uplynula {} minuta", "uplynuly {} minuty", "uplynulo {} minut")


def form(n):
    # 1: one; 2-4: few; else many
    if n == 1:
        return 0
    return 1 if 2 <= n <= 4 else 2
