# Golem Battle's setup screen (view_setup.py; begin.py's refusal).  Czech
# (words_view_setup_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "stiskni: start",                   # start_hint
    "bez bitev zařízení: málo paměti",  # no_ram
    "Posouvejte golemy ručně:",         # by_hand
    "Opravte soubor a restartujte, nebo", # mend
    "stiskni: hra ručně",               # hand_hint
    "Pro začátečníky",                  # beginner
    "Standardní",                       # standard
    "Autonomní golemové",               # autonomous
    "Hrad v obležení",                  # siege
    "%s: skonči řadu na hradě, %s: ubraň hrad", # siege_goal
    "%d hráči, pole %dx%d",             # field
    "programy z disku",                 # drive
    "voda tyrkysová",                   # water
    "potok pruhem",                     # stream
    "hrad šedomodrý",                   # castle
    "chodba fialová",                   # passage
    "sud hnědý",                        # barrel
    "zeď šedá",                         # wall
    "%s: tato deska má málo paměti na bitvy zařízení; posouvejte golemy ručně", # tell_no_ram
)
