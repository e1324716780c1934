# Golem Battle between rounds (view_round.py).  Russian
# (words_view_round_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "Големы заряжены",                  # recharged
    "Раунд %d окончен",                 # title
    "Энергия %d",                       # energy
    "Передвиньте фишку энергии на %d",  # marker
    "нажмите: следующий раунд",         # hint
)
