# ICETOWERS_COLOURS' notice (words_referee_colours_en.py: the ids).  Czech;
# settings.toml names the colours in English.
WORDS = (
    "ICETOWERS_COLOURS: %s; použita: %s",   # told
    "%s není barva pyramidek (%s)",     # unknown
    "%s už je barva Guse",              # gus
    "%s už je barva hráče %d",          # taken
)
