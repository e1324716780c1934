# The app's words in play (gamemaster.app): the hold's hints, the pause, the
# undo.  Polish (words_app_en.py: the ids and the rules).
WORDS = (
    "puść: dalej",                      # hold_tap
    "puść: pauza / wznów",              # hold_pause
    "puść: COFNIJ ostatnie naciśnięcie",    # hold_undo
    "menu",                             # hold_menu
    "puść: wznów",                      # hold_resume
    "puść: (nie ma czego cofnąć)",      # hold_no_undo
    "nie ma czego cofnąć",              # no_undo
    "cofnięto do: %s",                  # undone
    "PAUZA",                            # paused
    "naciśnij, by wznowić",             # paused_hint
    "puść: %s",                        # hold_entry
)
