# What Flipop against the device shows in play.  Russian (the glossary:
# docs/rules-interpretations.md); words_view_versus_en.py: the ids.
WORDS = (
    "снято: Б %d  Ч %d",                # off
    "ваше время %s",                    # bank
    "вы: %s",                           # you
    "Думаю...",                         # think
    "ход %d",                           # move
    "устройство выбирает ход",          # think_hint
    "Мой ход",                          # mine
    "сделайте его на доске",            # make
    "нажмите, когда ход сделан",        # made_hint
    "Пропускаю ход",                    # i_pass
    "мне некуда ходить",                # i_cannot
    "делать нечего: ваш ход",           # your_turn
    "ваш ход наступит сам",             # pass_hint
    "Ваш ход",                          # yours
    "%d ход: нажатие покажет его",      # moves_one
    "ходов: %d, нажатие: от лучшего",   # moves
    "нажатие: показать ход",            # show_hint
    "ход будет сделан через %d с",      # taken_in
    "удержание 1 с: сыграть",           # hold_take
    "нажатие: далее  удержание 1 с: сыграть",   # choose_hint
    "Пропуск хода",                     # you_pass
    "вам некуда ходить",                # you_cannot
    "на доске делать нечего",           # nothing
    "далее",                            # next
    "сыграть",                          # take
    "БЧ",                               # sides: белые, чёрные
    " дв. ",                            # gates: дверцы
    "Flipop, ход %d",                   # where
)
