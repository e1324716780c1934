# What the Pipes game-master says.  Russian (the glossary:
# docs/rules-interpretations.md); words_master_en.py: the ids.
WORDS = (
    "Трубы",                            # title
    "ВОДА",                             # water
    "раунд течения воды %d",            # water_round
    "после хода %d",                    # after_turn
    "нажмите, когда вода отмечена",     # water_hint
    "вода после хода %d",               # water_after
    "ГОТОВО",                           # ready
    "ходы по %d с",                     # turn_seconds
    "нажмите, чтобы начать",            # start_hint
    "Ход %d",                           # turn
    "после раунда воды %d",             # after_water
    "нажмите, когда все сходили",       # turn_hint
    "ВРЕМЯ!",                           # time_up
    "Ход %d окончен: пас",              # turn_over
    "нажмите, чтобы продолжить",        # timeout_hint
    "Трубы, ход %d",                    # where
)
