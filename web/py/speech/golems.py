# What the page says for Golem Battle (web/py/speech).  The bonus roll is an
# animation: its frames are not said, its result is (the lines).

ART = {}

WORDS = {
    "Red ...": "",
    "Blue ...": "",
    "Green ...": "",
    "Yellow ...": "",
}

QUIET = ("roll",)
# a phase's big text in a phrase ({} is the text)
ART_PHRASE = {"lives": "{} lives"}
COUNTDOWN = ()
COUNT_UP = {}
