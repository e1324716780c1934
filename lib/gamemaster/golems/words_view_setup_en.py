# Golem Battle's setup screen (view_setup.py; begin.py's refusal).  English.
# One entry a line, its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "press: start",                     # start_hint
    "no device battles here: too little RAM",   # no_ram: a drive battle refused
    "Move the golems by hand:",         # by_hand: after no_ram
    "Mend the file and restart, or",    # mend: after a drive file's mistake
    "press: play by hand",              # hand_hint
    "Beginners",                        # beginner: the variants
    "Standard",                         # standard
    "Autonomous golems",                # autonomous
    "Castle under siege",               # siege
    "%s: end a row in the castle, %s: hold out",    # siege_goal: storming, holding golem
    "%d players, %dx%d field",          # field: players, size, size
    "programs from the drive",          # drive
    "teal water",                       # water: the field's colour key
    "teal band stream",                 # stream
    "slate castle",                     # castle
    "purple passage",                   # passage
    "brown barrel",                     # barrel
    "grey wall",                        # wall
    ("%s: this board has too little RAM for battles the device plays; "
     "move the golems by hand"),        # tell_no_ram: the notice (%s: the field's file)
)
