"""The small interface every game implements, and the registry of games.

The app (``gamemaster.app``) owns the button, the menu, pause and undo; a
game only sees:

* ``press(now)``  - the big button's "continue" (a tap);
* ``tick(now)``   - time passing (clock runs, timeouts fire);
* ``view(now)``   - what to show now (a ``gamemaster.view.View``);
* ``stamp(now)``  - a small int that changes when the view would (cheap poll);
* ``snapshot(now)`` / ``restore(data, now)`` - compact bytes for NVM and undo.

``now`` is the *game clock* in integer ms (wrap-safe ticks): the app stops
it while paused, so games never need to know about pause.  A game is built
from a settings object and a seed, and must be fully deterministic given
them and the sequence of calls.

Undo is generic: the app snapshots the game before every press and restores
that snapshot on "undo", so a game gets undo for free by making
``snapshot``/``restore`` exact.
"""


class Game:
    """Base class; subclasses override what they need."""

    ID = ""            # short id used in settings, snapshots, recordings
    TITLE = ""         # shown in the menu
    SNAPSHOT_TAG = 0   # one byte identifying the game in a snapshot

    def __init__(self, settings, seed, files=None):
        self.settings = settings
        self.seed = seed
        self.files = files      # read-only access to the board's drive: .get(path) -> text or None

    # -- lifecycle -----------------------------------------------------
    def start(self, now, skip_ready=False):
        """Begin a new game.  ``skip_ready`` goes straight into play."""
        raise NotImplementedError

    def press(self, now):
        """The player pressed "continue".  Returns True if anything changed."""
        raise NotImplementedError

    def tick(self, now):
        """Advance timers.  Returns True if anything visible changed."""
        return False

    def view(self, now):
        raise NotImplementedError

    # -- persistence ---------------------------------------------------
    def snapshot(self, now):
        """Compact bytes describing the whole game state.  No ticks inside:
        running clocks are stored as ms remaining at ``now``."""
        raise NotImplementedError

    def restore(self, data, now, restart_turn=False):
        """Inverse of ``snapshot`` (clocks resume from ``now``); raises
        ValueError (``SnapshotError``) on bad data.  ``restart_turn`` asks for
        the current turn's clock to start again (a setting after power loss)."""
        raise NotImplementedError

    def stamp(self, now):
        """A small int that changes whenever ``view(now)`` would change.
        Must not allocate: the firmware calls it every loop."""
        return 0

    def checkpoint_due(self, now):
        """True when the app should save a snapshot now (phase boundaries,
        a few points inside a turn).  The app also saves after presses."""
        return False

    # -- menu ----------------------------------------------------------
    def setup_items(self):
        """Game-specific setup entries for the menu: a tuple of
        ``(settings_key, label)``; values and ranges come from the settings
        schema.  Empty for games with nothing to set up."""
        return ()


_REGISTRY = []   # list of (id, title, factory); a list keeps menu order stable


def register(game_id, title, factory):
    for entry in _REGISTRY:
        if entry[0] == game_id:
            return
    _REGISTRY.append((game_id, title, factory))


def games():
    """Registered games in menu order: list of (id, title)."""
    _load_builtin()
    return [(e[0], e[1]) for e in _REGISTRY]


def create(game_id, settings, seed, files=None):
    """A new game object.  ``files`` gives games read access to files on the
    board's drive (Golem Battle reads programs from there)."""
    _load_builtin()
    for entry in _REGISTRY:
        if entry[0] == game_id:
            return entry[2](settings, seed, files)
    raise ValueError("unknown game: %r" % (game_id,))


def id_for_tag(tag):
    """The game id whose snapshots carry ``tag``, or None."""
    _load_builtin()
    for entry in _REGISTRY:
        if getattr(entry[2], "SNAPSHOT_TAG", None) == tag:
            return entry[0]
    return None


def _load_builtin():
    # Imported lazily so a board only loads the games it plays.
    if _REGISTRY:
        return
    from gamemaster.pipes.master import PipesMaster
    from gamemaster.golems.master import GolemsMaster
    register(PipesMaster.ID, PipesMaster.TITLE, PipesMaster)
    register(GolemsMaster.ID, GolemsMaster.TITLE, GolemsMaster)
