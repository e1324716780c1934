# Golem Battle's programming (view_program.py).  Russian
# (words_view_program_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Раунд %d: программа",              # title
    "Составьте программу один раз:",    # once
    "она повторяется каждый раунд",     # loops
    "4 карты Действий, сверху вниз",    # cards
    "Время!",                           # time_up
    "Программа",                        # program
    "нажмите: выполнить программы",     # hint
)
