# The page's own words (words_page_en.py: the ids and the rules), in Polish.
WORDS = (
    "adres: %s nie jest ustawieniem (%s)",  # not_a_setting
    "adres %s=%s: musi być %s; używam %s",  # must_be
    "literami i cyframi",               # letters_digits
    "zapis gry nieczytelny: nowa gra",  # unreadable
    "ustawienia z adresu: nowa gra",    # new_settings
    "Przycisk mistrza gry: naciśnij, by grać dalej lub zmienić pokazaną wartość; przytrzymaj %s s, "
    "by zatrzymać lub wpisać pokazaną wartość, %s s, by cofnąć, %s s, by otworzyć menu. Spacja, "
    "Enter i strzałka w prawo też go naciskają.",  # button
    "pamięć przeglądarki jest pełna",   # storage_full
    "ta przeglądarka blokuje zapis",    # storage_blocked
    "Nie zapisano: %s. Gra trwa, ale odświeżenie lub zamknięcie karty utraci tę grę.",   # not_saved
    "wczytuję mistrza gry…",            # loading
    "Mistrz gry nie mógł wystartować: ",    # no_start
)
