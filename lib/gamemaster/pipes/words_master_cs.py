# What the Pipes game-master says.  Czech (the glossary:
# docs/rules-interpretations.md); words_master_en.py: the ids.
WORDS = (
    "Trubky",                           # title
    "VODA",                             # water
    "kolo proudění vody %d",            # water_round
    "po tahu %d",                       # after_turn
    "stiskni po zakreslení vody",       # water_hint
    "voda po tahu %d",                  # water_after
    "PŘIPRAVENO",                       # ready
    "tahy po %d s",                     # turn_seconds
    "stiskni pro start",                # start_hint
    "Tah %d",                           # turn
    "po kole vody %d",                  # after_water
    "stiskni, až všichni potáhnou",     # turn_hint
    "ČAS!",                             # time_up
    "Konec tahu %d: pas",               # turn_over
    "stiskni pro pokračování",          # timeout_hint
    "Trubky, tah %d",                   # where
)
