# The app's words in play (gamemaster.app): the hold's hints, the pause, the
# undo.  Russian (words_app_en.py: the ids and the rules).
WORDS = (
    "отпустите: дальше",                # hold_tap
    "отпустите: пауза / продолжить",    # hold_pause
    "отпустите: ОТМЕНИТЬ нажатие",      # hold_undo
    "меню",                             # hold_menu
    "отпустите: продолжить",            # hold_resume
    "отпустите: (нечего отменять)",     # hold_no_undo
    "нечего отменять",                  # no_undo
    "отменено, снова: %s",              # undone
    "ПАУЗА",                            # paused
    "нажмите, чтобы продолжить",        # paused_hint
    "отпустите: %s",                   # hold_entry
)
