# The small interface every game implements, and the registry of games.
#
# The app (``gamemaster.app``) owns the button, the menu, pause and undo; a
# game only sees:
#
# * ``press(now)``  - the big button's "continue" (a tap);
# * ``tick(now)``   - time passing (clock runs, timeouts fire);
# * ``view(now)``   - what to show now (a ``gamemaster.view.View``);
# * ``stamp(now)``  - a small int that changes when the view would (cheap poll);
# * ``snapshot(now)`` / ``restore(data, now)`` - compact bytes for NVM and undo.
#
# ``now`` is the *game clock* in integer ms (wrap-safe ticks): the app stops
# it while paused, so games never need to know about pause.  A game is built
# from a settings object and a seed, and must be fully deterministic given
# them and the sequence of calls.
#
# Undo is generic: the app snapshots the game before every press and restores
# that snapshot on "undo", so a game gets undo for free by making
# ``snapshot``/``restore`` exact.


class Game:
    # Base class; subclasses override what they need.

    ID = ""            # short id used in settings, snapshots, recordings
    TITLE = ""         # shown in the menu
    SNAPSHOT_TAG = 0   # one byte identifying the game in a snapshot

    def __init__(self, settings, seed, files=None):
        self.settings = settings
        self.seed = seed
        self.files = files      # read-only access to the board's drive: .get(path) -> text or None

    # Subclasses define start(now, skip_ready), press(now) -> bool, view(now),
    # snapshot(now) -> bytes and restore(data, now, restart_turn=False)
    # (raising gamemaster.errors.SnapshotError on bad data); the defaults
    # below suit a game without a clock or a setup menu.

    def tick(self, now):
        # Advance timers.  Returns True if anything visible changed.
        return False

    def stamp(self, now):
        # A small int that changes whenever ``view(now)`` would change.
        # Must not allocate: the firmware calls it every loop.
        return 0

    def checkpoint_due(self, now):
        # True when the app should save now inside a phase (the app saves
        # after presses and phase changes anyway).
        return False

    def setup_items(self):
        # Game-specific menu entries: ``(settings_key, label)`` pairs.
        return ()
