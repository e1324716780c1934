"""Golem Battle on the device: the game-master that paces a round.

Players program their golems with physical cards, so in the standard game
the device never knows the programs: it rolls the bonus die for everybody,
runs the optional programming clock, calls the four rows ("row 1: moves
first, then strike / defend / take") one press at a time and keeps the
energy track.  Lives are tokens on the table, and the device keeps a copy:
after each round's last row it asks, player by player, how many each lost
(tap = one life, a few seconds without a tap = next player), so it names the
winner of a knock-out at once and, at energy out, the golem with most lives;
a tie offers the rules' tie-break (tap: recharge +N energy; wait: a draw).

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
from gamemaster.binary import Reader, Writer
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

BEGINNER = "beginner"
STANDARD = "standard"
AUTONOMOUS = "autonomous"
SIEGE = "siege"
VARIANTS = (BEGINNER, STANDARD, AUTONOMOUS, SIEGE)
_VARIANT_TITLES = ("Beginners", "Standard", "Autonomous golems", "Castle under siege")

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


def _battle(name):
    # The modules only a battle the device plays itself needs (the rules
    # engine, the text formats, the drive reader, the snapshot packing:
    # ~23 KB compiled), imported at their first use: physical games, where
    # the players run the golems, never load them.  The drive reader and
    # the text formats go again once the battle is read.  The field and its
    # start layouts (``scenarios``, ~9 KB) are loaded this way too: a
    # physical game needs them only for the setup screen's picture.
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
            try:
                loaded = _battle("drive").load_battle(self.files, self.options)
            except ValueError as e:
                self.load_error = str(e)
                loaded = None
            # the readers are done: the battle needs the engine, not them
            _forget("drive", "textfmt")
            if loaded is not None:
                self.field, self.programs = loaded
                self.size = self.field.size
                self.players = len(self.field.golems)
        self._cue("start")
        self._changed()
        if skip_ready:
            self._begin_round(now)

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
                self.rolls[i] = rules.DIE_FACES[self.rng.below(len(rules.DIE_FACES))] \
                    if i < self.players else rules.FACE_BLANK
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
        engine = _battle("engine")
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
            engine = _battle("engine")
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
            engine = _battle("engine")
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
            engine = _battle("engine")
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
            self._cue("recharge")
            self._begin_round(now)
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
        v = View(self.ID, self.phase)
        v.cue = self.cue
        v.cue_id = self.cue_id
        v.info = (("round", self.round), ("row", self.row), ("energy", self.energy))
        ph = self.phase
        if ph == SETUP:
            self._view_setup(v)
        elif ph == ROLL:
            self._view_roll(v, now)
        elif ph == PROGRAM:
            self._view_program(v, now)
        elif ph == EXECUTE:
            self._view_execute(v)
        elif ph == LIVES:
            self._view_lives(v, now)
        elif ph == FINAL_ROW:
            self._view_execute(v)
            v.lines = v.lines + (self._reason_line(),)
            v.hint = "press: result"
        elif ph == ROUND_END:
            v.title = "Round %d done" % self.round
            v.text("Energy %d" % self.energy)
            v.lines = ("Move the energy marker to %d" % self.energy,)
            if not self.battle():
                v.lines = v.lines + (self._lives_line(),)
            v.ring = self._energy_ring()
            v.hint = "press: next round"
        else:
            self._view_game_over(v, now)
        return v

    def _energy_ring(self):
        return ("energy", self.energy, START_ENERGY, ENERGY_COLOUR)

    def _players_ring(self):
        return ("players", tuple(COLOURS[c] for c in self._colours()))

    def _colours(self):
        if self.battle():
            return [g.colour for g in self.field.golems]
        return list(range(self.players))

    def start_picture(self):
        """The field to lay out: the battle's, the siege's or empty corners."""
        if self.battle():
            return self.field.picture()
        if self.variant == SIEGE:
            return _battle("scenarios").siege_field().picture()
        return _battle("scenarios").start_field(self.players, self.size).picture()

    def _view_setup(self, v):
        v.title = self.TITLE
        v.art = ("golems", self.start_picture())
        lines = [_VARIANT_TITLES[VARIANTS.index(self.variant)],
                 "%d players, %dx%d field" % (self.players, self.size, self.size)]
        if self.battle():
            lines.append("programs from the drive")
        if self.load_error:
            lines.append(self.load_error)
        v.lines = tuple(lines)
        v.ring = self._players_ring()
        v.hint = "press: start"

    def _view_roll(self, v, now):
        v.title = "Round %d: bonus" % self.round
        v.ring = self._players_ring()
        if self._rolling(now):
            frame = self.clock.elapsed(now) // ROLL_FRAME_MS
            v.text(rules.FACE_SIGNS[rules.DIE_FACES[frame % len(rules.DIE_FACES)]])
            v.lines = tuple("%s ..." % COLOUR_NAMES[c] for c in range(self.players))
            v.hint = "rolling..."
            return
        v.lines = tuple("%s: %s" % (COLOUR_NAMES[c], rules.FACE_NAMES[self.rolls[c]])
                        for c in range(self.players))
        v.art = ("rolls", tuple((COLOURS[c], rules.FACE_SIGNS[self.rolls[c]])
                                for c in range(self.players)))
        v.hint = "press: program"

    def _view_program(self, v, now):
        v.title = "Round %d: program" % self.round
        v.ring = self._energy_ring()
        if self.variant in (STANDARD, SIEGE):
            v.lines = tuple("%s: %s" % (COLOUR_NAMES[c], rules.FACE_NAMES[self.rolls[c]])
                            for c in range(self.players))
        elif self.variant == AUTONOMOUS:
            v.lines = ("Set the program once:", "it loops every round")
        else:
            v.lines = ("4 action cards, top to bottom",)
        if self.program_s:
            v.clock_total = self.program_s
            v.seconds_left = self.clock.shown(now)
            v.warning = v.seconds_left <= WARN_SECONDS
        if self.timed_out:
            v.text("Time!")
        else:
            v.text("Program")
        v.hint = "press: run the programs"

    def _view_execute(self, v):
        v.title = "Round %d: row %d" % (self.round, self.row)
        v.ring = self._energy_ring()
        v.hint = "press: next row" if self.row < rules.SLOTS else "press: end the round"
        if not self.battle():
            v.text("Row %d" % self.row)
            if self.variant == BEGINNER:      # no bonus cards: no conditions
                v.lines = ("1. Moves and turns", "2. Strike, defend, take")
            else:
                v.lines = ("1. Moves and turns", "2. Conditions, after the moves",
                           "3. Strike, defend, take")
            if self.row == rules.SLOTS:
                v.hint = "press: lives lost"
            return
        v.art = ("golems", self.field.picture())
        v.lines = tuple(self._report_line(i) for i in range(len(self.reports)))

    def _report_line(self, i):
        g = self.field.golems[i]
        return _battle("engine").format_report(g, self.reports[i]) + " [%d]" % g.lives

    def _lives_line(self):
        return "  ".join("%s %d" % (COLOUR_NAMES[c], self.lives[c])
                         for c in range(self.players))

    def _view_lives(self, v, now):
        v.title = "Round %d: lives" % self.round
        v.clock_total = LIVES_MS // 1000
        v.seconds_left = self.clock.shown(now)
        if self.entry >= self.players:
            v.text("Castle?")
            v.ring = ("fill", COLOURS[0]) if self.castle else ("off",)
            v.lines = ("Red in the castle: %s" % ("YES" if self.castle else "no"),
                       "tap: change, wait: done")
            v.hint = "wait: done"
            return
        c = self.entry
        v.text("%s %d" % (COLOUR_NAMES[c], self.lives[c]))
        v.ring = ("energy", self.lives[c], START_LIVES, COLOURS[c])
        v.lines = ("Lives %s has left" % COLOUR_NAMES[c], "wait: next player")
        v.hint = "tap: one life lost"

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

    def _view_game_over(self, v, now):
        v.title = "Game over"
        res = self.result()
        if res[0] == "win":
            v.text("%s wins" % COLOUR_NAMES[res[1]])
            v.ring = ("fill", COLOURS[res[1]])
        else:
            v.text("Draw" if res[0] == "draw" or self.drawn else "Tie")
            v.ring = ("fill", WHITE)
        lines = [self._reason_line()]
        if self.battle():
            lines.append("  ".join("%s %d" % (COLOUR_NAMES[g.colour], g.lives)
                                   for g in self.field.golems))
        elif self.variant == SIEGE and self.end_reason() == rules.ENERGY_OUT:
            lines.append("Blue held the castle")
        else:
            lines.append(self._lives_line())
        if self.can_recharge():
            lines.append("tap: recharge +%d, wait: draw" % self.options.recharge)
            v.clock_total = TIE_MS // 1000
            v.seconds_left = self.clock.shown(now)
            v.hint = "tap: recharge, wait: draw"
        v.lines = tuple(lines)

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
            packing = _battle("packing")
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
        try:
            self._restore(data, now, restart_turn)
        except (IndexError, ValueError) as e:
            raise SnapshotError("golems snapshot: %s" % e)

    def _restore(self, data, now, restart_turn=False):
        self._changed()
        r = Reader(data)
        if r.u8() != _SNAP_VERSION:
            raise SnapshotError("golems snapshot: unknown version")
        phase = r.u8()
        flags = r.u8()
        if phase >= len(_PHASES) or (flags >> 2) & 3 >= len(VARIANTS):
            raise SnapshotError("golems snapshot: bad phase or variant")
        self.phase = _PHASES[phase]
        self.players = 2 + (flags & 3)
        self.variant = VARIANTS[(flags >> 2) & 3]
        self.size = 6 if flags & 16 else 4
        self.timed_out = bool(flags & 32)
        self.program_s = r.u16()
        self.energy = r.u8()
        self.round = r.u8()
        self.row = r.u8()
        b = r.u8()
        self.rolls = [b & 3, (b >> 2) & 3, (b >> 4) & 3, (b >> 6) & 3]
        cue = r.u8()
        if cue >= len(_CUE_NAMES):
            raise SnapshotError("golems snapshot: bad cue")
        self.cue = _CUE_NAMES[cue]
        self.cue_id = r.u16()
        self.rng.state = r.u32()
        left = r.u32()
        b = r.u8()
        self.lives = [b & 3, (b >> 2) & 3, (b >> 4) & 3, (b >> 6) & 3]
        b = r.u8()
        self.entry = b & 7
        self.castle = bool(b & 8)
        self.drawn = bool(b & 16)
        if self.phase == LIVES and self.entry >= self._entries():
            raise SnapshotError("golems snapshot: bad lives entry")
        self.field = None
        self.programs = None
        self.reports = ()
        if flags & 64:
            rest = r.data[r.pos:]
            packing, engine = _battle("packing"), _battle("engine")
            field, at = packing.unpack_field(rest, 0)
            programs = []
            for _ in field.golems:
                p, at = packing.unpack_program(rest, at)
                programs.append(p)
            n = rest[at]
            at += 1
            reports = []
            for _ in range(n):
                reports.append(engine.Report.unpack(rest, at))
                at += engine.Report.SIZE
            if at != len(rest):
                raise SnapshotError("golems snapshot: %d extra bytes" % (len(rest) - at))
            self.field, self.programs, self.reports = field, programs, tuple(reports)
            self.size = field.size
        else:
            r.done()
        # the clock last: whether a wait runs depends on the result (a tie)
        if self.phase == ROLL:
            limit = ROLL_MS
        elif self.phase == PROGRAM:
            limit = self.program_s * 1000
        elif self.phase == LIVES:
            limit = LIVES_MS
        else:
            limit = TIE_MS if self._waiting() else 0
        if left > limit:
            raise SnapshotError("golems snapshot: clock beyond its limit")
        # GM_RESUME = "restart_turn": the programming time starts again
        restart = restart_turn and self.phase == PROGRAM and self.program_s > 0
        if restart:
            self.timed_out = False
        # a wait saved at 0 left still runs, so its end (next player, the
        # draw) happens on the next tick
        self.clock.restore(now, limit, limit - left,
                           run=(self.phase in (ROLL, PROGRAM) and (left > 0 or restart))
                           or self._waiting(),
                           restart=restart)
