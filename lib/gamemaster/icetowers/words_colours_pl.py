# Kolory zestawów piramidek (words_colours_en.py: the ids): a set, a player,
# "zestaw" and "gracz" are masculine; Gus as the Polish text names him.
WORDS = (
    "Czerwony",                         # red
    "Żółty",                            # yellow
    "Zielony",                          # green
    "Niebieski",                        # blue
    "Biały",                            # white
    "Czarny",                           # black
    "Fioletowy",                        # purple
    "Pomarańczowy",                     # orange
    "Błękitny",                         # cyan
    "Przezroczysty",                    # clear
    "Gus",                              # gus
)
