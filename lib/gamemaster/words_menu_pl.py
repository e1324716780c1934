# The menu's words (gamemaster.menu, menu_view, menu_value).  Polish
# (words_menu_en.py: the ids and the rules).
WORDS = (
    "Wznów",                            # resume
    "Nowa gra",                         # new_game
    "Gra",                              # game
    "puść: następna pozycja",           # hold_next
    "puść: wyjdź z menu",               # hold_leave
    "puść: wróć do gry",                # hold_back
    "puść: nowa gra",                   # hold_new
    "puść: zmień",                      # hold_change
    "menu %d z %d",                     # where
    "krótko: dalej   trzymaj: zmień",   # hint_change
    "Menu",                             # title
    "krótko: dalej   trzymaj: wybierz",     # hint_choose
    "wł.",                              # on
    "wył.",                             # off
    "bez limitu",                       # no_limit
    {"GM_TURN_SECONDS": "Długość tury", "GM_SOUND": "Dźwięk", "GM_BRIGHTNESS": "Jasność",
     "GM_RESUME": "Po zaniku prądu", "GM_LANG": "Język"},               # labels
    {"icetowers": "IceTowers", "exact": "dokładnie", "restart_turn": "tura od nowa",
     "pipes": "Hydraulik", "flipop": "Flipop", "golems": "Bitwa Golemów"},     # values
    {"s": "s", "min": "min"},           # units
    "puść: cofnij",                     # hold_undo
)
