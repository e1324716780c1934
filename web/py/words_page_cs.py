# The page's own words (words_page_en.py: the ids and the rules), in Czech.
WORDS = (
    "adresa: %s není nastavení (%s)",   # not_a_setting
    "adresa %s=%s: musí být %s; použito %s",    # must_be
    "písmena a číslice",                # letters_digits
    "uložená hra nečitelná: nová hra",  # unreadable
    "nastavení z adresy: nová hra",     # new_settings
    "Tlačítko herního mistra: stiskni pro pokračování nebo změnu zobrazené hodnoty; podrž %s s pro "
    "pauzu nebo zadání zobrazené hodnoty, %s s pro vrácení tahu, %s s pro menu. Mezerník, Enter a "
    "šipka doprava ho také stisknou.",  # button
    "úložiště prohlížeče je plné",      # storage_full
    "tento prohlížeč blokuje ukládání", # storage_blocked
    "Neuloženo: %s. Hra pokračuje, ale obnovení nebo zavření karty tuto hru ztratí.",   # not_saved
    "načítám herního mistra…",          # loading
    "Herní mistr se nemohl spustit: ",  # no_start
)
