# What the Flipop game-master says in play.  Czech (the glossary:
# docs/rules-interpretations.md); words_master_en.py: the ids.
WORDS = (
    "Flipop, tah %d",                   # where
)
