"""Golem Battle on the device: the game-master that paces a round.

Players program their golems with physical cards, so in the standard game
the device never knows the programs: it rolls the bonus die for everybody,
runs the optional programming clock, calls the four rows ("row 1: moves
first, then strike / defend / take") one press at a time and keeps the
energy track.  Lives are tokens on the table, and the device keeps a copy:
after each round's last row it asks, player by player, how many each lost
(tap = one life, a few seconds without a tap = next player), so it names the
winner of a knock-out at once and, at energy out, the golem with most lives;
a tie offers the rules' tie-break (tap: the energy set to GOLEMS_RECHARGE and
the marker moved there; wait: a draw).

Autonomous golems can instead be read from the board's drive
(``gamemaster.golems.drive``): then the device plays the battle itself, row
by row on screen, and knows who won; the row that ended the battle stays on
screen (``final_row``) until a tap shows the result.

Phases::

    setup -> [roll] -> [program] -> execute (rows 1..4) -> [lives] -> round_end -> ...
                                      |                           \\-> game_over
                                      \\-> (drive battle) final_row -> game_over

``roll`` is skipped by beginners and autonomous golems; ``program`` is
skipped by autonomous golems after the first round (their program loops).
"""

from gamemaster.clock import Clock
from gamemaster.game import Game
from gamemaster.prng import Rng
from gamemaster.binary import Writer
from gamemaster.snapshot import SnapshotError
from gamemaster.view import View
from gamemaster.golems import options as rules
from gamemaster.golems.options import COLOUR_NAMES, COLOURS

SETUP = "setup"
ROLL = "roll"
PROGRAM = "program"
EXECUTE = "execute"
ROUND_END = "round_end"
GAME_OVER = "game_over"
LIVES = "lives"            # physical games: lives lost this round, per player
FINAL_ROW = "final_row"    # drive battles: the row that ended it, before the result
_PHASES = (SETUP, ROLL, PROGRAM, EXECUTE, ROUND_END, GAME_OVER, LIVES, FINAL_ROW)
# the module (gamemaster.golems.<name>) that draws each phase, in _PHASES order
_VIEWS = ("view_setup", "view_roll", "view_program", "view_rows", "view_end", "view_end",
          "view_lives", "view_rows")

BEGINNER = "beginner"
STANDARD = "standard"
AUTONOMOUS = "autonomous"
SIEGE = "siege"
VARIANTS = (BEGINNER, STANDARD, AUTONOMOUS, SIEGE)

_CUE_NAMES = (None, "roll", "timeout", "row", "hit", "round", "game_over", "recharge", "start",
              "life", "next", "draw")

START_ENERGY = 10
START_LIVES = 3          # "Жетоны жизни - 3 шт. для каждого игрока"
LIVES_MS = 3000          # no tap this long: the next player (whole seconds for the bar)
TIE_MS = 6000            # no tap this long after a tie: a draw
ROLL_MS = 1200           # the die tumbles this long before the results show
ROLL_FRAME_MS = 100
WARN_SECONDS = 10
_SNAP_VERSION = 3         # 3: lives, the lives entry, the draw; phases lives/final_row

ENERGY_COLOUR = (255, 150, 0)
WHITE = (255, 255, 255)


def _module(name):
    # The modules only a battle the device plays itself needs (the rules
    # engine, the text formats, the drive reader, the snapshot packing:
    # ~23 KB compiled), imported at their first use: physical games, where
    # the players run the golems, never load them.  The drive reader and
    # the text formats go again once the battle is read.  The field and its
    # start layouts (``scenarios``, ~9 KB) are loaded this way too: a
    # physical game needs them only for the setup screen's picture; and
    # each phase's screen (``_VIEWS``) while it is shown.
    return __import__("gamemaster.golems." + name, None, None, ("x",))


def _forget(*names):
    from gamemaster.registry import _drop
    for name in names:
        _drop("gamemaster.golems." + name)


class GolemsMaster(Game):
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
        self.options = options if options is not None else rules.Options()
        self.rng = Rng(seed)
        self.players = 2
        self.variant = STANDARD
        self.size = 4
        self.program_s = 0
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
        self._view = None        # view() is cached on stamp()
        self._view_stamp = -1
        self._shown = None       # the view module loaded (``_VIEWS``)
        self._read_settings()

    # -- settings ------------------------------------------------------
    def _setting(self, key, default):
        try:
            v = self.settings.get(key)
        except (KeyError, AttributeError):
            return default
        return default if v is None else v

    def _read_settings(self):
        v = self._setting("GOLEMS_VARIANT", STANDARD)
        self.variant = v if v in VARIANTS else STANDARD
        p = self._setting("GOLEMS_PLAYERS", 2)
        self.players = 2 if self.variant == SIEGE else min(4, max(2, int(p)))
        s = self._setting("GOLEMS_FIELD", 4)
        self.size = {BEGINNER: 4, SIEGE: 6}.get(self.variant, 6 if s == 6 else 4)
        self.program_s = max(0, int(self._setting("GOLEMS_PROGRAM_SECONDS", 0)))
        if self.fixed_options is None:
            try:
                self.options = rules.Options(
                    self._setting("GOLEMS_MOVES", "relative"),
                    self._setting("GOLEMS_ATTACKED", "this_row"),
                    self._setting("GOLEMS_ENERGY_RULE", "stop_at_1"),
                    int(self._setting("GOLEMS_RECHARGE", 5)),
                    bool(self._setting("GOLEMS_BOX_TOKENS", False)))
            except ValueError:
                # settings were checked against the schema; a bad value
                # from elsewhere falls back to the readings we argue for
                self.options = rules.Options()

    # -- lifecycle -----------------------------------------------------
    def start(self, now, skip_ready=False):
        self._read_settings()
        self.phase = SETUP
        self.energy = START_ENERGY
        self.round = 0
        self.row = 0
        self.field = None
        self.programs = None
        self.reports = ()
        self.load_error = ""
        self.lives = [START_LIVES] * 4
        self.entry = 0
        self.castle = False
        self.drawn = False
        if self.variant == AUTONOMOUS and self.files is not None:
            self._load_battle()
        self._cue("start")
        self._changed()
        if skip_ready and not self.load_error:
            # (GM_BOOT = "play") a refused drive file keeps the setup
            # screen, which says why, rather than a silent game by hand
            self._begin_round(now)

    def _load_battle(self):
        if not getattr(self.files, "battles", True):
            # the board's profile says its heap cannot hold the engine
            # (device_battles, boards/__init__.py): say so, play by hand
            try:
                there = self.files.get(rules.FIELD_FILE) is not None
            except ValueError:         # there, but not text: still no battle
                there = True
            if there:
                self.load_error = "no device battles here: too little RAM"
                self.tell(rules.FIELD_FILE + ": this board has too little RAM for battles "
                          "the device plays; move the golems by hand")
            return
        try:
            loaded = _module("drive").load_battle(self.files, self.options)
        except ValueError as e:
            self.load_error = str(e)
            loaded = None
        # the readers are done: the battle needs the engine, not them
        _forget("drive", "textfmt")
        if loaded is not None:
            self.field, self.programs = loaded
            self.size = self.field.size
            self.players = len(self.field.golems)

    def battle(self):
        """True when the device plays the golems itself (autonomous, files)."""
        return self.field is not None

    def _changed(self):
        self.changed()

    def _cue(self, name):
        self.changed(name)

    def _begin_round(self, now):
        self.round += 1
        self.row = 0
        self.reports = ()
        if not self.battle():
            _forget("scenarios", "textfmt", "field")     # the setup picture's
        if self.variant in (STANDARD, SIEGE):
            self.phase = ROLL
            for i in range(4):
                # a knocked-out player (no lives left) rolls no more
                self.rolls[i] = rules.DIE_FACES[self.rng.below(len(rules.DIE_FACES))] \
                    if i < self.players and self.lives[i] > 0 else rules.FACE_BLANK
            self.clock.reset(now, ROLL_MS)
            self._cue("roll")
        elif self.variant == AUTONOMOUS and (self.round > 1 or self.battle()):
            self._begin_execute(now)
        else:
            self._begin_program(now)

    def save_due(self, now):
        """Saves when the dice settle or the programming time runs out, and
        every GM_CHECKPOINT_SECONDS of the programming clock, so a power cut
        gives back at most that much of it; never per animation frame."""
        if Game.save_due(self, now):
            return True
        # the lives and tie waits follow the same rule as the programming clock
        return (self.phase == PROGRAM or self._waiting()) and \
            self.clock.checkpoint_due(now, self.checkpoint_every())

    def where(self):
        return "%s, round %d" % (self.TITLE, self.round) if self.round else self.TITLE

    def _begin_program(self, now):
        self.phase = PROGRAM
        self.timed_out = False
        limit = self.program_s * 1000
        self.clock.reset(now, limit, run=limit > 0)

    def _begin_execute(self, now):
        self.clock.stop(now)
        self.phase = EXECUTE
        self.row = 0
        self._next_row(now)

    def _next_row(self, now):
        self.row += 1
        if not self.battle():
            self._cue("row")
            return
        engine = _module("engine")
        self.reports = tuple(engine.play_row(self.field, self.programs, self.row - 1,
                                             self.options))
        lost = 0
        for r in self.reports:
            lost += r.lost
        self._cue("hit" if lost else "row")
        # the engine's one decision (castle, knock-out), as in `golems battle`;
        # the row that decided it stays on screen until a tap (issue 15, 3)
        if engine.decide(self.field, engine.siege_attacker(self.field),
                         self.options) is not None:
            self.phase = FINAL_ROW
            self._cue("game_over")

    def _end_round(self, now):
        self.energy -= 1
        if self.battle():
            engine = _module("engine")
            over = engine.decide(self.field, engine.siege_attacker(self.field),
                                 self.options, self.energy) is not None
            if over:
                self._game_over(now)
            else:
                self._round_done()
            return
        # physical golems: the players say what the round cost them
        self.phase = LIVES
        self.entry = -1
        self._next_entry(now)

    def _standing(self):
        return [c for c in range(self.players) if self.lives[c] > 0]

    def _entries(self):
        # Whose losses are asked: every golem standing, then (siege) the castle.
        return self.players + (1 if self.variant == SIEGE else 0)

    def _next_entry(self, now):
        self.entry += 1
        while self.entry < self.players and self.lives[self.entry] <= 0:
            self.entry += 1
        if self.entry < self._entries():
            self.clock.reset(now, LIVES_MS)
            self._cue("next")
            return
        self.clock.stop(now)
        if self.castle or len(self._standing()) <= 1 or \
                rules.energy_over(self.energy, self.options):
            self._game_over(now)
        else:
            self._round_done()

    def _round_done(self):
        self.phase = ROUND_END
        self._cue("round")

    def _game_over(self, now):
        self.phase = GAME_OVER
        self.drawn = False
        self._cue("game_over")
        if self.can_recharge():
            self.clock.reset(now, TIE_MS)     # tap: recharge; wait: a draw
        else:
            self.clock.stop(now)

    def result(self):
        # ("win", colour), ("tie", colours) or ("draw", ()): from the field in
        # a drive battle (engine.outcome), else from the lives the players
        # entered (and, in the siege, the castle)
        if self.battle():
            engine = _module("engine")
            return engine.outcome(self.field, engine.siege_attacker(self.field))
        alive = self._standing()
        if self.variant == SIEGE:
            # Red (0) storms, Blue (1) holds: the castle, or the last one standing;
            # energy out without a capture: Blue held it
            if self.castle:
                return ("win", 0)
            if not alive:
                return ("draw", ())
            return ("win", 1 if 1 in alive else 0)
        if not alive:
            return ("draw", ())
        best = max(self.lives[c] for c in alive)
        top = tuple(c for c in alive if self.lives[c] == best)
        if len(top) == 1:
            return ("win", top[0])
        return ("tie", top)

    def end_reason(self):
        # rules.CASTLE_TAKEN, KNOCKOUT or ENERGY_OUT, for both kinds of game
        if self.battle():
            engine = _module("engine")
            return engine.end_reason(self.field, engine.siege_attacker(self.field))
        if self.castle:
            return rules.CASTLE_TAKEN
        if len(self._standing()) <= 1:
            return rules.KNOCKOUT
        return rules.ENERGY_OUT

    def can_recharge(self):
        # Only a tie, and only until the players took the draw; never in the siege.
        if self.phase != GAME_OVER or self.variant == SIEGE or self.drawn:
            return False
        return self.result()[0] == "tie"

    # -- input ---------------------------------------------------------
    def press(self, now):
        self._changed()
        ph = self.phase
        if ph == SETUP:
            self._begin_round(now)
        elif ph == ROLL:
            if self.clock.running:
                self.clock.finish(now)    # skip the tumbling, show the results
            else:
                self._begin_program(now)
        elif ph == PROGRAM:
            self._begin_execute(now)
        elif ph == EXECUTE:
            if self.row < rules.SLOTS:
                self._next_row(now)
            else:
                self._end_round(now)
        elif ph == LIVES:
            if self.entry < self.players:
                if self.lives[self.entry] > 0:
                    self.lives[self.entry] -= 1
                    self._cue("life")
            else:
                self.castle = not self.castle     # siege: "Red in the castle?"
                self._cue("life")
            self.clock.reset(now, LIVES_MS)       # the wait starts again
        elif ph == FINAL_ROW:
            self._game_over(now)
        elif ph == ROUND_END:
            self._begin_round(now)
        elif ph == GAME_OVER:
            if not self.can_recharge():
                return False
            self.clock.stop(now)
            self.energy = self.options.recharge
            # the round-end screen: move the marker up to the new energy
            self.phase = ROUND_END
            self._cue("recharge")
        return True

    def tick(self, now):
        # The clocks' faces are in stamp(); here only what ends a phase.
        if not self.clock.running or not self.clock.expired(now):
            return False
        self.clock.stop(now)
        if self.phase == PROGRAM:
            self.timed_out = True
            self._cue("timeout")
        elif self.phase == LIVES:
            self._next_entry(now)
        elif self.phase == GAME_OVER:
            self.drawn = True
            self._cue("draw")
        self.request_save()
        self._changed()
        return True

    def _waiting(self):
        # A wait the players end by not tapping (its clock is in snapshots).
        return self.phase == LIVES or (self.phase == GAME_OVER and self.can_recharge())

    def _rolling(self, now):
        return self.phase == ROLL and self.clock.running and not self.clock.expired(now)

    def _face(self, now):
        """What of the clocks is visible: the die's frame or whole seconds."""
        if self._rolling(now):
            return 1 + self.clock.elapsed(now) // ROLL_FRAME_MS
        if (self.phase == PROGRAM and self.clock.limit) or self._waiting():
            return self.clock.shown(now)
        return 0

    def stamp(self, now):
        return (self.changes << 12) | (self._face(now) & 0xFFF)

    def wake_in(self, now):
        if self._rolling(now):
            return ROLL_FRAME_MS - self.clock.elapsed(now) % ROLL_FRAME_MS
        if (self.phase == PROGRAM and not self.timed_out) or self._waiting():
            return self.clock.wake_in(now)
        return -1

    # -- view ----------------------------------------------------------
    def view(self, now):
        """Built once per visible change (the firmware asks every frame)."""
        st = self.stamp(now)
        if self._view is None or self._view_stamp != st:
            self._view = self._build_view(now)
            self._view_stamp = st
        return self._view

    def _build_view(self, now):
        # Each phase's screen is its own small module (``_VIEWS``), loaded
        # when the phase is first shown and dropped when another one is: a
        # board holds the code of the screen on show, not of all eight.
        v = View(self.ID, self.phase)
        v.cue = self.cue
        v.cue_id = self.cue_id
        v.info = (("round", self.round), ("row", self.row), ("energy", self.energy))
        name = _VIEWS[_PHASES.index(self.phase)]
        if self._shown != name:
            if self._shown is not None:
                _forget(self._shown)
            self._shown = name
        _module(name).build(self, v, now)
        return v

    def _energy_ring(self):
        return ("energy", self.energy, START_ENERGY, ENERGY_COLOUR)

    def _players_ring(self):
        return ("players", tuple(COLOURS[c] for c in self._colours()))

    def _colours(self):
        if self.battle():
            return [g.colour for g in self.field.golems]
        return list(range(self.players))

    def _roll_lines(self):
        return tuple("%s: %s" % (COLOUR_NAMES[c], rules.FACE_NAMES[self.rolls[c]]
                                 if self.lives[c] > 0 else "out")
                     for c in range(self.players))

    def _reason_line(self):
        why = self.end_reason()
        res = self.result()
        if why == rules.CASTLE_TAKEN:
            return "%s took the castle" % COLOUR_NAMES[res[1]]
        if why == rules.KNOCKOUT:
            if self.battle():
                out = [COLOUR_NAMES[g.colour] for g in self.field.golems if g.lives <= 0]
            else:
                out = [COLOUR_NAMES[c] for c in range(self.players) if self.lives[c] <= 0]
            return "Knocked out: %s" % ", ".join(out)
        return "Energy out"

    # -- persistence ---------------------------------------------------
    def snapshot(self, now=None):
        w = Writer()
        w.u8(_SNAP_VERSION)
        w.u8(_PHASES.index(self.phase))
        w.u8((self.players - 2) | (VARIANTS.index(self.variant) << 2)
             | (int(self.size == 6) << 4) | (int(self.timed_out) << 5)
             | (int(self.battle()) << 6))
        w.u16(self.program_s)
        w.u8(self.energy).u8(self.round).u8(self.row)
        w.u8(self.rolls[0] | (self.rolls[1] << 2) | (self.rolls[2] << 4) | (self.rolls[3] << 6))
        w.u8(_CUE_NAMES.index(self.cue)).u16(self.cue_id)
        w.u32(self.rng.state).u32(self.clock.left(now) if self._timed() else 0)
        w.u8(self.lives[0] | (self.lives[1] << 2) | (self.lives[2] << 4) | (self.lives[3] << 6))
        w.u8((self.entry & 7) | (int(self.castle) << 3) | (int(self.drawn) << 4))
        if self.battle():
            packing = _module("packing")
            out = bytearray()
            packing.pack_field(self.field, out)
            for p in self.programs:
                packing.pack_program(p, out)
            out.append(len(self.reports))
            for r in self.reports:
                out.extend(r.pack())
            w.buf.extend(out)
        return w.bytes()

    def _timed(self):
        return self.phase in (ROLL, PROGRAM) or self._waiting()

    def restore(self, data, now, restart_turn=False):
        # the reading is its own module, loaded for this and dropped: a board
        # restores at boot and on undo, and plays the rest of the time
        try:
            _module("restore").restore(self, data, now, restart_turn)
        except (IndexError, ValueError) as e:
            raise SnapshotError("golems snapshot: %s" % e)
        finally:
            _forget("restore")
