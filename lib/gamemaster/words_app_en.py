# The app's words in play (gamemaster.app): the hold's hints, the pause, the
# undo.  English.  One entry a line, its id in the comment: every language's
# file has the same ids in the same order, with the same placeholders
# (tests/host/test_words.py; docs/architecture.md, "Languages").
WORDS = (
    "release: next",                    # hold_tap
    "release: pause / resume",          # hold_pause
    "release: UNDO last press",         # hold_undo
    "menu",                             # hold_menu: also the title of the menu's first frame
    "release: resume",                  # hold_resume
    "release: (nothing to undo)",       # hold_no_undo
    "nothing to undo",                  # no_undo
    "undone: back to %s",               # undone: %s is the game's where ("Pipes, turn 3")
    "PAUSED",                           # paused
    "press to resume",                  # paused_hint
    "release: %s",                     # hold_entry: %s is what the entry's tap or hold does (the game's words)
)
