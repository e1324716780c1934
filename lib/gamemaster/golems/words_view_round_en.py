# Golem Battle between rounds (view_round.py).  English.  One entry a line,
# its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "Tie: recharged",                   # recharged: the title after a tie's recharge
    "Round %d done",                    # title
    "Energy %d",                        # energy: the big word
    "Move the energy marker to %d",     # marker
    "press: next round",                # hint
)
