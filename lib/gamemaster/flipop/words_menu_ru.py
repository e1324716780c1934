# The menu's words for Flipop's settings (gamemaster.menu).  Russian
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"FLIPOP_MODE": "Режим", "FLIPOP_SECONDS": "Время", "FLIPOP_INCREMENT": "Добавка",
     "FLIPOP_HUMAN": "Вы играете", "FLIPOP_LEVEL": "Уровень", "FLIPOP_PICK": "Сыграть через"},     # labels: its settings' names
    {"bank": "запас", "move": "на ход", "versus": "с устройством",
     "vs-clock": "устройство + время", "white": "белыми", "black": "чёрными"},     # values: its choices' words
)
