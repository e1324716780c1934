# Golem Battle's rows (view_rows.py; a drive battle's pages).  Czech
# (words_view_rows_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Kolo %d: řada %d",                 # title
    "stiskni: další řada",              # next_hint
    "stiskni: konec kola",              # end_hint
    "%d. řada",                         # row
    "1. Pohyby a otočení",              # moves
    "2. Rána, obrana, vzít",            # strike2
    "2. Podmínky, po pohybech",         # conditions
    "3. Rána, obrana, vzít",            # strike3
    "stiskni: ztracené životy",         # lives_hint
    "stiskni: strana %d z %d",          # page_hint
    "stiskni: výsledek",                # result_hint
)
