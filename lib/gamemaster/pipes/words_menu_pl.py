# The menu's words for Pipes' settings (gamemaster.menu).  Polish
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {},     # labels: its settings' names
    {},     # values: its choices' words
)
