# What Flipop's clock mode shows.  Czech (the glossary:
# docs/rules-interpretations.md); words_view_clock_en.py: the ids.  The big
# words of the sides are written "Bílý", "Černý": the Czech build's font
# has no Ý (docs/hardware.md).
WORDS = (
    "Flipop: hodiny",                   # title
    "PŘIPRAVENO",                       # ready
    "Začíná bílý",                      # starts
    "stiskni, ať běží čas bílého",      # start_hint
    "zásoba %d s +%d s",                # bank
    "%d s na tah",                      # per_move
    "Táhne bílý",                       # to_move_white
    "Táhne černý",                      # to_move_black
    "Bílý",                             # big_white
    "Černý",                            # big_black
    "B %s  Č %s",                       # banks
    "tah %d, %s",                       # move_kind
    "stiskni, až potáhneš",             # turn_hint
    "Bílému došel čas",                 # time_white
    "Černému došel čas",                # time_black
    "ČAS!",                             # flag
    "Bílý prohrál na čas",              # lost_white
    "Černý prohrál na čas",             # lost_black
    "stiskni: nová hra",                # new_hint
    "Flipop, tah %d",                   # where
)
