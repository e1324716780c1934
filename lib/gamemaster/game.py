# The contract between the appliance and a game.
#
# The app (``gamemaster.app``) owns the button, the menu, pause, undo and
# saving; a game only implements its rules through the hooks below, each
# with a safe default where one exists.  The app and the firmware call
# nothing else on a game, and read no other attribute of it but
# ``notices`` (see tell()).
#
# ``now`` is always the *game clock* in integer ms (wrap-safe ticks): the app
# stops it while paused, so games never handle pause.  A game is built from a
# settings object and a seed and must be deterministic given them and the
# calls it receives; all its randomness comes from ``gamemaster.prng.Rng``.
#
# Undo is generic: the app snapshots the game before every accepted press and
# restores that snapshot on undo, so ``snapshot``/``restore`` must be exact.
#
# A game's identity is data on its class, read by the registry and the
# firmware: ``ID`` (settings, snapshots, records), ``TITLE`` (menu),
# ``SNAPSHOT_TAG`` (one byte) and ``CUES`` (cue name -> its tones as
# (Hz, ms, Hz, ms, ...); 0 Hz = rest; App.cue_tones pairs them).  The setting keys the menu offers while this game is
# chosen are its schema module's ``MENU`` (gamemaster.registry's line names
# the module; labels and values come from the rows there).

# Hooks a game must define: the app cannot guess them.
REQUIRED = ("start", "press", "view", "snapshot", "restore")


class Game:
    ID = ""
    TITLE = ""
    SNAPSHOT_TAG = 0
    CUES = {}
    # PACED (set True by gmfw.main, once the board is up; absent: False): the
    # firmware ticks the game every frame and draws at most one change a
    # tick, so a game may spread a change's work over two ticks (its code
    # compiled at the second), showing the last frame meanwhile.  Tests and
    # the host call the game at will: there a change is whole when the call
    # returns.  (Not a class attribute here: one more entry in this class's
    # dict moved the boot's heap layout by 1.3 KB on the CLUE's VM run.)

    def __init__(self, settings, seed, files=None):
        self.settings = settings
        # the settings hold this game's rows from now on, not every game's
        use = getattr(settings, "use_game", None)
        if use is not None:
            use(self.ID)
        self.seed = seed
        self.files = files          # the board's drive, read-only: .get(path) -> text or None
        self.changes = 0            # bumped by changed(): the default stamp
        self.cue = None             # the last cue and its counter, for views
        self.cue_id = 0
        self._save = False
        self.notices = []           # tell(): read by the app after start() and restore()

    # -- required (REQUIRED): each game defines them ---------------------
    # No stubs here: a board would hold their code for nothing, and the
    # registry's contract check (gamemaster.game_check) names any missing.
    #
    # start(now, skip_ready=False): begin a new game; ``skip_ready``: go
    #     straight into play (GM_BOOT = play).
    # press(now): the big button's "continue".  True when it changed the
    #     game (the app then keeps an undo step and saves); False when it
    #     meant nothing.
    # view(now): what to show now, a ``gamemaster.view.View``.
    # snapshot(now): the whole state as compact bytes (NVM and undo).
    # restore(data, now, restart_turn=False): inverse of snapshot;
    #     ``restart_turn`` (GM_RESUME) gives a running clock its full time
    #     back.  Raises SnapshotError on bad data.

    # -- optional, without defaults (the app asks with getattr) -----------
    # hold_entry(now, act=0): the entry open, if any (a score, a life, a
    #     call, a choice: docs/rules-interpretations.md, "Entries"), else
    #     None.  While one is open a tap only changes what is shown
    #     (``press``), the short hold (0.7-2 s, the pause's zone elsewhere)
    #     enters it, and the app does not tick the game while the button is
    #     down: time ends no entry under a finger (a game's timers catch up
    #     at the release).  act 0: truthy, without allocating; act 1: (what
    #     a tap does, what the hold enters), for the hint while held, e.g.
    #     ("+1", "Red 31, Yellow next"); act 2: the short hold, entered:
    #     True when it changed the game (an undo step and a save, as for
    #     ``press``).  One hook, not three: each method in a game's class
    #     costs a board its function and a slot in the class's dict.

    # -- optional, with defaults -----------------------------------------
    def tick(self, now):
        # Time passing.  Return True when something visible changed (or call
        # changed()); the app redraws either way.
        return False

    def stamp(self, now):
        # A small int that changes whenever view(now) would; polled every
        # loop, so it must not allocate.
        return self.changes

    def wake_in(self, now):
        # ms until the game next changes by itself (a clock second, a
        # flash), 0 = ask me every loop, -1 = only a press changes me.  The
        # firmware may sleep until then.
        return 0

    def save_due(self, now):
        # True when the app should save now although nobody pressed (a
        # phase changed by itself, a clock checkpoint).  Presses save anyway.
        if self._save:
            self._save = False
            return True
        return False

    def where(self):
        # A few words for "resumed ..." and "undone: back to ...".
        return self.TITLE

    # -- helpers for subclasses ----------------------------------------
    def changed(self, cue=None, save=False):
        # Something visible changed; optionally with a sound cue, and a save.
        self.changes = (self.changes + 1) & 0xFFFFF
        if cue:
            self.cue = cue
            self.cue_id = (self.cue_id + 1) & 0xFFFF
        if save:
            self._save = True

    def request_save(self):
        self._save = True

    def tell(self, text):
        # A message the players should read once, on the notice screen the
        # settings' problems use (e.g. a drive file this board cannot play).
        # The app takes it after start() or restore(); the firmware knows
        # nothing of the game's files or rules.
        self.notices.append(text)

    def checkpoint_every(self):
        return self.settings.get("GM_CHECKPOINT_SECONDS")
