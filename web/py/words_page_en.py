# The page's own words (webgm.py's notices about the address and a saved
# game; app.js's button label, save problem and loading lines, which
# web/build.py puts in index.html for every language), in English.  One
# entry a line, its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "address: %s is not a setting (%s)",    # not_a_setting: the name, the names it may be
    "address %s=%s: must be %s; using %s",  # must_be: name, value, what it must be, the default
    "letters and digits",               # letters_digits
    "saved game unreadable: new game",  # unreadable
    "address settings: a new game",     # new_settings
    "The game-master's button: press to go on, or to change the value shown; hold %s seconds to "
    "pause, or to enter the value shown; %s seconds to undo, %s seconds for the menu. Space, "
    "Enter and the right arrow press it too.",     # button
    "the browser's storage is full",    # storage_full
    "this browser blocks storage",      # storage_blocked
    "Not saved: %s. Play goes on, but a reload or a closed tab loses this game.",   # not_saved
    "loading the game-master…",         # loading
    "The game-master could not start: ",    # no_start
)
