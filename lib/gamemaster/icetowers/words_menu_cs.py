# The menu's words for IceTowers's settings (gamemaster.menu).  Czech
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"ICETOWERS_PLAYERS": "Hráči", "ICETOWERS_VARIANT": "Varianta",
     "ICETOWERS_LIMIT_MINUTES": "Časový limit"},     # labels: its settings' names
    {"normal": "běžná hra", "gus": "hra s duchem", "double": "dvojití hráči"},     # values: its choices' words
)
