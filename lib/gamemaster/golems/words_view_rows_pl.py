# Golem Battle's rows (view_rows.py; a drive battle's pages).  Polish
# (words_view_rows_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Runda %d: rząd %d",                # title
    "naciśnij: następny rząd",          # next_hint
    "naciśnij: koniec rundy",           # end_hint
    "Rząd %d",                          # row
    "1. Ruchy i obroty",                # moves
    "2. Cios, obrona, weź",             # strike2
    "2. Warunki, po ruchach",           # conditions
    "3. Cios, obrona, weź",             # strike3
    "naciśnij: stracone życia",         # lives_hint
    "naciśnij: strona %d z %d",         # page_hint
    "naciśnij: wynik",                  # result_hint
)
