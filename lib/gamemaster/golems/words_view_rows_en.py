# Golem Battle's rows (view_rows.py; a drive battle's pages, battle.py).
# English.  One entry a line, its id in the comment (docs/architecture.md,
# "Languages").
WORDS = (
    "Round %d: row %d",                 # title
    "press: next row",                  # next_hint
    "press: end the round",             # end_hint
    "Row %d",                           # row: the big word
    "1. Moves and turns",               # moves
    "2. Strike, defend, take",          # strike2: beginners (no conditions)
    "2. Conditions, after the moves",   # conditions
    "3. Strike, defend, take",          # strike3
    "press: lives lost",                # lives_hint: after the fourth row
    "press: page %d of %d",             # page_hint: a battle's report
    "press: result",                    # result_hint: the row that ended a battle
)
