# What Golem Battle's game-master says in every phase (master.py).  Russian
# (words_master_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Битва Големов",                    # title
    "Битва Големов, раунд %d",          # where
    "Красный",                          # red
    "Синий",                            # blue
    "Жёлтый",                           # yellow
    "Зелёный",                          # green
    "нет бонуса",                       # blank
    "Условие",                          # condition
    "Повтор 2",                         # repeat2
    "Повтор 3",                         # repeat3
    "выбыл",                            # out
)
