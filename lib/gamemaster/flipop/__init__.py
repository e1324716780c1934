# Flipop (S. Sjoholm, EdiGames 1998): rules engine (board, moves, position),
# and an opponent (ai).  Interpretations: docs/rules-interpretations.md, part 4.
