# Why a Golem Battle ended and what it left (reason.py).  Czech
# (words_reason_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "%s dobyl hrad",                    # taken
    "Bez životů: %s",                   # knocked_out
    "Došla energie",                    # energy_out
    "%s uhájil hrad",                   # held
)
