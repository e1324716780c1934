# IceTowers' ready screen, countdown and result (words_ready_en.py: the
# ids).  Czech: "připravit, pozor, start!"; pyramidky.
WORDS = (
    "Připravte se",                     # get_ready
    "ruce pryč od pyramidek\nzačínáme na START",    # countdown
    "čekejte na START",                 # wait
    "%d hráči: %s",                     # players
    "%s, %s + %s (%s)",                 # gus
    "%s vs %s",                         # double
    "limit %d min",                     # limit
    "bez časového limitu",              # no_limit
    "krátce: 3-2-1-START",              # start
    "Remíza: %s",                       # tie
    "Vyhrává %s",                       # wins
    "krátce: nová hra",                 # again
    "G",                                # gus_tile
)
