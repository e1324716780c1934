# The appliance: one button, pause, undo, saving, game switching.
#
# Games implement only their rules (``gamemaster.game.Game``).  Everything a
# player expects from the device itself lives here, once, for every game:
#
# * gestures (``gamemaster.gestures``): tap = continue, hold = pause/resume,
#   longer hold = undo the last press, very long hold = the menu
#   (``gamemaster.menu``);
# * entries (a score, a life, a call, a choice: the game's ``hold_entry``, see
#   gamemaster.game): a tap only changes what is shown, the short hold
#   enters it, and the game is not ticked while the button is down;
# * pause stops the *game clock* the games see (``now`` minus paused time);
# * undo restores the snapshot taken just before the last accepted press;
# * snapshots (``gamemaster.snapshot``) for NVM after presses and menu
#   changes, and whenever the game says one is due (``Game.save_due``).
#
# The firmware calls ``button()`` with raw timestamped edges, ``tick(now)``
# every loop, ``stamp(now)`` to learn whether the frame changed (allocation
# free), ``view(now)`` when it did, ``take_save(now)`` to persist, and
# ``wake_in(now)`` to know how long nothing will change by itself.

from gamemaster import registry as registry
from gamemaster import gestures
from gamemaster.snapshot import frame
from gamemaster.ticks import TICKS_PERIOD, ticks_add, ticks_diff
from gamemaster.view import PHASE_MENU, PHASE_PAUSED, View

UNDO_DEPTH = 8
NOTICE_MS = 4000

PAUSE_COLOUR = (255, 255, 255)
UNDO_COLOUR = (255, 160, 0)
MENU_COLOUR = (160, 0, 255)

# what a release in each hold zone does: (number, ring colour); its hint
# is WORDS[number - 1] (below)
_ZONES = {gestures.TAP: (1, (60, 60, 60)),
          gestures.PAUSE: (2, PAUSE_COLOUR),
          gestures.UNDO: (3, UNDO_COLOUR),
          gestures.MENU: (4, MENU_COLOUR)}


class _Closed:
    # The menu while it is closed (the class itself stands for it):
    # gamemaster.menu (its code) is loaded when the menu opens and dropped
    # when it closes; the game is played without.
    open = False
    shown = True


class _Opening:
    # The menu in the tick after the hold that opens it: its frame has no
    # picture, so the screen frees the game's and a collection can take it
    # before the menu's code (gamemaster.menu) compiles in the next tick;
    # this frame stays on in that tick too, and the menu's own frame (its
    # code, gamemaster.menu_view) compiles in the one after: on the
    # nRF52840 boards the picture and those compiles together, then the two
    # compiles in one tick, were the peak of several games
    # (docs/performance.md).  Also the open menu's frame until then.
    open = True
    shown = False

    @staticmethod
    def gesture(app, g, now):
        return None

    @staticmethod
    def view(app, cue_id):
        v = View(app.game.ID if app.game else "", PHASE_MENU)
        v.title = WORDS[3]              # menu
        v.cue_id = cue_id
        return v


def _boot_call(name, *args):
    from gamemaster import app_boot
    try:
        return getattr(app_boot, name)(*args)
    finally:
        registry._drop("gamemaster.app_boot")
        registry.forget_games()


def _menu():
    from gamemaster.menu import Menu
    return Menu()


class App:
    def __init__(self, settings, entropy=None, files=None):
        self.settings = settings
        self.entropy = entropy          # callable -> int, for unseeded games
        self.files = files              # the drive's files, for games that read them
        self.buttons = gestures.GestureClassifier()
        self.game = None
        self.menu = _Closed
        self.offset = 0                 # paused ms, subtracted from ticks
        self.paused = False
        self.paused_at = 0
        self.undo_stack = []
        # set by the firmware: whether a new game of the settings' game and
        # mode needs code this boot did not load (gmfw.main.Device); the
        # menu's "new game" then only sets ``switching``: the firmware saves
        # the change (snapshot(switch=True)) and restarts the board
        self.needs_restart = None
        self.switching = False
        self.notices = list(settings.errors)   # shown one after another
        self.notice_until = None
        # the first ones are settings.toml's problems: a long message covers
        # the game below the title, so a tap that clears one of them is only
        # that (the game does not move on behind it)
        self.to_read = len(self.notices)
        self.revision = 0               # bumps on every change the app itself shows
        self._save_now = False
        self._was_paused = False        # pause state to restore when the menu closes
        self._frame = 0                 # stamp(): frame counter and what it last saw
        self._seen_rev = -1
        self._seen_game = -1
        self._seen_hold = -1

    # -- clock ---------------------------------------------------------
    def game_now(self, now):
        if self.paused:
            now = self.paused_at
        return (now - self.offset) % TICKS_PERIOD

    def _pause(self, now):
        if not self.paused:
            self.paused = True
            self.paused_at = now

    def _resume(self, now):
        if self.paused:
            self.offset = (self.offset + ticks_diff(now, self.paused_at)) % TICKS_PERIOD
            self.paused = False

    # -- games ---------------------------------------------------------
    # Starting a game, starting after power-on and restoring a snapshot:
    # gamemaster.app_boot, code a board runs at boot, after an error and at
    # the menu's "new game" only, loaded for the call and dropped again.
    def new_game(self, now, game_id=None, skip_ready=False, seed=None):
        """A new game of ``game_id`` (None: GM_GAME), from ``seed`` (None:
        GM_SEED, else the entropy)."""
        _boot_call("new_game", self, now, game_id, skip_ready, seed)

    def boot(self, now, saved=None):
        """Start after power-on: resume ``saved`` NVM bytes when allowed.
        Returns "resumed" or "new game"."""
        return _boot_call("boot", self, now, saved)

    def restore(self, data, now, apply_game=True):
        """Restore settings overrides and (when ``apply_game``) the game.
        Returns True when a game was restored.  SnapshotError on bad data
        (nothing is changed then)."""
        return _boot_call("restore", self, data, now, apply_game)

    def where(self):
        return self.game.where() if self.game is not None else ""

    # -- input ---------------------------------------------------------
    def button(self, pressed, timestamp):
        self.buttons.feed(pressed, timestamp)

    def button_lost(self, pressed_now, now):
        """keypad's queue overflowed: events were dropped."""
        self.buttons.resync(pressed_now, now)
        self._touch()

    def tick(self, now):
        """Dispatch decided gestures, run the game clock, expire notices."""
        if self.menu is _Opening:       # its frame (no picture) has been shown
            self.menu = _menu()         # its frame's code in the next tick
            self.menu.open = True
        elif not self.menu.shown:
            self.menu.shown = True      # the menu's own frame from now on
            self._touch()
        while True:
            g = self.buttons.poll(now)
            if g is None:
                break
            self.gesture(g, now)
        if self.notice_until is not None and ticks_diff(now, self.notice_until) >= 0:
            self.notices.pop(0)
            self.notice_until = None
            self._touch()
            if self.to_read:
                self.to_read -= 1
        if self.notices and self.notice_until is None:
            self.notice_until = ticks_add(now, NOTICE_MS)
            self._touch()
        if self.game is not None and not self.paused:
            # an entry open: time ends nothing while the button is down (a
            # clock runs on; what a release will do stays)
            if not (self.buttons.busy() and self._entry(now)) and \
                    self.game.tick(self.game_now(now)):
                self._touch()

    def _entry(self, now, act=0):
        # The game's open entry (its optional ``hold_entry`` hook): truthy,
        # or (act 1) what a tap does and what the short hold enters.
        e = getattr(self.game, "hold_entry", None)
        if e is None or self.paused or self.menu.open:
            return None
        return e(self.game_now(now), act)

    def gesture(self, g, now):
        if self.notice_until is not None:
            # the message has been on screen; a press means it was read
            self.notices.pop(0)
            self.notice_until = None
            self._touch()
            if self.to_read:
                self.to_read -= 1
                if g == gestures.TAP:
                    return
        if self.menu.open:
            self._menu_gesture(g, now)
            return
        if g == gestures.MENU:
            self._open_menu(now)
        elif g == gestures.PAUSE:
            if self._entry(now):
                self.press(now, True)       # the entry shown is entered
                return
            if self.paused:
                self._resume(now)
            else:
                self._pause(now)
            self._touch(save=True)
        elif g == gestures.UNDO:
            self.undo(now)
        elif g == gestures.TAP:
            if self.paused:
                self._resume(now)       # a tap also resumes: least surprise
                self._touch(save=True)
                return
            self.press(now)

    def press(self, now, enter=False):
        at = self.game_now(now)
        before = self.game.snapshot(at)
        if self.game.hold_entry(at, 2) if enter else self.game.press(at):
            self.undo_stack.append(before)
            if len(self.undo_stack) > UNDO_DEPTH:
                self.undo_stack.pop(0)
            self._touch(save=True)

    def undo(self, now):
        if not self.undo_stack:
            self.notices.append(WORDS[6])           # no_undo
            self._touch()
            return False
        data = self.undo_stack.pop()
        self.game.restore(data, self.game_now(now))
        self.notices.append(WORDS[7] % self.where())       # undone
        self._touch(save=True)
        return True

    def _touch(self, save=False):
        self.revision = (self.revision + 1) & 0xFFFF
        if save:
            self._save_now = True

    # -- menu ----------------------------------------------------------
    def _open_menu(self, now):
        self.menu = _Opening            # the menu itself in the next tick
        # a game's code its paused screen does not need goes before the
        # menu's compiles: its menu(), if it has one (Flipop's views)
        if hasattr(self.game, "menu"):
            self.game.menu()
        self._was_paused = self.paused
        self._pause(now)
        self._touch()

    def _close_menu(self, now):
        self._drop_menu()
        if not self._was_paused:
            self._resume(now)
        self._touch(save=True)

    def _menu_gesture(self, g, now):
        what = self.menu.gesture(self, g, now)
        if what == "close":
            self._close_menu(now)
        elif what == "new":
            self._drop_menu()
            if self.needs_restart is not None and self.needs_restart(self.settings):
                self.switching = True
            else:
                self.new_game(now)
        else:
            self._touch(save=g != gestures.TAP)

    def _drop_menu(self):
        # the menu's code, and a change's (gamemaster.settings_change, loaded
        # by the menu's first change, and gamemaster.lang by a change of
        # language); the changes' NVM record
        # (settings_record) stays: every save with a change needs it
        self.menu = _Closed
        for name in ("menu", "menu_view", "menu_value", "settings_change", "lang"):
            registry._drop("gamemaster." + name)
        registry.forget_games()     # (the menu's game titles)

    # -- output --------------------------------------------------------
    def stamp(self, now):
        """Small int; changes whenever ``view(now)`` would (no allocation).

        A frame counter bumped when any input of the view changes: the app's
        revision (menu, pause, notices, a game tick that said so), the game's
        own stamp, or the hold feedback step.  Folding those into one int
        instead could make two different frames collide."""
        game = -1
        if not self.menu.open and not self.paused and self.game is not None:
            game = self.game.stamp(self.game_now(now))
        hold = -1
        held = self.buttons.shown_ms(now)
        if held >= 0:
            entry = _ZONES.get(self.buttons.pending(now))
            zone = entry[0] if entry is not None else 0
            hold = zone * 12 + min(held * 12 // gestures.MENU_MS, 11)
        if self.revision != self._seen_rev or game != self._seen_game or hold != self._seen_hold:
            self._seen_rev = self.revision
            self._seen_game = game
            self._seen_hold = hold
            self._frame = (self._frame + 1) & 0x3FFFFFFF
        return self._frame

    def wake_in(self, now):
        """ms until the app or its game changes by itself (0 = check every
        loop, -1 = only the button changes anything): lets the firmware
        sleep, and the simulator jump its clock, through idle time."""
        if self.buttons.busy():
            return 0
        best = -1
        if self.notice_until is not None:
            best = max(0, ticks_diff(self.notice_until, now))
        elif self.notices:
            return 0
        if self.menu.open:
            # the tick after the menu's code compiled shows its own frame
            if not self.menu.shown:
                return 0
        elif not self.paused and self.game is not None:
            w = self.game.wake_in(self.game_now(now))
            if w >= 0:
                best = w if best < 0 else min(best, w)
        return best

    def cue_tones(self, name):
        """The tones of a view's cue, ((Hz, ms), ...), from the game's own
        CUES (flat: Hz, ms, Hz, ms...; one tuple a cue holds ~0.3 KB less
        of a game's heap than a tuple a note)."""
        if name is None or self.game is None:
            return None
        notes = self.game.CUES.get(name)
        if notes is None:
            return None
        return tuple((notes[i], notes[i + 1]) for i in range(0, len(notes), 2))

    def view(self, now):
        if self.menu.open:
            m = self.menu if self.menu.shown else _Opening
            v = m.view(self, self.game.cue_id if self.game else 0)
        elif self.paused:
            v = self._paused_view(now)
        else:
            v = self.game.view(self.game_now(now))
        held = self.buttons.shown_ms(now)
        if self.notices or held >= 0:
            v = v.copy()
        if self.notices:
            v.hint = self.notices[0]
        if held >= 0:
            # from the press itself (a press is acknowledged at once): the
            # first twelfth of the ring lit in the zone's colour and the hint
            # saying what a release does; the ring fills towards the menu
            zone = self.buttons.pending(now)
            if zone is not None:
                step = min(held * 12 // gestures.MENU_MS, 11) + 1
                v.hint = WORDS[_ZONES[zone][0] - 1]
                e = None
                if zone in (gestures.TAP, gestures.PAUSE):
                    e = self._entry(now, 1)
                if self.menu.open:
                    if self.menu.shown:
                        v.hint = self.menu.release_hint(self, zone)
                elif self.paused and zone in (gestures.TAP, gestures.PAUSE):
                    v.hint = WORDS[4]       # hold_resume: a tap resumes too
                elif zone == gestures.UNDO and not self.undo_stack:
                    v.hint = WORDS[5]       # hold_no_undo
                elif e:
                    # an entry: what this tap does, what this hold enters
                    v.hint = WORDS[10] % e[zone == gestures.PAUSE]  # release: %s
                v.ring = ("hold", step * 1000 // 12, _ZONES[zone][1], v.ring)
        return v

    def _paused_view(self, now):
        base = self.game.view(self.game_now(now))
        v = View(self.game.ID, PHASE_PAUSED)
        v.title = WORDS[8]              # paused
        v.text("II")
        v.info = base.info
        v.seconds_left = base.seconds_left
        v.clock_total = base.clock_total
        v.lines = (base.title,) + tuple(base.lines[:1])
        v.ring = base.ring
        v.hint = WORDS[9]               # paused_hint
        v.cue_id = base.cue_id
        return v

    # -- persistence ---------------------------------------------------
    def snapshot(self, now, switch=False):
        # The game's tag, the menu's changes, paused or not, the game's own
        # bytes; each of the two blobs after its u16 length (little-endian;
        # frame() refuses a payload over 64 KB).  gamemaster.app_boot reads
        # it back.  No gamemaster.binary: Pipes, Flipop and IceTowers play
        # without its code resident.  ``switch``: the menu's changes alone,
        # under tag 0, the record of a new game to start (``switching``)
        g = None if switch else self.game
        over = self.settings.encode_overrides()
        data = g.snapshot(self.game_now(now)) if g else b""
        return frame(bytes((g.SNAPSHOT_TAG if g else 0, len(over) & 0xFF, len(over) >> 8 & 0xFF)) + over
                     + bytes((1 if self.paused else 0, len(data) & 0xFF, len(data) >> 8 & 0xFF)) + data)

    def take_save(self, now):
        """Bytes to write to NVM now, or None.  Saves after presses and menu
        changes, and when the game says one is due (a phase that changed by
        itself, a clock checkpoint); never merely because the screen did."""
        if self.game is None:
            return None
        due = self._save_now
        if not self.paused and self.game.save_due(self.game_now(now)):
            due = True
        if not due:
            return None
        self._save_now = False
        return self.snapshot(now)


# the words above (the hold's hints, the pause, the undo) in the language
# in use: gamemaster/words_app_<lang>.py (docs/architecture.md, "Languages")
WORDS = registry.words("gamemaster.words_app")
