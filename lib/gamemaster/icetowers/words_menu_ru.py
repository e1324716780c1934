# The menu's words for IceTowers's settings (gamemaster.menu).  Russian
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"ICETOWERS_PLAYERS": "Игроки", "ICETOWERS_VARIANT": "Вариант",
     "ICETOWERS_LIMIT_MINUTES": "Лимит времени"},     # labels: its settings' names
    {"normal": "обычная игра", "gus": "игра с призраком", "double": "двойные игроки"},     # values: its choices' words
)
