# Golem Battle's setup screen (view_setup.py; begin.py's refusal).  Polish
# (words_view_setup_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "naciśnij: start",                  # start_hint
    "bez bitew urządzenia: za mało pamięci", # no_ram
    "Przesuwajcie golemy ręcznie:",     # by_hand
    "Popraw plik i uruchom ponownie, lub", # mend
    "naciśnij: gra ręczna",             # hand_hint
    "Dla początkujących",               # beginner
    "Standardowa",                      # standard
    "Autonomiczne golemy",              # autonomous
    "Zamek w oblężeniu",                # siege
    "%s: zajmij zamek, %s: utrzymaj go",  # siege_goal
    "%d gracze, pole %dx%d",            # field
    "programy z dysku",                 # drive
    "woda turkusowa",                   # water
    "potok pasem",                      # stream
    "zamek siny",                       # castle
    "tunel fioletowy",                  # passage
    "beczka brązowa",                   # barrel
    "ściana szara",                     # wall
    ("%s: ta płytka ma za mało pamięci na bitwy urządzenia; "
     "przesuwajcie golemy ręcznie"),    # tell_no_ram
)
