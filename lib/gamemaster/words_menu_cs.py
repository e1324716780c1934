# The menu's words (gamemaster.menu, menu_view, menu_value).  Czech
# (words_menu_en.py: the ids and the rules).
WORDS = (
    "Pokračovat",                       # resume
    "Nová hra",                         # new_game
    "Hra",                              # game
    "pusť: další položka",              # hold_next
    "pusť: opustit menu",               # hold_leave
    "pusť: zpět do hry",                # hold_back
    "pusť: nová hra",                   # hold_new
    "pusť: změnit",                     # hold_change
    "menu %d z %d",                     # where
    "krátce: dál   podrž: změnit",      # hint_change
    "Menu",                             # title
    "krátce: dál   podrž: vybrat",      # hint_choose
    "zapnuto",                          # on
    "vypnuto",                          # off
    "bez limitu",                       # no_limit
    {"GM_TURN_SECONDS": "Délka tahu", "GM_SOUND": "Zvuk", "GM_BRIGHTNESS": "Jas",
     "GM_RESUME": "Po výpadku proudu", "GM_LANG": "Jazyk"},               # labels
    {"icetowers": "IceTowers", "exact": "přesně", "restart_turn": "tah znovu",
     "pipes": "Trubky", "flipop": "Flipop", "golems": "Bitva golemů"},     # values
    {"s": "s", "min": "min"},           # units
    "pusť: vrátit",                     # hold_undo
)
