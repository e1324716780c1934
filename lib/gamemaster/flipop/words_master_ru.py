# What the Flipop game-master says in play.  Russian (the glossary:
# docs/rules-interpretations.md); words_master_en.py: the ids.
WORDS = (
    "Flipop, ход %d",                   # where
)
