# The menu's words for Golem Battle's settings (gamemaster.menu: loaded with the
# menu, for the game in use only).  English: its tables are empty, as the
# settings' rows name them in English and a choice reads as its value
# (gamemaster/words_menu_en.py: the ids and the rules).
WORDS = (
    {},     # labels: its settings' names
    {},     # values: its choices' words
)
