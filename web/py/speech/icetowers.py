# What the page says for IceTowers (web/py/speech).  The play clock counts
# up (the big text while playing): said each minute, never in the main
# text; the 3-2-1 counts are said through their screens' words.

ART = {}

WORDS = {
    "DROP > LOOP > END > back": "Calls: drop, loop, end, back",
}

QUIET = ()
ART_PHRASE = {}
COUNTDOWN = ("countdown", "drop")
COUNT_UP = {"play": "elapsed"}
