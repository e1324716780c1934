# ICETOWERS_COLOURS' notice (words_referee_colours_en.py: the ids).  Polish;
# settings.toml names the colours in English.
WORDS = (
    "ICETOWERS_COLOURS: %s; użyto: %s",     # told
    "%s to nie kolor piramidek (%s)",   # unknown
    "%s to już kolor Gusa",             # gus
    "%s to już kolor gracza %d",        # taken
)
