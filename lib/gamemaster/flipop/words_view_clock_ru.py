# What Flipop's clock mode shows.  Russian (the glossary:
# docs/rules-interpretations.md); words_view_clock_en.py: the ids.
WORDS = (
    "Flipop: часы",                     # title
    "ГОТОВО",                           # ready
    "Начинают белые",                   # starts
    "нажмите, чтобы пустить часы",      # start_hint
    "запас %d с +%d с",                 # bank
    "%d с на ход",                      # per_move
    "Ход белых",                        # to_move_white
    "Ход чёрных",                       # to_move_black
    "БЕЛЫЕ",                            # big_white
    "ЧЁРНЫЕ",                           # big_black
    "Б %s  Ч %s",                       # banks
    "ход %d, %s",                       # move_kind
    "нажмите, когда сходили",           # turn_hint
    "У белых упал флажок",              # time_white
    "У чёрных упал флажок",             # time_black
    "ВРЕМЯ!",                           # flag
    "Белые проиграли по времени",       # lost_white
    "Чёрные проиграли по времени",      # lost_black
    "нажмите: новая игра",              # new_hint
    "Flipop, ход %d",                   # where
)
