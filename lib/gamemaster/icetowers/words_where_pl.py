# Where an IceTowers game is (words_where_en.py: the ids).  Polish.
WORDS = (
    "IceTowers, czas gry %d:%02d",      # played
    "IceTowers, liczenie: %s %d",       # pips
    "IceTowers, przed startem",         # ready
    "IceTowers, odliczanie",            # countdown
    "IceTowers, koniec gry",            # end
    "IceTowers, wynik",                 # result
)
