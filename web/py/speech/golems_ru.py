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

# as in English
from speech.golems import COUNT_UP, COUNTDOWN, QUIET  # noqa: E402,F401
