# The words every game's speech shares (web/py/speech/words.py: the names and
# what each holds), in Russian: the hints of gamemaster/words_app_ru.py and
# words_menu_ru.py as a screen reader says them.

WORDS = {
    "отпустите: дальше": "",
    "нажмите, чтобы продолжить": "Нажмите, чтобы продолжить",
    "отпустите: продолжить": "Отпустите, чтобы продолжить",
    "ПАУЗА": "Пауза",
    "меню": "",
    "II": "",
}

ZONES = {
    "отпустите: пауза / продолжить": "Отпустите для паузы или продолжения",
    "отпустите: продолжить": "Отпустите, чтобы продолжить",
    "отпустите: ОТМЕНИТЬ нажатие": "Отпустите, чтобы отменить последнее нажатие",
    "отпустите: (нечего отменять)": "Нечего отменять",
    "меню": "Меню",
    "отпустите: выйти из меню": "Отпустите, чтобы выйти из меню",
    "отпустите: вернуться в игру": "Отпустите, чтобы вернуться в игру",
    "отпустите: новая игра": "Отпустите для новой игры",
    "отпустите: изменить": "Отпустите, чтобы изменить",
}

UNITS = {"с": "секунд"}
# a unit after a number, in the form the number takes (form(n)): "1 s" is
# "1 second", "5 s" "5 seconds"
UNIT_FORMS = {"с": ("секунда", "секунды", "секунд")}
SIGNS = {"+": "плюс"}
BY = "на"
SLASH = "и"
# (not "с" alone: the preposition, "программы с диска"; after a number it is UNITS')
TOKENS = {"&": "и"}

# what no language changes: the tap's zone, the shared tables, the shortest clock
from speech.words import ART, ART_PHRASE, CLOCK_SHORTEST, COUNT_UP, COUNTDOWN, QUIET, TAP_ZONE  # noqa: E402,F401

# the clock's words, each (one, few, many): {} is the number
MINUTES_LEFT = ("осталась {} минута", "осталось {} минуты", "осталось {} минут")
SECONDS_LEFT = ("осталась {} секунда", "осталось {} секунды", "осталось {} секунд")
MINUTES_PLAYED = ("прошла {} минута", "прошло {} минуты", "прошло {} минут")


def form(n):
    # 1, 21, 31 ... (not 11): one; 2-4, 22-24 ... (not 12-14): few; else many
    if n % 10 == 1 and n % 100 != 11:
        return 0
    return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
