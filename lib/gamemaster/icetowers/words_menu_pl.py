# The menu's words for IceTowers's settings (gamemaster.menu).  Polish
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"ICETOWERS_PLAYERS": "Gracze", "ICETOWERS_VARIANT": "Wariant",
     "ICETOWERS_LIMIT_MINUTES": "Limit czasu"},     # labels: its settings' names
    {"normal": "zwykła gra", "gus": "gra z duchem", "double": "podwójni gracze"},     # values: its choices' words
)
