# Цвета наборов пирамидок (words_colours_en.py: the ids): "игрок" and
# "набор" are masculine; Gus as Гас.
WORDS = (
    "Красный",                          # red
    "Жёлтый",                           # yellow
    "Зелёный",                          # green
    "Синий",                            # blue
    "Белый",                            # white
    "Чёрный",                           # black
    "Фиолетовый",                       # purple
    "Оранжевый",                        # orange
    "Голубой",                          # cyan
    "Прозрачный",                       # clear
    "Гас",                              # gus
)
