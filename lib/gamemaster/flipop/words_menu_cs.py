# The menu's words for Flipop's settings (gamemaster.menu).  Czech
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"FLIPOP_MODE": "Režim", "FLIPOP_SECONDS": "Čas", "FLIPOP_INCREMENT": "Přídavek",
     "FLIPOP_HUMAN": "Tvoje barva", "FLIPOP_LEVEL": "Úroveň", "FLIPOP_PICK": "Zahrát po"},     # labels: its settings' names
    {"bank": "zásoba", "move": "na tah", "versus": "proti zařízení",
     "vs-clock": "zařízení + čas", "white": "bílá", "black": "černá"},     # values: its choices' words
)
