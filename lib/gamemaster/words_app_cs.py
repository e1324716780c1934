# The app's words in play (gamemaster.app): the hold's hints, the pause, the
# undo.  Czech (words_app_en.py: the ids and the rules).
WORDS = (
    "pusť: dál",                        # hold_tap
    "pusť: pauza / pokračovat",         # hold_pause
    "pusť: ZPĚT poslední stisk",        # hold_undo
    "menu",                             # hold_menu
    "pusť: pokračovat",                 # hold_resume
    "pusť: (není co vrátit)",           # hold_no_undo
    "není co vrátit",                   # no_undo
    "vráceno na: %s",                   # undone
    "PAUZA",                            # paused
    "stiskni pro pokračování",          # paused_hint
    "pusť: %s",                        # hold_entry
)
