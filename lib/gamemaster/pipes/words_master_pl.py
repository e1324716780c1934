# What the Pipes game-master says.  Polish: the terms of "Hydraulik - zasady
# gry" (tura, spasować, runda płynięcia wody); words_master_en.py: the ids.
WORDS = (
    "Hydraulik",                        # title
    "WODA",                             # water
    "runda płynięcia wody %d",          # water_round
    "po turze %d",                      # after_turn
    "naciśnij po zaznaczeniu wody",     # water_hint
    "woda po turze %d",                 # water_after
    "GOTOWE",                           # ready
    "tury po %d s",                     # turn_seconds
    "naciśnij, by zacząć",              # start_hint
    "Tura %d",                          # turn
    "po rundzie wody %d",               # after_water
    "naciśnij po ruchu wszystkich",     # turn_hint
    "CZAS!",                            # time_up
    "Koniec tury %d: spasuj",           # turn_over
    "naciśnij, by grać dalej",          # timeout_hint
    "Hydraulik, tura %d",               # where
)
