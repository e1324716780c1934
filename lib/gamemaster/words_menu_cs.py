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
     "ICETOWERS_PLAYERS": "Hráči", "ICETOWERS_VARIANT": "Varianta", "ICETOWERS_LIMIT_MINUTES": "Časový limit",     # IceTowers
     "FLIPOP_MODE": "Režim", "FLIPOP_SECONDS": "Čas", "FLIPOP_INCREMENT": "Přídavek",     # Flipop
     "FLIPOP_HUMAN": "Tvoje barva", "FLIPOP_LEVEL": "Úroveň", "FLIPOP_PICK": "Zahrát po",     # Flipop
     # Golem Battle's
     "GOLEMS_PLAYERS": "Hráči", "GOLEMS_VARIANT": "Varianta", "GOLEMS_SIEGE": "Obležení: útok/obrana",
     "GOLEMS_PROGRAM_SECONDS": "Čas na program", "GOLEMS_FIELD": "Pole", "GOLEMS_ENERGY_RULE": "Konec energie",
     "GM_RESUME": "Po výpadku proudu", "GM_LANG": "Jazyk"},             # labels
    {"icetowers": "IceTowers", "normal": "běžná hra", "gus": "hra s duchem", "double": "dvojití hráči",  # IceTowers
     "exact": "přesně", "restart_turn": "tah znovu", "pipes": "Trubky",
     "flipop": "Flipop", "bank": "zásoba", "move": "na tah", "versus": "proti zařízení",     # Flipop
     "vs-clock": "zařízení + čas", "white": "bílá", "black": "černá",                          # Flipop
     # Golem Battle's
     "golems": "Bitva golemů", "beginner": "pro začátečníky", "standard": "standardní",
     "autonomous": "autonomní", "siege": "hrad v obležení", "stop_at_1": "stop na 1",
     "spend_all": "vyčerpat vše", "red/blue": "červený/modrý", "red/yellow": "červený/žlutý",
     "red/green": "červený/zelený", "blue/red": "modrý/červený", "blue/yellow": "modrý/žlutý",
     "blue/green": "modrý/zelený", "yellow/red": "žlutý/červený", "yellow/blue": "žlutý/modrý",
     "yellow/green": "žlutý/zelený", "green/red": "zelený/červený", "green/blue": "zelený/modrý",
     "green/yellow": "zelený/žlutý",
     },     # values
    {"s": "s", "min": "min"},           # units
    "pusť: vrátit",                     # hold_undo
)
