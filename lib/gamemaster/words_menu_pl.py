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
     "ICETOWERS_PLAYERS": "Gracze", "ICETOWERS_VARIANT": "Wariant", "ICETOWERS_LIMIT_MINUTES": "Limit czasu",     # IceTowers
     "FLIPOP_MODE": "Tryb", "FLIPOP_SECONDS": "Czas", "FLIPOP_INCREMENT": "Dodatek",      # Flipop
     "FLIPOP_HUMAN": "Grasz", "FLIPOP_LEVEL": "Poziom", "FLIPOP_PICK": "Zagraj po",         # Flipop
     # Golem Battle's
     "GOLEMS_PLAYERS": "Gracze", "GOLEMS_VARIANT": "Wariant", "GOLEMS_SIEGE": "Oblężenie: atak/obrona",
     "GOLEMS_PROGRAM_SECONDS": "Czas programu", "GOLEMS_FIELD": "Pole", "GOLEMS_ENERGY_RULE": "Koniec energii",
     "GM_RESUME": "Po zaniku prądu", "GM_LANG": "Język"},               # labels
    {"icetowers": "IceTowers", "normal": "zwykła gra", "gus": "gra z duchem", "double": "podwójni gracze",  # IceTowers
     "exact": "dokładnie", "restart_turn": "tura od nowa", "pipes": "Hydraulik",
     "flipop": "Flipop", "bank": "pula", "move": "na ruch", "versus": "z urządzeniem",        # Flipop
     "vs-clock": "urządzenie + czas", "white": "białymi", "black": "czarnymi",                # Flipop
     # Golem Battle's
     "golems": "Bitwa Golemów", "beginner": "dla początkujących", "standard": "standardowa",
     "autonomous": "autonomiczne", "siege": "zamek w oblężeniu", "stop_at_1": "stop na 1",
     "spend_all": "zużyj wszystko", "red/blue": "czerwony/niebieski",
     "red/yellow": "czerwony/żółty", "red/green": "czerwony/zielony",
     "blue/red": "niebieski/czerwony", "blue/yellow": "niebieski/żółty",
     "blue/green": "niebieski/zielony", "yellow/red": "żółty/czerwony",
     "yellow/blue": "żółty/niebieski", "yellow/green": "żółty/zielony",
     "green/red": "zielony/czerwony", "green/blue": "zielony/niebieski",
     "green/yellow": "zielony/żółty",
     },     # values
    {"s": "s", "min": "min"},           # units
    "puść: cofnij",                     # hold_undo
)
