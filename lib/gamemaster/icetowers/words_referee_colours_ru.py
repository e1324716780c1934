# ICETOWERS_COLOURS' notice (words_referee_colours_en.py: the ids).  Russian;
# settings.toml names the colours in English.
WORDS = (
    "ICETOWERS_COLOURS: %s; взят: %s",  # told
    "%s - не цвет пирамидок (%s)",      # unknown
    "%s - уже цвет Гаса",               # gus
    "%s - уже цвет игрока %d",          # taken
)
