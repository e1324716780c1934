# Barvy sad pyramidek (words_colours_en.py: the ids): "hráč" is masculine;
# Gus keeps his name.
WORDS = (
    "Červený",                          # red
    "Žlutý",                            # yellow
    "Zelený",                           # green
    "Modrý",                            # blue
    "Bílý",                             # white
    "Černý",                            # black
    "Fialový",                          # purple
    "Oranžový",                         # orange
    "Azurový",                          # cyan
    "Průhledný",                        # clear
    "Gus",                              # gus
)
