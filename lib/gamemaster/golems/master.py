# Golem Battle on the device: the game-master that paces a round.
#
# Players program their golems with physical cards, so in the standard game
# the device never knows the programs: it rolls the bonus die for everybody,
# runs the optional programming clock, calls the four rows ("row 1: moves
# first, then strike / defend / take") one press at a time and keeps the
# energy track.  Lives are tokens on the table, and the device keeps a copy:
# after each round's last row it asks, player by player, how many each lost
# (tap = one life, a few seconds without a tap = next player), so it names the
# winner of a knock-out at once and, at energy out, the golem with most lives;
# a tie offers the rules' tie-break (tap: the energy set to GOLEMS_RECHARGE and
# the marker moved there; wait: a draw).
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
# The master is in parts, so that each compiles in a small heap on a board
# (``common``: what the parts share).  Its base classes: ``rounds`` (the
# roll, programming, the rows: what a press and a clock's end do) and
# ``ending`` (the lives entry, the end and the result).  Loaded only while
# needed: ``begin`` (the settings read and a new game set up, while a game
# is made), ``battle`` (the battle the device plays), ``restore`` (the
# snapshot's reading) and each phase's screen (``view_*``).  This module
# holds the state, the clocks' faces, the view and the snapshot.

from gamemaster.clock import Clock
from gamemaster.game import Game
from gamemaster.prng import Rng
from gamemaster.binary import Writer
from gamemaster.snapshot import SnapshotError
from gamemaster.view import View
from gamemaster.golems import options as rules
from gamemaster.golems.common import (CUE_NAMES, PHASES, PROGRAM, ROLL,
                                      ROLL_FRAME_MS, SETUP, SNAP_VERSION, START_ENERGY,
                                      START_LIVES, VARIANTS, VIEWS, forget, module)
from gamemaster.golems.options import COLOUR_NAMES, COLOURS
from gamemaster.golems.rounds import Rounds


class GolemsMaster(Rounds, Game):
    ID = "golems"
    TITLE = "Golem Battle"
    SNAPSHOT_TAG = 2
    MENU = ("GOLEMS_PLAYERS", "GOLEMS_VARIANT", "GOLEMS_FIELD", "GOLEMS_PROGRAM_SECONDS",
            "GOLEMS_ENERGY_RULE")
    CUES = {
        "start": ((660, 60), (0, 40), (880, 60)),
        "roll": ((600, 40), (800, 40), (1000, 40)),
        "timeout": ((440, 250), (0, 80), (330, 450)),
        "row": ((700, 50),),
        "hit": ((200, 150),),
        "round": ((523, 80), (784, 120)),
        "game_over": ((784, 120), (659, 120), (523, 250)),
        "recharge": ((400, 80), (600, 80), (800, 120)),
        "life": ((300, 70),),
        "next": ((900, 40),),
        "draw": ((523, 150), (523, 150)),
    }

    def __init__(self, settings, seed, files=None, options=None):
        Game.__init__(self, settings, seed, files)
        self.fixed_options = options    # None: from the settings at each start
        self.options = options
        self.rng = Rng(seed)
        self.phase = SETUP
        self.energy = START_ENERGY
        self.round = 0
        self.row = 0
        self.rolls = [rules.FACE_BLANK] * 4
        self.clock = Clock()     # the die's tumbling, the programming clock, or a wait
        self.lives = [START_LIVES] * 4    # physical games: the tokens, by colour
        self.entry = 0           # lives: whose losses are being entered
        self.castle = False      # physical siege: the players said Red took the castle
        self.drawn = False       # a tie's wait ran out: the players took the draw
        self.timed_out = False
        self.field = None        # battle on screen: the engine's field
        self.programs = None
        self.reports = ()
        self.load_error = ""
        self._view = None        # view() is cached on stamp(): (stamp, view)
        self._shown = None       # the view module loaded (``VIEWS``)
        module("begin").read(self)

    # -- lifecycle -----------------------------------------------------
    # (the settings' reading and a new game's state: ``begin``, loaded while
    # a game is made and dropped once it has started or been restored)
    def start(self, now, skip_ready=False):
        if self._shown is not None:
            # a new game from the result: its screen goes before the set-up compiles
            forget(self._shown)
            self._shown = None
        try:
            module("begin").start(self, now, skip_ready)
        finally:
            forget("begin")

    def battle(self):
        # True when the device plays the golems itself (autonomous, files).
        return self.field is not None

    def save_due(self, now):
        # Saves when the dice settle or the programming time runs out, and
        # every GM_CHECKPOINT_SECONDS of the programming clock, so a power cut
        # gives back at most that much of it; never per animation frame.
        if Game.save_due(self, now):
            return True
        # the lives and tie waits follow the same rule as the programming clock
        return (self.phase == PROGRAM or self._waiting()) and \
            self.clock.checkpoint_due(now, self.checkpoint_every())

    def where(self):
        return "%s, round %d" % (self.TITLE, self.round) if self.round else self.TITLE

    def _rolling(self, now):
        return self.phase == ROLL and self.clock.running and not self.clock.expired(now)

    def stamp(self, now):
        # what of the clocks is visible: the die's frame or whole seconds
        n = 0
        if self._rolling(now):
            n = 1 + self.clock.elapsed(now) // ROLL_FRAME_MS
        elif (self.phase == PROGRAM and self.clock.limit) or self._waiting():
            n = self.clock.shown(now)
        return (self.changes << 12) | (n & 0xFFF)

    def wake_in(self, now):
        if self._rolling(now):
            return ROLL_FRAME_MS - self.clock.elapsed(now) % ROLL_FRAME_MS
        if (self.phase == PROGRAM and not self.timed_out) or self._waiting():
            return self.clock.wake_in(now)
        return -1

    # -- view ----------------------------------------------------------
    def view(self, now):
        # Built once per visible change (the firmware asks every frame).
        key = self.stamp(now)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.build(now))
        return self._view[1]

    def build(self, now):
        # Each phase's screen is its own small module (``VIEWS``), loaded
        # when the phase is first shown and dropped when another one is: a
        # board holds the code of the screen on show, not of all eight.  The
        # setup's goes as soon as it is built: its screen changes only with
        # a press, which leaves it, and the field's picture compiles next.
        v = View(self.ID, self.phase)
        v.cue = self.cue
        v.cue_id = self.cue_id
        v.info = (("round", self.round), ("row", self.row), ("energy", self.energy))
        name = VIEWS[PHASES.index(self.phase)]
        if self._shown != name:
            if self._shown is not None:
                forget(self._shown)
            self._shown = name
        module(name).build(self, v, now)
        if self.phase == SETUP:
            forget(name)
            self._shown = None
        return v

    def _energy_ring(self):
        return ("energy", self.energy, START_ENERGY, (255, 150, 0))     # the energy's orange

    def _players_ring(self):
        if self.battle():
            return ("players", tuple(COLOURS[g.colour] for g in self.field.golems))
        return ("players", COLOURS[:self.players])

    def _roll_lines(self):
        return tuple("%s: %s" % (COLOUR_NAMES[c], rules.FACE_NAMES[self.rolls[c]]
                                 if self.lives[c] > 0 else "out")
                     for c in range(self.players))

    # -- persistence ---------------------------------------------------
    def snapshot(self, now=None):
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
        w.u32(self.rng.state).u32(self.clock.left(now) if self.phase in (ROLL, PROGRAM)
                                  or self._waiting() else 0)
        w.u8(self.lives[0] | (self.lives[1] << 2) | (self.lives[2] << 4) | (self.lives[3] << 6))
        w.u8((self.entry & 7) | (int(self.castle) << 3) | (int(self.drawn) << 4))
        if self.battle():
            module("battle").pack(self, w.buf)
        return w.bytes()

    def restore(self, data, now, restart_turn=False):
        # the reading is its own module, loaded for this and dropped: a board
        # restores at boot and on undo, and plays the rest of the time
        forget("begin")
        try:
            module("restore").restore(self, data, now, restart_turn)
        except (IndexError, ValueError) as e:
            raise SnapshotError("golems snapshot: %s" % e)
        finally:
            forget("restore", "restore_clock", "begin")
