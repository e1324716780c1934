# The notices.  Czech (words_notices_en.py: the ids and the rules).
WORDS = (
    "obnoveno: %s",                     # resumed
    ": nová hra",                       # new_game
    " (uloženo až %d min %d s před vypnutím)",         # saved_up_to
    "poslední uložení ztraceno při výpadku proudu",    # lost
    "NVM nečitelná (%s)",               # nvm_unreadable
    "obnovení selhalo: %s",             # resume_failed
    "uložení selhalo: %s",              # save_failed
    "stránka paměti flash opotřebená: ukládám do druhé",   # flash_worn
    "málo paměti (volno %d KB): bez obrázků",          # low_memory
    "málo paměti (volno %d KB): bez obrázku",          # low_memory_picture
    "chyba: %s",                        # error
    "uložená hra nečitelná (%s)",       # unreadable
    "uložená neznámá hra (%d)",         # unknown_game
    "písmu chybí česká písmena: nahraj CircuitPython ve verzi %s",         # letters
)
