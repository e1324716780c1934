# IceTowers' scoring (words_view_score_en.py: the ids).  Russian: each dot
# (точка) on a tower's pyramids is a point.
WORDS = (
    "Точки: %s",                        # title
    "десятки",                          # tens
    "единицы",                          # ones
    "%s: нажатие +%d",                  # step
    "удержание 1 с: единицы",           # hold_tens
    "удержание 1 с: ввести %d",         # hold_ones
    "нажатие: +%d   удержание: единицы",    # hint_tens
    "нажатие: +%d   удержание: ввести",     # hint_ones
    "дальше единицы",                   # on
    "%s %d, теперь %s",                 # next
    "%s %d, итог",                      # last
)
