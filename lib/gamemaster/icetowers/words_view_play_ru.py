# IceTowers' screen in play (words_view_play_en.py: the ids).  Russian.
WORDS = (
    "МАРШ!",                            # go
    "тупики: %d",                       # drop_one
    "тупики: %d",                       # drops
    "петли: %d",                        # loop_one
    "петли: %d",                        # loops
    "лимит %d мин",                     # limit
    "без лимита времени",               # no_limit
    "нажатие: Положить / Петля / Конец",    # hint
)
