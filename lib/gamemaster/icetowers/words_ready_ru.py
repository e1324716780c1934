# IceTowers' ready screen, countdown and result (words_ready_en.py: the
# ids).  Russian: "на старт, внимание, марш!"; пирамидки.
WORDS = (
    "Приготовьтесь",                    # get_ready
    "руки прочь от пирамидок\nвсе начинают на МАРШ",     # countdown
    "ждите команды МАРШ",               # wait
    "%d игрока: %s",                    # players
    "%s, %s + %s (%s)",                 # gus
    "%s - %s",                          # double
    "лимит %d мин",                     # limit
    "без лимита времени",               # no_limit
    "нажатие: 3-2-1-МАРШ",              # start
    "Ничья: %s",                        # tie
    "Победил %s",                       # wins
    "нажатие: новая игра",              # again
    "Г",                                # gus_tile
)
