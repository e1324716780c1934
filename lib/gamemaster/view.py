# The view model: everything the firmware needs to show one frame.
#
# Games and the app never draw.  They return a ``View``; the firmware turns it
# into displayio groups, ring colours and sounds.  Two views that compare equal
# produce the same frame, which is how the firmware refreshes only on change
# (``View.key()``).
#
# Ring content is described, not coloured: ``ring`` is a tuple whose first item
# names a mode understood by :mod:`gamemaster.ring` (see there).

# Phases every game may use; games may add their own names.
PHASE_READY = "ready"
PHASE_TURN = "turn"
PHASE_TIMEOUT = "timeout"
PHASE_WATER = "water"
PHASE_PAUSED = "paused"
PHASE_MENU = "menu"
PHASE_MESSAGE = "message"

# Big-picture kinds: what occupies the centre of the screen.
BIG_NONE = "none"
BIG_ELEMENT = "element"   # big = element name (gamemaster.pipes.elements)
BIG_TEXT = "text"         # big = short text (a word or a number)
BIG_GOLEMS = "golems"     # big = golem field snapshot (see gamemaster.golems)


class View:
    # A frame.  Plain attributes so it is cheap on a microcontroller.

    def __init__(self, game, phase):
        self.game = game          # game id, "" in the menu
        self.phase = phase
        self.title = ""           # top line
        self.big_kind = BIG_NONE
        self.big = None
        self.seconds_left = None  # whole seconds shown, None when no clock
        self.clock_total = 0      # seconds in a full turn (for the timer arc)
        self.warning = False      # last seconds of the turn
        self.turn = 0
        self.water_round = 0
        self.lines = ()           # small text lines under the picture
        self.accent = (255, 255, 255)
        self.background = (0, 0, 0)
        self.ring = ("off",)
        self.cue = None           # sound cue name for this event
        self.cue_id = 0           # increments per new cue; firmware plays on change
        self.hint = ""            # bottom hint line (what the button does now)
        self.extra = None         # game-specific payload, tuple (hashable)

    def copy(self):
        # A shallow copy: games may cache their views, so the app copies
        # before overlaying notices or hold feedback.
        v = View(self.game, self.phase)
        for name in ("title", "big_kind", "big", "seconds_left", "clock_total", "warning", "turn",
                     "water_round", "lines", "accent", "background", "ring", "cue", "cue_id",
                     "hint", "extra"):
            setattr(v, name, getattr(self, name))
        return v

    def key(self):
        # Everything that affects pixels, as a tuple: equal keys, equal frames.
        return (self.game, self.phase, self.title, self.big_kind, self.big,
                self.seconds_left, self.clock_total, self.warning, self.turn,
                self.water_round, self.lines, self.accent, self.background,
                self.ring, self.hint, self.extra)
