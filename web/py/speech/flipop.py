# What the page says for Flipop (web/py/speech).  The time banks are the
# running clock: said at its marks, never in the main text.

ART = {}

WORDS = {}

QUIET = ()
ART_PHRASE = {}
COUNTDOWN = ()
COUNT_UP = {}
