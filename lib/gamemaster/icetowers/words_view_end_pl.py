# IceTowers' end screen (words_view_end_en.py: the ids).  Polish: "Gracze
# zbierają kontrolowane przez siebie wieże (nakryte ich własnymi
# piramidkami) i zliczają wszystkie punkty (kropki)"; a held pyramid goes
# down and scores "jak za typowe wieże jednoelementowe".
WORDS = (
    "Koniec gry po %s",                 # title
    "Koniec",                           # end
    "zgłoszono Koniec\npiramidki z rąk: wieże jednoelementowe\n",  # end_lines
    "Pętla",                            # loop
    "usuńcie wieże z pętli\npiramidki z rąk: wieże jednoelementowe\npotem ",   # loop_lines
    "Czas",                             # time
    "koniec czasu gry\npiramidki z rąk: wieże jednoelementowe\n",  # time_lines
    "Zakleszczenie",                    # drop
    "wszystkie piramidki z rąk na stół\nkażda to wieża jednoelementowa\n",  # drop_lines
    "zbierzcie wieże nakryte przez was",    # take
    "krótko: liczymy kropki",           # hint
    "krótko: kropki  trzymaj 1 s: odwołaj",     # hint_withdraw
    "liczymy kropki",                   # count
    "odwołaj: Koniec",                  # withdraw
)
