# The notices.  Polish (words_notices_en.py: the ids and the rules).
WORDS = (
    "wznowiono: %s",                    # resumed
    ": nowa gra",                       # new_game
    " (zapis do %d min %d s przed wyłączeniem)",       # saved_up_to
    "ostatni zapis utracony przy zaniku prądu",        # lost
    "NVM nieczytelna (%s)",             # nvm_unreadable
    "wznowienie nieudane: %s",          # resume_failed
    "zapis nieudany: %s",               # save_failed
    "strona pamięci flash zużyta: zapis w drugiej",    # flash_worn
    "mało pamięci (wolne %d KB): bez obrazków",        # low_memory
    "mało pamięci (wolne %d KB): bez obrazka",         # low_memory_picture
    "błąd: %s",                         # error
    "zapis gry nieczytelny (%s)",       # unreadable
    "zapis nieznanej gry (%d)",         # unknown_game
    "brak polskich liter w czcionce: wgraj CircuitPython w wersji %s",     # letters
)
