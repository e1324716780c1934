# Golem Battle's rows (view_rows.py; a drive battle's pages).  Russian
# (words_view_rows_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Раунд %d: ряд %d",                 # title
    "нажмите: следующий ряд",           # next_hint
    "нажмите: конец раунда",            # end_hint
    "Ряд %d",                           # row
    "1. Движения и повороты",           # moves
    "2. Удар, защита, взять",           # strike2
    "2. Условия, после движений",       # conditions
    "3. Удар, защита, взять",           # strike3
    "нажмите: потери жизней",           # lives_hint
    "нажмите: стр. %d из %d",           # page_hint
    "нажмите: итог",                    # result_hint
)
