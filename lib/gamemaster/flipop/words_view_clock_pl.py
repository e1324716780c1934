# What Flipop's clock mode shows.  Polish (the glossary:
# docs/rules-interpretations.md); words_view_clock_en.py: the ids.  The big
# words of the sides are written "Białe", "Czarne": the Polish build's font
# has no Ł (docs/hardware.md).
WORDS = (
    "Flipop: zegar",                    # title
    "GOTOWE",                           # ready
    "Zaczynają białe",                  # starts
    "naciśnij: rusza zegar białych",    # start_hint
    "pula %d s +%d s",                  # bank
    "%d s na ruch",                     # per_move
    "Ruch białych",                     # to_move_white
    "Ruch czarnych",                    # to_move_black
    "Białe",                            # big_white
    "Czarne",                           # big_black
    "B %s  C %s",                       # banks
    "ruch %d, %s",                      # move_kind
    "naciśnij po swoim ruchu",          # turn_hint
    "Białe: koniec czasu",              # time_white
    "Czarne: koniec czasu",             # time_black
    "CZAS!",                            # flag
    "Białe przegrały na czas",          # lost_white
    "Czarne przegrały na czas",         # lost_black
    "naciśnij: nowa gra",               # new_hint
    "Flipop, ruch %d",                  # where
)
