# The notices.  Russian (words_notices_en.py: the ids and the rules).
WORDS = (
    "продолжено: %s",                   # resumed
    ": новая игра",                     # new_game
    " (сохранено за %d мин %d с до отключения)",       # saved_up_to
    "последнее сохранение потеряно при сбое питания",  # lost
    "NVM не читается (%s)",             # nvm_unreadable
    "не удалось продолжить: %s",        # resume_failed
    "не удалось сохранить: %s",         # save_failed
    "страница flash-памяти изношена: запись в другую", # flash_worn
    "мало памяти (свободно %d КБ): без картинок",      # low_memory
    "мало памяти (свободно %d КБ): без картинки",      # low_memory_picture
    "ошибка: %s",                       # error
    "сохранённая игра не читается (%s)",    # unreadable
    "сохранена неизвестная игра (%d)",  # unknown_game
    "в шрифте нет русских букв: установите CircuitPython в версии %s",    # letters
)
