# The menu's words for Golem Battle's settings (gamemaster.menu).  Russian
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"GOLEMS_PLAYERS": "Игроки", "GOLEMS_VARIANT": "Вариант",
     "GOLEMS_SIEGE": "Осада: штурм/оборона", "GOLEMS_FIELD": "Поле",
     "GOLEMS_PROGRAM_SECONDS": "Время программы", "GOLEMS_ENERGY_RULE": "Конец энергии"},     # labels: its settings' names
    {"beginner": "для начинающих", "standard": "стандартная", "autonomous": "автономные",
     "siege": "замок в осаде", "red/blue": "красный/синий", "red/yellow": "красный/жёлтый",
     "red/green": "красный/зелёный", "blue/red": "синий/красный",
     "blue/yellow": "синий/жёлтый", "blue/green": "синий/зелёный",
     "yellow/red": "жёлтый/красный", "yellow/blue": "жёлтый/синий",
     "yellow/green": "жёлтый/зелёный", "green/red": "зелёный/красный",
     "green/blue": "зелёный/синий", "green/yellow": "зелёный/жёлтый",
     "stop_at_1": "стоп на 1", "spend_all": "потратить всё"},     # values: its choices' words
)
