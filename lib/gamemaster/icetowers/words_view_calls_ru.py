# IceTowers' call menu, DROP's and LOOP's countdowns (words_view_calls_en.py:
# the ids).  Russian, as the Polish text's terms: положить пирамидки на
# стол (Положить), бесконечная петля (Петля), конец игры (Конец); тупик
# the deadlock.
WORDS = (
    ("Положить", "Петля", "Конец", "назад"),    # calls
    "показать: %s",                     # show
    "назад к игре",                     # back
    "объявить: %s",                     # call
    "ничего",                           # nothing
    "отменить: Положить",               # withdraw
    "кто-то сменил действие",           # changed
    "Команда, время %s",                # title
    "нажатие: другая команда\nудержание 1 с: %s",   # menu
    "Положить > Петля > Конец > назад",     # order
    "Тупик",                            # deadlock
    "Положить!",                        # drop
    "положите пирамидки\nв один и тот же миг\nпотом %s",    # put_down
    "игра идёт дальше",                 # play_on
    "игра окончена",                    # ends
    "удержание 1 с: отменить команду",  # withdraw_hint
    "Петля!",                           # loop
    "кто-то должен сменить\nдействие, иначе конец",     # change
    "удержание 1 с: кто-то сменил",     # changed_hint
)
