# Why a Golem Battle ended and what it left (reason.py).  Russian
# (words_reason_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "%s захватил замок",                # taken
    "Без жизней: %s",                   # knocked_out
    "Энергия кончилась",                # energy_out
    "%s удержал замок",                 # held
)
