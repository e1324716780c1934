# Golem Battle's programming (view_program.py).  Polish
# (words_view_program_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Runda %d: program",                # title
    "Ułóżcie program raz:",             # once
    "powtarza się co rundę",            # loops
    "4 karty akcji, z góry na dół",     # cards
    "Czas!",                            # time_up
    "Program",                          # program
    "naciśnij: wykonaj programy",       # hint
)
