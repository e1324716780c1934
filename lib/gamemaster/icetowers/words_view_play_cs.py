# IceTowers' screen in play (words_view_play_en.py: the ids).  Czech.
WORDS = (
    "START!",                           # go
    "zablokování: %d",                  # drop_one
    "zablokování: %d",                  # drops
    "smyčky: %d",                       # loop_one
    "smyčky: %d",                       # loops
    "limit %d min",                     # limit
    "bez časového limitu",              # no_limit
    "krátce: povel Odlož / Smyčka / Konec",     # hint
)
