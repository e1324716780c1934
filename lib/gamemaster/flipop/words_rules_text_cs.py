# The words of Flipop's end screen against the device.  Czech (the
# glossary: docs/rules-interpretations.md); words_rules_text_en.py: the ids.
WORDS = (
    "Bílý prohrál na čas",              # lost_white
    "Černý prohrál na čas",             # lost_black
    "Nerozhodně",                       # draw
    "Vyhrál bílý",                      # wins_white
    "Vyhrál černý",                     # wins_black
    "stiskni: nová hra",                # new_hint
    "stejně koulí na desce: nerozhodně",        # equal
    "vyhrál ten s méně koulemi na desce",       # fewer
    "všech pět koulí je z desky",       # all_off
    "%d tahů bez odstranění koule",     # quiet
    "žádná koule nevyjde do %d tahů",   # no_exit
    "Bílý nemůže táhnout",              # stuck_white
    "Černý nemůže táhnout",             # stuck_black
    "nikdo nemůže táhnout",             # both_stuck
    "odehráno %d tahů",                 # cap
)
