# What Flipop against the device shows in play.  Polish (the glossary:
# docs/rules-interpretations.md); words_view_versus_en.py: the ids.
WORDS = (
    "zdjęte: B %d  C %d",               # off
    "twój czas %s",                     # bank
    "ty: %s",                           # you
    "Myślę...",                         # think
    "ruch %d",                          # move
    "urządzenie wybiera ruch",          # think_hint
    "Mój ruch",                         # mine
    "wykonaj go na planszy",            # make
    "naciśnij po wykonaniu",            # made_hint
    "Pasuję",                           # i_pass
    "nie mam ruchu",                    # i_cannot
    "nic do zrobienia: twój ruch",      # your_turn
    "twój ruch przyjdzie sam",          # pass_hint
    "Twój ruch",                        # yours
    "%d ruch: naciśnij, by go zobaczyć",    # moves_one
    "ruchy: %d, krótko: od najlepszego",    # moves
    "krótko: pokaż ruch",               # show_hint
    "zagrany za %d s",                  # taken_in
    "trzymaj 1 s: zagraj",              # hold_take
    "krótko: dalej  trzymaj 1 s: zagraj",   # choose_hint
    "Pasujesz",                         # you_pass
    "nie masz ruchu",                   # you_cannot
    "nic do zrobienia na planszy",      # nothing
    "dalej",                            # next
    "zagraj",                           # take
    "BC",                               # sides: białe, czarne
    " drzw. ",                          # gates: drzwiczki
    "Flipop, ruch %d",                  # where
)
