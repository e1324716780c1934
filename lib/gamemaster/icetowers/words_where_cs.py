# Where an IceTowers game is (words_where_en.py: the ids).  Czech.
WORDS = (
    "IceTowers, čas hry %d:%02d",      # played
    "IceTowers, počítání: %s %d",      # pips
    "IceTowers, před startem",          # ready
    "IceTowers, odpočítávání",          # countdown
    "IceTowers, konec hry",             # end
    "IceTowers, výsledek",              # result
)
