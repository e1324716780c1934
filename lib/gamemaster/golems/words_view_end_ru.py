# Golem Battle's result (view_end.py).  Russian
# (words_view_end_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "зарядить до %d",                   # recharge
    "ничья",                            # draw
    "показать: %s",                     # show
    "Игра окончена",                    # title
    "Победитель",                       # winner
    "Ничья",                            # drawn
    "Поровну",                          # tie
    "нажмите: новая игра",              # hint
    "выбрать: %s",                      # take
    "нажатие: другое  удержание 1 с: выбрать", # tie_hint
)
