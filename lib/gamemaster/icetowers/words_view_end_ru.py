# IceTowers' end screen (words_view_end_en.py: the ids).  Russian, as the
# Polish text: the players take the towers their own pyramids cap and count
# the points (точки); a held pyramid is a one-piece tower.
WORDS = (
    "Конец игры, %s",                   # title
    "Конец",                            # end
    "объявлен Конец\nпирамидки из рук: башни из одной\n",  # end_lines
    "Петля",                            # loop
    "уберите башни из петли\nпирамидки из рук: башни из одной\nпотом ",  # loop_lines
    "Время",                            # time
    "время игры вышло\nпирамидки из рук: башни из одной\n",    # time_lines
    "Тупик",                            # drop
    "все пирамидки из рук на стол\nкаждая считается башней из одной\n",   # drop_lines
    "заберите башни, что вы накрыли",   # take
    "нажатие: считаем точки",           # hint
    "нажатие: точки  удержание 1 с: отмена",    # hint_withdraw
    "считаем точки",                    # count
    "отменить: Конец",                  # withdraw
)
