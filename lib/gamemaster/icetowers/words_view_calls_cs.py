# IceTowers' call menu, DROP's and LOOP's countdowns (words_view_calls_en.py:
# the ids).  Czech, as the Polish text's terms: odložit pyramidky (Odlož),
# nekonečná smyčka (Smyčka), konec hry (Konec); zablokování the deadlock.
WORDS = (
    ("Odlož", "Smyčka", "Konec", "zpět"),   # calls
    "ukázat: %s",                       # show
    "zpět do hry",                      # back
    "vyhlásit: %s",                     # call
    "nic",                              # nothing
    "odvolat: Odlož",                   # withdraw
    "někdo změnil akci",                # changed
    "Povel, čas %s",                    # title
    "krátce: další povel\npodrž 1 s: %s",   # menu
    "Odlož > Smyčka > Konec > zpět",    # order
    "Zablokování",                      # deadlock
    "Odlož!",                           # drop
    "odložte pyramidky\nve stejnou chvíli\npak %s",     # put_down
    "hraje se dál",                     # play_on
    "hra končí",                        # ends
    "podrž 1 s: odvolat povel",         # withdraw_hint
    "Smyčka!",                          # loop
    "někdo musí změnit akci\njinak hra končí",      # change
    "podrž 1 s: někdo změnil akci",     # changed_hint
)
