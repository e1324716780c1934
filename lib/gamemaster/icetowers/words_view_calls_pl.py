# IceTowers' call menu, DROP's and LOOP's countdowns (words_view_calls_en.py:
# the ids).  Polish: the calls as the text names the situations -
# "odłożenia swoich piramidek na stół" (Odłóż), "w nieskończonej pętli"
# (Pętla), "Koniec gry" (Koniec); "Możliwe zakleszczenia" the deadlock;
# "spróbować wykonać jakąś inną akcję" what breaks a loop.
WORDS = (
    ("Odłóż", "Pętla", "Koniec", "wróć"),   # calls
    "pokaż: %s",                        # show
    "powrót do gry",                    # back
    "zgłoś: %s",                        # call
    "nic",                              # nothing
    "odwołaj: Odłóż",                   # withdraw
    "ktoś zmienił akcję",               # changed
    "Komenda, czas %s",                 # title
    "krótko: następna komenda\ntrzymaj 1 s: %s",    # menu
    "Odłóż > Pętla > Koniec > wróć",    # order
    "Zakleszczenie",                    # deadlock
    "Odłóż!",                           # drop
    "odłóżcie piramidki\nw tej samej chwili\npotem %s",     # put_down
    "gramy dalej",                      # play_on
    "koniec gry",                       # ends
    "trzymaj 1 s: odwołaj komendę",     # withdraw_hint
    "Pętla!",                           # loop
    "ktoś musi zmienić akcję\nalbo koniec gry",     # change
    "trzymaj 1 s: ktoś zmienił akcję",  # changed_hint
)
