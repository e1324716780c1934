# What the page says for IceTowers in Russian (web/py/speech/icetowers.py:
# what each holds): the calls (положить, петля, конец), "1 с" of a hold
# said as "секунду", the big words as words (MicroPython's isalpha knows
# no Cyrillic: МАРШ is said from here).

WORDS = {
    "Положить > Петля > Конец > назад": "Команды: положить, петля, конец, назад",
    "МАРШ!": "Марш!",
    "нажатие: 3-2-1-МАРШ": "нажатие: три, два, один, марш",
    "ждите команды МАРШ": "ждите команды «марш»",
    "все начинают на МАРШ": "все начинают по команде «марш»",
    "удержание 1 с: отменить команду": "удержите секунду, чтобы отменить команду",
    "удержание 1 с: кто-то сменил": "удержите секунду, если кто-то сменил действие",
    "удержание 1 с: отмена": "удержите секунду для отмены",
    "удержание 1 с: единицы": "удержите секунду: единицы",
}
for _call in ("Положить", "Петля", "Конец"):
    WORDS["удержание 1 с: объявить: " + _call] = "удержите секунду, чтобы объявить: " + _call
WORDS["удержание 1 с: назад к игре"] = "удержите секунду, чтобы вернуться к игре"
for _n in range(121):
    WORDS["удержание 1 с: ввести %d" % _n] = "удержите секунду, чтобы ввести %d" % _n

# the sides in words (speech/icetowers.py: SAY)
TEAMS = {"vs": "-", "match": "команда %s против команды %s", "and": "и", "as": ", цвет %s"}


def SAY(piece):
    return teams(piece, TEAMS)


# as in English
from speech.icetowers import ART, ART_PHRASE, COUNT_UP, COUNTDOWN, QUIET, teams  # noqa: E402,F401
