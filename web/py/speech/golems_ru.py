# What the page says for Golem Battle in Russian (web/py/speech/golems.py:
# what each holds): the roll's frames not said, the lives lost in a phrase,
# the hints with a second's hold said in words.

ART = {}

WORDS = {
    "бросаем кубик...": "Бросаем кубик",
    "Красный ...": "",
    "Синий ...": "",
    "Жёлтый ...": "",
    "Зелёный ...": "",
    "нажатие: изменить  удержание 1 с: ввести": "нажатие: изменить, удержание секунду: ввести",
    "нажатие: ещё  удержание 1 с: ввести": "нажатие: ещё одна, удержание секунду: ввести",
    "удержание 1 с: ввести": "удержание секунду: ввести",
    "нажатие: другое  удержание 1 с: выбрать": "нажатие: другое, удержание секунду: выбрать",
}

# a phase's big text in a phrase ({} is the text)
ART_PHRASE = {"lives": "потеряно жизней: {}"}

# a row of a battle the device plays in words (speech/golems.py: SAY);
# the cards as the rules print them (Вперед, Назад, Поворот влево, ...)
ROW = {
    "cards": ("вперёд", "назад", "поворот влево", "поворот вправо", "стоять на месте", "удар", "защита",
              "взять"),
    "branch": "условие %s;",            # the condition's answer (да / нет)
    "repeat": "%s %s раза",
    "lost": "теряет %s",
    "barrel": "бочку",
    "lives": "осталось жизней: %s",
}


def SAY(piece):
    return report(piece, ROW)


# as in English
from speech.golems import COUNT_UP, COUNTDOWN, QUIET, report  # noqa: E402,F401
