# Golem Battle's programming (view_program.py).  Czech
# (words_view_program_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Kolo %d: program",                 # title
    "Sestavte program jednou:",         # once
    "opakuje se každé kolo",            # loops
    "4 karty akcí, shora dolů",         # cards
    "Čas!",                             # time_up
    "Program",                          # program
    "stiskni: spustit programy",        # hint
)
