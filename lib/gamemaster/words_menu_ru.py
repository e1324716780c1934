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
     "GM_RESUME": "После сбоя питания", "GM_LANG": "Язык"},               # labels
    {"icetowers": "IceTowers", "exact": "точно", "restart_turn": "ход заново",
     "pipes": "Трубы", "flipop": "Flipop", "golems": "Битва Големов"},     # values
    {"s": "с", "min": "мин"},           # units
    "отпустите: отменить",              # hold_undo
)
