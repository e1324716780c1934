# The words every game's speech shares (web/py/speech): the button's hold
# zones, the clock, units and signs.  English; another language's are
# words_<lang>.py beside it, with the same names (its plural rule too), and
# each translated game's <game>_<lang>.py (tests/web/test_speech.py).

# a whole screen text -> what is said ("" = nothing)
WORDS = {
    "release: next": "",
    "press to resume": "Press to resume",
    "release: resume": "Release to resume",
    "PAUSED": "Paused",
    "menu": "",               # the frame opening the menu: the menu's own says it
    "II": "",
    "rolling...": "Rolling",
}

# the hold's zones: a tap's (gamemaster.gestures.TAP) says nothing, the
# others their hint (what a release does), in these words
TAP_ZONE = "tap"
ZONES = {
    "release: pause / resume": "Release to pause or resume",
    "release: resume": "Release to resume",
    "release: UNDO last press": "Release to undo the last press",
    "release: (nothing to undo)": "Nothing to undo",
    "menu": "Menu",
    "release: leave the menu": "Release to leave the menu",
    "release: back to the game": "Release to go back to the game",
    "release: new game": "Release for a new game",
    "release: change": "Release to change it",
}

# tokens: units after a number ("300s"), signs before one ("+5s"), NxM
UNITS = {"s": "seconds"}
# a unit after a number, in the form the number takes (form(n)): "1 s" is
# "1 second", "5 s" "5 seconds"
UNIT_FORMS = {"s": ("second", "seconds")}
SIGNS = {"+": "plus"}
BY = "by"
# a slash between words ("storm/hold", "red/blue": the siege's sides in the
# menu) is said as this word
SLASH = "and"
TOKENS = {"&": "and", "s": "seconds"}

# A game without a module of its own here has none of these
ART = {}
QUIET = ()
ART_PHRASE = {}
COUNTDOWN = ()
COUNT_UP = {}

# the clock: not said for a wait this short (a game's few-second pause)
CLOCK_SHORTEST = 10


def clock_mark(s, up=False):
    """The mark ``s`` seconds is at, or None: counting down, every minute
    above one, every 10 s in the last minute and 5 s; counting up, every
    minute."""
    if up:
        return s // 60 * 60 if s >= 60 else None
    if s > 60:
        return (s + 59) // 60 * 60 if s % 60 == 0 else None
    if s > 0 and (s % 10 == 0 or s == 5):
        return s
    return None


# the clock's words, each (one, many): {} is the number
MINUTES_LEFT = ("{} minute left", "{} minutes left")
SECONDS_LEFT = ("{} second left", "{} seconds left")
MINUTES_PLAYED = ("{} minute played", "{} minutes played")


def form(n):
    # which of a word's forms goes with ``n``: English has one and many (a
    # language's words_<lang>.py has its own forms and rule)
    return 0 if n == 1 else 1


def plural(n, forms):
    return forms[form(n)].replace("{}", str(n))


def clock_words(s, up=False, w=None):
    # the clock's words at mark ``s``, in ``w``'s (a language's words
    # module; None: these, English)
    if w is None:
        import sys
        w = sys.modules[__name__]
    if up:
        n, forms = s // 60, w.MINUTES_PLAYED
    elif s >= 60 and s % 60 == 0:
        n, forms = s // 60, w.MINUTES_LEFT
    else:
        n, forms = s, w.SECONDS_LEFT
    return forms[w.form(n)].replace("{}", str(n))
