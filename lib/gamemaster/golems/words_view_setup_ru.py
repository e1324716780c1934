# Golem Battle's setup screen (view_setup.py; begin.py's refusal).  Russian
# (words_view_setup_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "нажмите: начать",                  # start_hint
    "нет битв на устройстве: мало памяти", # no_ram
    "Двигайте големов вручную:",        # by_hand
    "Исправьте файл и перезапустите, или", # mend
    "нажмите: играть вручную",          # hand_hint
    "Для начинающих",                   # beginner
    "Стандартная",                      # standard
    "Автономные големы",                # autonomous
    "Замок в осаде",                    # siege
    "%s: закончить ряд в замке, %s: удержать замок", # siege_goal
    "%d игрока, поле %dx%d",            # field
    "программы с диска",                # drive
    "вода бирюзовая",                   # water
    "поток полосой",                    # stream
    "замок сизый",                      # castle
    "ход лиловый",                      # passage
    "бочка коричневая",                 # barrel
    "стена серая",                      # wall
    "%s: у этой платы мало памяти для битв устройства; двигайте големов вручную", # tell_no_ram
)
