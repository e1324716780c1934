# The menu's words for Flipop's settings (gamemaster.menu).  Polish
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"FLIPOP_MODE": "Tryb", "FLIPOP_SECONDS": "Czas", "FLIPOP_INCREMENT": "Dodatek",
     "FLIPOP_HUMAN": "Grasz", "FLIPOP_LEVEL": "Poziom", "FLIPOP_PICK": "Zagraj po"},     # labels: its settings' names
    {"bank": "pula", "move": "na ruch", "versus": "z urządzeniem",
     "vs-clock": "urządzenie + czas", "white": "białymi", "black": "czarnymi"},     # values: its choices' words
)
