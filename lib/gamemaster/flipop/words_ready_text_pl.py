# The words of Flipop's ready screen against the device.  Polish (the
# glossary: docs/rules-interpretations.md); words_ready_text_en.py: the ids.
WORDS = (
    "Grasz białymi, poziom %d",         # you_white
    "Grasz czarnymi, poziom %d",        # you_black
    "Zaczynają białe",                  # first
    "twój czas %s, +%d s za ruch",      # bank
    "naciśnij, by zacząć",              # start_hint
    "koniec po %d ruchach bez zdjętej kuli",    # end_quiet
    "koniec: brak wyjścia w %d ruchach",        # end_exit
    "koniec, gdy gracz na ruchu utknie",        # end_stuck
    "uderzona kula skręca pod kątem prostym",   # chain_perp
    "uderzona kula idzie w bok lub prosto",     # chain_any
    "uderzona kula idzie prosto",       # chain_straight
    "ostatnia w łańcuchu: drzwiczki zbędne",    # last_free
    "ostatnia w łańcuchu: przez drzwiczki",     # last_gate
    "pierwsza kula ruchu nie wraca od razu",    # reverse_first
    "żadna kula z ruchu nie wraca od razu",     # reverse_chain
    "ruch można od razu odwrócić",      # reverse_off
)
