# IceTowers' screen in play (words_view_play_en.py: the ids).  Polish: the
# counts as the rules name the situations (zakleszczenia, pętle), no plural
# to agree with a number.
WORDS = (
    "START!",                           # go
    "zakleszczenia: %d",                # drop_one
    "zakleszczenia: %d",                # drops
    "pętle: %d",                        # loop_one
    "pętle: %d",                        # loops
    "limit %d min",                     # limit
    "bez limitu czasu",                 # no_limit
    "krótko: komenda Odłóż / Pętla / Koniec",   # hint
)
