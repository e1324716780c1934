# Why a Golem Battle ended and what it left (reason.py).  Polish
# (words_reason_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "%s zdobył zamek",                  # taken
    "Bez żyć: %s",                      # knocked_out
    "Koniec energii",                   # energy_out
    "%s utrzymał zamek",                # held
)
