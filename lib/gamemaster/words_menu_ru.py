# The menu's words (gamemaster.menu, menu_view, menu_value).  Russian
# (words_menu_en.py: the ids and the rules).
WORDS = (
    "Продолжить",                       # resume
    "Новая игра",                       # new_game
    "Игра",                             # game
    "отпустите: следующий пункт",       # hold_next
    "отпустите: выйти из меню",         # hold_leave
    "отпустите: вернуться в игру",      # hold_back
    "отпустите: новая игра",            # hold_new
    "отпустите: изменить",              # hold_change
    "меню %d из %d",                    # where
    "нажатие: далее   удержание: изменить",     # hint_change
    "Меню",                             # title
    "нажатие: далее   удержание: выбрать",      # hint_choose
    "вкл.",                             # on
    "выкл.",                            # off
    "без лимита",                       # no_limit
    {"GM_TURN_SECONDS": "Время хода", "GM_SOUND": "Звук", "GM_BRIGHTNESS": "Яркость",
     "ICETOWERS_PLAYERS": "Игроки", "ICETOWERS_VARIANT": "Вариант", "ICETOWERS_LIMIT_MINUTES": "Лимит времени",     # IceTowers
     "FLIPOP_MODE": "Режим", "FLIPOP_SECONDS": "Время", "FLIPOP_INCREMENT": "Добавка",    # Flipop
     "FLIPOP_HUMAN": "Вы играете", "FLIPOP_LEVEL": "Уровень", "FLIPOP_PICK": "Сыграть через",   # Flipop
     # Golem Battle's
     "GOLEMS_PLAYERS": "Игроки", "GOLEMS_VARIANT": "Вариант", "GOLEMS_SIEGE": "Осада: штурм/оборона",
     "GOLEMS_PROGRAM_SECONDS": "Время программы", "GOLEMS_FIELD": "Поле", "GOLEMS_ENERGY_RULE": "Конец энергии",
     "GM_RESUME": "После сбоя питания", "GM_LANG": "Язык"},             # labels
    {"icetowers": "IceTowers", "normal": "обычная игра", "gus": "игра с призраком", "double": "двойные игроки",  # IceTowers
     "exact": "точно", "restart_turn": "ход заново", "pipes": "Трубы",
     "flipop": "Flipop", "bank": "запас", "move": "на ход", "versus": "с устройством",      # Flipop
     "vs-clock": "устройство + время", "white": "белыми", "black": "чёрными",                  # Flipop
     # Golem Battle's
     "golems": "Битва Големов", "beginner": "для начинающих", "standard": "стандартная",
     "autonomous": "автономные", "siege": "замок в осаде", "stop_at_1": "стоп на 1",
     "spend_all": "потратить всё", "red/blue": "красный/синий", "red/yellow": "красный/жёлтый",
     "red/green": "красный/зелёный", "blue/red": "синий/красный", "blue/yellow": "синий/жёлтый",
     "blue/green": "синий/зелёный", "yellow/red": "жёлтый/красный", "yellow/blue": "жёлтый/синий",
     "yellow/green": "жёлтый/зелёный", "green/red": "зелёный/красный",
     "green/blue": "зелёный/синий", "green/yellow": "зелёный/жёлтый",
     },     # values
    {"s": "с", "min": "мин"},           # units
    "отпустите: отменить",              # hold_undo
)
