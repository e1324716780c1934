# The view model: everything the firmware needs to show one frame.
#
# Games and the app never draw.  They return a ``View``; the firmware turns it
# into displayio groups, ring colours and sounds.  The view knows no game:
# the centre of the screen is ``art = (kind, payload)``, and the firmware finds
# the module that draws ``kind`` by name (``gmfw.art_<kind>``), so a new game
# brings its own picture without the screen learning about it.  "text" is the
# one kind every screen draws itself (payload: a short string).
#
# ``info`` carries the game's facts for recorders and telemetry (turn,
# round...) as ``((name, value), ...)``: not drawn, so a game can say what it
# is doing without adding fields here.  What only the host compares of two
# views (a frame's key) is gamemaster.view_host, which boards never load.
#
# Ring content is described, not coloured: ``ring`` is a tuple whose first item
# names a mode understood by :mod:`gamemaster.ring` (see there).

# Phases every game may use; games may add their own names.
PHASE_READY = "ready"
PHASE_PAUSED = "paused"
PHASE_MENU = "menu"

ART_TEXT = "text"         # payload: a short string, drawn big


class View:
    # A frame.  Plain attributes so it is cheap on a microcontroller.

    def __init__(self, game, phase):
        self.game = game          # game id, "" in the menu
        self.phase = phase
        self.title = ""           # top line
        self.art = None           # (kind, payload) for the centre, or None
        self.seconds_left = None  # whole seconds shown, None when no clock
        self.clock_total = 0      # seconds in a full turn (for the timer bar)
        self.warning = False      # last seconds of the clock
        self.lines = ()           # small text lines under the picture
        self.accent = (255, 255, 255)
        self.background = (0, 0, 0)
        self.ring = ("off",)
        self.cue = None           # sound cue name for this event
        self.cue_id = 0           # increments per new cue; firmware plays on change
        self.hint = ""            # bottom hint line (what the button does now)
        self.info = ()            # ((name, value), ...): facts, not drawn

    def text(self, s):
        # Shorthand: big text in the centre.
        self.art = (ART_TEXT, s)

    def fact(self, name, default=None):
        for pair in self.info:
            if pair[0] == name:
                return pair[1]
        return default

    def copy(self):
        # A shallow copy: games may cache their views, so the app copies
        # before overlaying notices or hold feedback.
        v = View(self.game, self.phase)
        for name in _FIELDS:
            setattr(v, name, getattr(self, name))
        return v


_FIELDS = ("title", "art", "seconds_left", "clock_total", "warning", "lines", "accent",
           "background", "ring", "cue", "cue_id", "hint", "info")
