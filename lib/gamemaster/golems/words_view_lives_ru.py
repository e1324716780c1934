# Golem Battle's lives entry (view_lives.py).  Russian
# (words_view_lives_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "изменить",                         # change
    "замок: %s",                        # castle
    "ДА",                               # yes
    "НЕТ",                              # no
    "ещё одна",                         # one_more
    "ничего",                           # nothing
    "%s потерял %d",                    # lost_n
    "Раунд %d: жизни",                  # title
    "%s в замке?",                      # in_castle
    "нажатие: изменить  удержание 1 с: ввести", # castle_hint
    "%s потерял",                       # lost
    "жизни: %d, останется %d",          # left
    "нажатие: ещё  удержание 1 с: ввести", # hint
    "удержание 1 с: ввести",            # hint_all
)
