# A mistake in a Golem Battle drive file (mistake.py: textfmt, cards,
# field.battle_problem, drive.load_battle).  Russian
# (words_mistake_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "%s: %s",                           # file
    "строка %d, столбец %d: ожидалось %s, найдено %s",  # parse
    "нет файла (на поле есть голем: %s)",  # missing
    "Красный",                          # red
    "Синий",                            # blue
    "Жёлтый",                           # yellow
    "Зелёный",                          # green
    "клетка (. o # ~ = | c t) или голем, например R^ B> Yv G< (можно на c или t)",  # cell
    ("карта Действия (F B L R S X D T), Повтор 2(..) "
     "/ 3(..) или Условие E?(да,нет) / A?(да,нет)"),  # slot
    "карта Действия (F B L R S X D T) или Повтор 2(..) / 3(..)",  # branch
    "ряд клеток (настройки идут до поля)",  # grid_first
    "буква голема (R B Y G)",           # golem_letter
    "'size', 'lives' или ряд клеток",   # setting
    "поле из клеток",                   # grid
    "от 2 до 9 рядов",                  # rows
    "рядов: %d для поля %dx%d",         # rows_for
    "клеток в ряду: %d",                # cells
    "по одному голему каждого цвета",   # one_each
    "голем %s на поле для строки 'lives'",  # lives_golem
    "0 или 2 входа подземного хода (t)",  # mouths
    "не больше %d жетонов %s (в коробке %d)",  # box
    "Бочек",                            # barrel
    "Воды",                             # water
    "Стен",                             # wall
    "число %d..%d",                     # number
    "конец строки",                     # end
    "пробел (голем не может стоять на %s)",  # no_standing
    "направление (^ > v <) после буквы голема",  # facing
    "пробел после голема",              # after_golem
    "программа из %d Действий",         # program
    "одна строка программы",            # one_line
    "конец строки после %d Действий",   # end_after
    "пробел между Действиями",          # between
    "%d Действия (найдено %d)",         # slots
    "'(' после числа Повтора",          # rep_open
    "карта Действия (F B L R S X D T) на Повторе",  # rep_action
    "')' в конце Повтора",              # rep_close
    "Действие или Повтор (Условие не может содержать Условие)",  # no_nesting
    "'(' после Условия",                # cond_open
    "',' между двумя картами Условия",  # comma
    "')' в конце Условия",              # cond_close
    "нет рядов",                        # no_rows
    "рядов: %d",                        # n_rows
    "второй голем %s",                  # second
    "его нет",                          # none
    "жетон номер %d",                   # token
    "пустой файл",                      # empty
    "вторая строка",                    # second_line
    "для битвы нужно от 2 до 4 големов, найдено: %d",  # golems
    "осада (замок c) - это два голема, найдены: %s",  # siege_two
    "для осады (замок c) нужен один голем в замке и один снаружи, найдены: %s %s",  # siege_sides
    "оба в замке",                      # both_inside
    "оба снаружи",                      # both_outside
    "ряд %d: Бонус-карта %s использована дважды",  # twice
    "ряд %d: Бонус-карта %s сейчас не разрешена",  # not_now
    "%d Бонус-карт использовано, можно не больше %d",  # bonuses
    "%d шт. карты '%s', у игрока %d",   # too_many
    "Есть противник?",                  # enemy
    "Нападение?",                       # attacked
    "Повтор 2",                         # repeat2
    "Повтор 3",                         # repeat3
    "Вперед",                           # forward
    "Назад",                            # back
    "Поворот влево",                    # turn_left
    "Поворот вправо",                   # turn_right
    "Стоять на месте",                  # stand
    "Удар",                             # strike
    "Защита",                           # defend
    "Взять",                            # take
)
