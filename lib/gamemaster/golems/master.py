# Golem Battle on the device: the game-master that paces a round.
#
# Players program their golems with physical cards, so in the standard game
# the device never knows the programs: it rolls the bonus die for everybody,
# runs the optional programming clock, calls the four rows ("row 1: moves
# first, then strike / defend / take") one press at a time and keeps the
# energy track.  Lives are tokens on the table, and the device keeps a copy:
# after each round's last row it asks, player by player, how many each lost
# (tap = one more, the short hold enters it: the device's entry rule,
# gamemaster.game ``hold_entry``), so it names the winner of a knock-out at once
# and, at energy out, the golem with most lives; a tie offers the rules'
# tie-break (a tap shows the other choice, the hold takes the one shown:
# the energy set to GOLEMS_RECHARGE and the marker moved there, or a draw).
#
# Autonomous golems can instead be read from the board's drive
# (``gamemaster.golems.drive``): then the device plays the battle itself, row
# by row on screen, and knows who won; the row that ended the battle stays on
# screen (``final_row``) until a tap shows the result.
#
# Phases::
#
#     setup -> [roll] -> [program] -> execute (rows 1..4) -> [lives] -> round_end -> ...
#                                       |                           \-> game_over
#                                       \-> (drive battle) final_row -> game_over
#
# ``roll`` is skipped by beginners and autonomous golems; ``program`` is
# skipped by autonomous golems after the first round (their program loops).
#
# The master holds the state, the clocks' faces, the view and the snapshot,
# and hands each press and each clock's end to the phase on show: each
# phase is its own small module (``common.VIEWS``: ``view_roll``,
# ``view_program``, ``view_rows``, ``view_lives``, ``view_round``,
# ``view_end``), its screen and what a press and its clock do there, loaded
# while the phase is shown (a board holds one phase's code, not the whole
# round's).  Loaded only while needed too: ``fresh`` and ``begin`` (the
# settings read and a new game set up), ``battle`` (the battle the device plays), ``restore``
# (the snapshot's reading) and ``reason`` (why the game ended, with the
# result's screen).  ``common``: what the parts share.

from gamemaster.clock import Clock
from gamemaster.game import Game
from gamemaster.prng import Rng
from gamemaster.binary import Writer
from gamemaster.snapshot import SnapshotError
from gamemaster.view import View
from gamemaster.golems.common import (AUTONOMOUS, CUE_NAMES, EXECUTE, GAME_OVER, LIVES, PARTS,
                                      PHASES, PROGRAM, ROLL, ROLL_FRAME_MS, SETUP, SIEGE, SNAP_VERSION,
                                      STANDARD, START_ENERGY, VARIANTS, VIEWS, forget, module)
from gamemaster.golems.options import COLOUR_NAMES, COLOURS, FACE_NAMES


class GolemsMaster(Game):
    ID = "golems"
    TITLE = "Golem Battle"
    SNAPSHOT_TAG = 2
    CUES = {
        "start": (660, 60, 0, 40, 880, 60),
        "roll": (600, 40, 800, 40, 1000, 40),
        "timeout": (440, 250, 0, 80, 330, 450),
        "row": (700, 50),
        "hit": (200, 150),
        "round": (523, 80, 784, 120),
        "game_over": (784, 120, 659, 120, 523, 250),
        "recharge": (400, 80, 600, 80, 800, 120),
        "life": (300, 70),
        "next": (900, 40),
        "draw": (523, 150, 523, 150),
    }

    def __init__(self, settings, seed, files=None, options=None):
        Game.__init__(self, settings, seed, files)
        self.fixed_options = options    # None: from the settings at each start
        self.options = options
        self.rng = Rng(seed)
        self.clock = Clock()     # the die's tumbling, the programming clock, or a wait
        self._view = None        # view() is cached on stamp(): (stamp, view)
        self._shown = None       # the name of the phase's module loaded (``VIEWS``)
        self._part = None        # and the module
        self._new_at = None      # a new game asked for from the result (the tap's ms)
        self._enter = None       # a change whose frame comes at the next tick (``_to``): its ms
        self._last = None        # the last snapshot(), the state before a phase entered
        # a game's state before its start, the settings read (``fresh``:
        # held until start() or restore())
        module("fresh").clear(self)

    # -- lifecycle -----------------------------------------------------
    # (the settings' reading and a new game's state: ``fresh`` and
    # ``begin``, each loaded while a game is made and dropped once it has
    # started or been restored)
    def start(self, now, skip_ready=False):
        self._new_at = self._enter = self._last = None
        self._drop_part()       # a new game from the result: its screen goes first
        try:
            module("fresh").clear(self)
        finally:
            forget("fresh")
        try:
            module("begin").start(self, now, skip_ready)
        finally:
            forget("begin")

    def battle(self):
        # True when the device plays the golems itself (autonomous, files).
        return self.field is not None

    def _drop_part(self):
        if self._shown is not None:
            self._part = None
            forget(self._shown, *PARTS)     # (and what it loaded)
            self._shown = None

    def _screen(self):
        # The module of the phase on show (``VIEWS``): its screen and what a
        # press and its clock do there, loaded when the phase comes and
        # dropped (with what it loaded) when another one does.
        name = VIEWS[PHASES.index(self.phase)]
        if self._shown != name:
            self._drop_part()
            self._part = module(name)
            self._shown = name
        return self._part

    def _to(self, phase, now):
        # ``phase`` entered: its module loaded and its begin() run.  On a
        # device that ticks every frame (``PACED``, gamemaster.game), the last phase's
        # module goes now and the new one comes at the next tick (``tick``),
        # once a collection has freed the old: on a board a phase's code
        # compiled beside the last one's and the press's garbage was the
        # peak of a game (docs/performance.md).  Until then the last frame
        # stays on and a save is the state before the change.
        self.phase = phase
        self._drop_part()
        self._enter = now
        if not getattr(self, "PACED", False) or self._last is None:
            self._entered()

    def _entered(self):
        at, self._enter = self._enter, None
        if self.phase == PROGRAM:
            # the programming's start, press and clock's end are here: its
            # module (``view_program``) is its screen alone, compiled when
            # the screen is built (in a smaller heap than with its moves)
            self.timed_out = False
            limit = self.program_s * 1000
            self.clock.reset(at, limit, run=limit > 0)
        elif self.phase != SETUP:         # (a new game's: set up already)
            self._screen().begin(self, at)

    def _begin_round(self, now):
        self.round += 1
        self.row = 0
        self.reports = ()
        if self.variant in (STANDARD, SIEGE):
            self._to(ROLL, now)
        elif self.variant == AUTONOMOUS and (self.round > 1 or self.battle()):
            self._to(EXECUTE, now)
        else:
            self._to(PROGRAM, now)

    def press(self, now):
        if self._new_at is not None:
            return False            # the new game starts at the next tick
        if self._enter is not None:
            self._entered()
        ph = self.phase
        if ph == SETUP:
            self.changed()
            self._begin_round(now)
            return True
        if ph == ROLL:
            # (the dice shown, their screen's module has gone: ``build``)
            self.changed()
            if self.clock.running:
                self.clock.finish(now)    # skip the tumbling, show the results
            else:
                self._to(PROGRAM, now)
            return True
        if ph == PROGRAM:
            self.changed()
            self._to(EXECUTE, now)
            return True
        return self._screen().press(self, now)

    def hold_entry(self, now, act=0):
        # The lives entry or a tie's choice, once on screen (gamemaster.game):
        # what a tap and the short hold do there are in the phase's module.
        if self._enter is not None or (self.phase != LIVES and not self.can_recharge()):
            return None
        s = self._screen()
        return s.words(self) if act == 1 else s.enter(self, now) if act else True

    def tick(self, now):
        # The clocks' faces are in stamp(); here only what ends a phase, and
        # the new game a tap on the result asked for: its set-up compiles a
        # tick after the result's code went (``view_end.press``), and its
        # screen (``view_setup``) in the tick after that, while the result's
        # frame stays on (``view``): on a board the set-up's compiles and
        # the screen's in one tick were the peak of a game
        # (docs/performance.md); a phase entered (``_to``) likewise
        if self._enter is not None:
            if now == self._enter:
                return False        # the change's own tick: its frame shows the last
            self._entered()
            self.request_save()
            return True
        if self._new_at is not None:
            if now == self._new_at:
                return False        # the tap's own tick: its frame shows the result
            self.start(now)
            self._enter = now           # (its screen: ``_entered``)
            self.request_save()
            return True
        if not self.clock.running or not self.clock.expired(now):
            return False
        if getattr(self, "PACED", False):
            self.snapshot(now)          # the state before, while a phase is entered
        self.clock.stop(now)
        if self.phase == PROGRAM:
            self.timed_out = True
            self.changed("timeout")
        self.request_save()
        self.changed()
        return True

    def save_due(self, now):
        # Saves when the dice settle or the programming time runs out, and
        # every GM_CHECKPOINT_SECONDS of the programming clock, so a power cut
        # gives back at most that much of it; never per animation frame.
        if Game.save_due(self, now):
            return True
        return self.phase == PROGRAM and self.clock.checkpoint_due(now, self.checkpoint_every())

    def where(self):
        return "%s, round %d" % (self.TITLE, self.round) if self.round else self.TITLE

    # -- the end (``outcome``, with the result's screen ``view_end``) ----
    def _standing(self):
        return [c for c in range(self.players) if self.lives[c] > 0]

    def _entries(self):
        # Whose losses are asked: every golem standing, then (siege) the castle.
        return self.players + (1 if self.variant == SIEGE else 0)

    def result(self):
        # ("win", colour), ("tie", colours) or ("draw", ()) (``outcome``, held
        # with the phase's module: the result's screen or a battle's last row)
        return module("outcome").result(self)

    def end_reason(self):
        # options.CASTLE_TAKEN, KNOCKOUT or ENERGY_OUT, for both kinds of game
        return module("outcome").end_reason(self)

    def can_recharge(self):
        # Only a tie, and only until the players took the draw; never in the siege.
        return self.phase == GAME_OVER and self._new_at is None and self._enter is None and \
            self._screen().can_recharge(self)

    def _rolling(self, now):
        return self.phase == ROLL and self.clock.running and not self.clock.expired(now)

    def stamp(self, now):
        # what of the clocks is visible: the die's frame or whole seconds
        n = 0
        if self._rolling(now):
            n = 1 + self.clock.elapsed(now) // ROLL_FRAME_MS
        elif self.phase == PROGRAM and self.clock.limit:
            n = self.clock.shown(now)
        return (self.changes << 12) | (n & 0xFFF)

    def wake_in(self, now):
        if self._new_at is not None or self._enter is not None:
            return 0
        if self._rolling(now):
            return ROLL_FRAME_MS - self.clock.elapsed(now) % ROLL_FRAME_MS
        if self.phase == PROGRAM and not self.timed_out:
            return self.clock.wake_in(now)
        return -1

    # -- view ----------------------------------------------------------
    def view(self, now):
        # Built once per visible change (the firmware asks every frame).
        if self._enter is not None:
            if self._view is not None:
                return self._view[1]    # the last frame while a phase is entered
            self._entered()
        key = self.stamp(now)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.build(now))
        return self._view[1]

    def build(self, now):
        # The phase's screen, from its module (``_screen``).  The setup's
        # and the dice's go as soon as they are built: each changes only
        # with a press (``press`` needs neither), which leaves it, and a
        # picture comes with each (the field's compiles next; the dice's
        # is the game's busiest moment).  The module first: it may compile.
        part = self._screen()
        v = View(self.ID, self.phase)
        v.cue = self.cue
        v.cue_id = self.cue_id
        v.info = (("round", self.round), ("row", self.row), ("energy", self.energy),
                  ("lives_lost", tuple(self.lost[:self.players])))
        part.build(self, v, now)
        if self.phase == SETUP or (self.phase == ROLL and not self._rolling(now)):
            self._drop_part()
        return v

    def _energy_ring(self):
        return ("energy", self.energy, START_ENERGY, (255, 150, 0))     # the energy's orange

    def _players_ring(self):
        if self.battle():
            return ("players", tuple(COLOURS[g.colour] for g in self.field.golems))
        return ("players", tuple(COLOURS[c] for c in self.seats))

    def _roll_lines(self):
        return tuple("%s: %s" % (COLOUR_NAMES[self.seats[c]], FACE_NAMES[self.rolls[c]]
                                 if self.lives[c] > 0 else "out")
                     for c in range(self.players))

    # -- persistence ---------------------------------------------------
    def snapshot(self, now=None):
        # (while a phase is entered: the state before, ``_to``)
        if self._enter is not None and self._last is not None:
            return self._last
        w = Writer()
        w.u8(SNAP_VERSION)
        w.u8(PHASES.index(self.phase))
        w.u8((self.players - 2) | (VARIANTS.index(self.variant) << 2)
             | (int(self.size == 6) << 4) | (int(self.timed_out) << 5)
             | (int(self.battle()) << 6))
        w.u16(self.program_s)
        w.u8(self.energy).u8(self.round).u8(self.row)
        w.u8(self.rolls[0] | (self.rolls[1] << 2) | (self.rolls[2] << 4) | (self.rolls[3] << 6))
        w.u8(CUE_NAMES.index(self.cue)).u16(self.cue_id)
        w.u32(self.rng.state).u32(self.clock.left(now) if self.phase in (ROLL, PROGRAM) else 0)
        w.u8(self.lives[0] | (self.lives[1] << 2) | (self.lives[2] << 4) | (self.lives[3] << 6))
        w.u8((self.entry & 7) | (int(self.castle) << 3) | (int(self.drawn) << 4)
             | (self.pick << 5))
        lost = self.lost
        w.u8(lost[0] | (lost[1] << 2) | (lost[2] << 4) | (lost[3] << 6))
        s = self.seats + (0, 0)
        w.u8(s[0] | (s[1] << 2) | (s[2] << 4) | (s[3] << 6))
        w.u8(self.benched | (self.page << 4))
        if self.battle():
            module("battle").pack(self, w.buf)
        self._last = w.bytes()
        return self._last

    def restore(self, data, now, restart_turn=False):
        # the reading is its own module, loaded for this and dropped: a board
        # restores at boot and on undo, and plays the rest of the time
        self._new_at = self._enter = self._last = None
        forget("fresh")
        try:
            module("restore").restore(self, data, now, restart_turn)
        except (IndexError, ValueError) as e:
            raise SnapshotError("golems snapshot: %s" % e)
        finally:
            forget("restore", "restore_clock", "begin")
