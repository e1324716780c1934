# The menu's words (gamemaster.menu, menu_view, menu_value): its entries, its
# hints, the values' words.  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").  Ids 15-17 are tables: in
# English they are empty, as the settings' rows name the settings and their
# units in English and a choice reads as its value ("restart_turn":
# "restart turn"); another language gives the name of each key its menu
# offers (labels: the core's and each translated game's), each value's word
# (values: also the games' names, by id) and the units' words.
WORDS = (
    "Resume",                           # resume
    "New game",                         # new_game
    "Game",                             # game: GM_GAME's entry
    "release: next entry",              # hold_next
    "release: leave the menu",          # hold_leave
    "release: back to the game",        # hold_back
    "release: new game",                # hold_new
    "release: change",                  # hold_change
    "menu %d of %d",                    # where
    "tap: next   hold: change",         # hint_change
    "Menu",                             # title
    "tap: next   hold: choose",         # hint_choose
    "on",                               # on
    "off",                              # off
    "no limit",                         # no_limit: a time of 0
    {},                                 # labels: the rows' own
    {},                                 # values: settings.toml's, "_" read as " "
    {},                                 # units: the rows' own
    "release: undo",                    # hold_undo: the undo hold takes back the menu's last gesture
)
