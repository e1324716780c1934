# IceTowers' end screen (words_view_end_en.py: the ids).  Czech, as the
# Polish text: the players take the towers their own pyramids cap and
# count the points (tečky); a held pyramid is a one-piece tower.
WORDS = (
    "Konec hry po %s",                  # title
    "Konec",                            # end
    "vyhlášen Konec\npyramidky z rukou: věže z jedné\n",   # end_lines
    "Smyčka",                           # loop
    "odložte věže ze smyčky\npyramidky z rukou: věže z jedné\npak ",     # loop_lines
    "Čas",                              # time
    "herní čas vypršel\npyramidky z rukou: věže z jedné\n",    # time_lines
    "Zablokování",                      # drop
    "všechny pyramidky z rukou na stůl\nkaždá je věž z jedné pyramidky\n",    # drop_lines
    "vezměte věže, které kryjete",      # take
    "krátce: počítáme tečky",           # hint
    "krátce: tečky  podrž 1 s: odvolat",    # hint_withdraw
    "počítáme tečky",                   # count
    "odvolat: Konec",                   # withdraw
)
