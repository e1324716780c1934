# What IceTowers' scoring screens say: the pips counted one colour at a
# time, the tens then the ones (view_score holds them while it is shown;
# the colours' names are words_colours').  English.  One entry a line, its
# id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "Pips: %s",                         # title: %s the colour counted
    "tens",                             # tens: the step
    "ones",                             # ones
    "%s: tap +%d each",                 # step: the step, what a tap adds
    "hold 1 s: ones next",              # hold_tens
    "hold 1 s: enter %d",               # hold_ones: %d the count
    "tap: +%d   hold 1 s: ones",        # hint_tens
    "tap: +%d   hold 1 s: enter",       # hint_ones
    "on to the ones",                   # on: what the hold enters in the tens
    "%s %d, %s next",                   # next: the colour, its count, the next colour
    "%s %d, the winner",                # last: the last colour, its count
)
