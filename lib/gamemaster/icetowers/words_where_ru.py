# Where an IceTowers game is (words_where_en.py: the ids).  Russian.
WORDS = (
    "IceTowers, время игры %d:%02d",   # played
    "IceTowers, подсчёт: %s %d",       # pips
    "IceTowers, перед стартом",         # ready
    "IceTowers, отсчёт",                # countdown
    "IceTowers, конец игры",            # end
    "IceTowers, итог",                  # result
)
