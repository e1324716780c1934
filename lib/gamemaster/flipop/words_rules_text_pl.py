# The words of Flipop's end screen against the device.  Polish (the
# glossary: docs/rules-interpretations.md); words_rules_text_en.py: the ids.
WORDS = (
    "Białe przegrały na czas",          # lost_white
    "Czarne przegrały na czas",         # lost_black
    "Remis",                            # draw
    "Wygrały białe",                    # wins_white
    "Wygrały czarne",                   # wins_black
    "naciśnij: nowa gra",               # new_hint
    "tyle samo kul na planszy: remis",  # equal
    "wygrywa mniej kul na planszy",     # fewer
    "zdjęto wszystkie pięć kul",        # all_off
    "%d ruchów bez zdjętej kuli",       # quiet
    "żadna kula nie wyjdzie w %d ruchach",      # no_exit
    "Białe nie mają ruchu",             # stuck_white
    "Czarne nie mają ruchu",            # stuck_black
    "nikt nie ma ruchu",                # both_stuck
    "rozegrano %d ruchów",              # cap
)
