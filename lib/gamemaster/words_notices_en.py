# The notices (gamemaster.app_boot, gmfw/boot.py, main.py, heap.py,
# rescue.py, glyphs.py): one line the players read once, on the screen the
# settings' problems use.  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").  A %s that holds a Python error or a
# saved game's fault (a CRC, a length) holds it as the code says it, in
# English: it is for whoever mends the board.
WORDS = (
    "resumed %s",                       # resumed: %s is the game's where ("Pipes, turn 3")
    ": new game",                       # new_game: after a problem with the saved game
    " (saved up to %d min %d s before power-off)",     # saved_up_to: minutes, seconds
    "last save lost in a power cut",    # lost
    "NVM unreadable (%s)",              # nvm_unreadable
    "resume failed: %s",                # resume_failed
    "save failed: %s",                  # save_failed
    "flash page worn out: saving in the other one",    # flash_worn
    "low memory (%d KB free): pictures off",           # low_memory: at boot, no pictures
    "low memory (%d KB free): a picture off",          # low_memory_picture
    "error: %s",                        # error: a loop tick that raised
    "saved game unreadable (%s)",       # unreadable
    "snapshot of an unknown game (%d)",     # unknown_game
    "this font lacks the language's letters: install CircuitPython's %s build",    # letters: %s a build ("pl")
)
