# What the Flipop game-master says in play.  Polish (the glossary:
# docs/rules-interpretations.md); words_master_en.py: the ids.
WORDS = (
    "Flipop, ruch %d",                  # where
)
