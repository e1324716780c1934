"""Pipes on the device: the state machine that replaces the Pipes app.

Phases::

    ready --press--> turn --(clock runs out)--> timeout
                      |                            |
                    press                        press
                      v                            v
              (turn < water_after) -> next turn
              (turn >= water_after) -> water --press--> next turn

The rules: each turn shows one element; after the 12th turn every turn is
followed by a water round, shown flashing blue.  The device cannot see the
boards, so it never decides the end of the game: players start a new game
from the menu.  Everything here is integer ms on the game clock; the app
stops that clock while paused.
"""

from gamemaster.game import Game
from gamemaster.prng import Rng
from gamemaster.snapshot import Reader, SnapshotError, Writer
from gamemaster.ticks import ticks_add, ticks_diff
from gamemaster.view import BIG_ELEMENT, BIG_TEXT, View
from gamemaster.pipes import elements

READY = "ready"
TURN = "turn"
TIMEOUT = "timeout"
WATER = "water"
_PHASES = (READY, TURN, TIMEOUT, WATER)

FLASH_MS = 500            # water rounds: blue on / off period halves
WARN_BLINK_MS = 500

# colours
WHITE = (255, 255, 255)
TURN_COLOUR = (0, 200, 60)       # completed turns on the ring
TURN_BG = (8, 8, 8)
WARN_COLOUR = (255, 120, 0)
TIMEOUT_COLOUR = (255, 0, 0)
WATER_BLUE = (0, 60, 255)
WATER_DIM = (0, 8, 40)
WATER_BG = (0, 40, 200)


class PipesMaster(Game):
    ID = "pipes"
    TITLE = "Pipes"
    SNAPSHOT_TAG = 1

    def __init__(self, settings, seed, files=None):
        Game.__init__(self, settings, seed, files)
        self.rng = Rng(seed)
        self.phase = READY
        self.turn = 0               # the turn being played (1-based); 0 before the first
        self.water_round = 0
        self.element = -1
        self.bag = bytearray()      # remaining elements of the current bag
        self.turn_ms = 0            # this turn's length (0 = untimed)
        self.deadline = 0           # ticks when the turn's clock runs out
        self.remaining_ms = 0       # while not running (snapshot/restore)
        self.phase_start = 0        # ticks when the current phase began
        self.cue = None
        self.cue_id = 0
        self.revision = 0           # bumps on every state change
        self._last_second = -1
        self._last_saved_second = -1

    # -- settings ------------------------------------------------------
    def _setting(self, key, default):
        try:
            return self.settings.get(key)
        except (KeyError, AttributeError):
            return default

    def _water_after(self):
        return self._setting("PIPES_WATER_AFTER", 12)

    # -- drawing elements ----------------------------------------------
    def draw(self):
        mode = self._setting("PIPES_DRAW", "uniform")
        if mode == "bag":
            if not self.bag:
                items = list(range(elements.COUNT))
                self.rng.shuffle(items)
                self.bag = bytearray(items)
            e = self.bag[0]
            self.bag = self.bag[1:]
            return e
        if mode == "weighted":
            try:
                weights = self.settings.pipes_weights()
            except AttributeError:
                weights = [1] * elements.COUNT
            return self.rng.weighted(weights)
        return self.rng.below(elements.COUNT)

    # -- transitions ---------------------------------------------------
    def _changed(self, cue=None):
        self.revision = (self.revision + 1) & 0xFFFF
        if cue is not None:
            self.cue = cue
            self.cue_id = (self.cue_id + 1) & 0xFFFF

    def start(self, now, skip_ready=False):
        self.phase = READY
        self.phase_start = now
        self._changed("ready")
        if skip_ready:
            self._begin_turn(now)

    def _begin_turn(self, now):
        self.turn += 1
        self.element = self.draw()
        self.phase = TURN
        self.phase_start = now
        self.turn_ms = self._setting("GM_TURN_SECONDS", 60) * 1000
        self.remaining_ms = self.turn_ms
        self.deadline = ticks_add(now, self.turn_ms) if self.turn_ms else now
        self._last_second = -1
        self._last_saved_second = self.turn_ms // 1000
        self._changed("turn")

    def _end_turn(self, now):
        if self.turn >= self._water_after():
            self.water_round += 1
            self.phase = WATER
            self.phase_start = now
            self._changed("water")
        else:
            self._begin_turn(now)

    def press(self, now):
        if self.phase == READY:
            self._begin_turn(now)
        elif self.phase in (TURN, TIMEOUT):
            self._end_turn(now)
        elif self.phase == WATER:
            self._begin_turn(now)
        else:
            return False
        return True

    def tick(self, now):
        if self.phase != TURN or not self.turn_ms:
            return False
        left = ticks_diff(self.deadline, now)
        if left <= 0:
            self.phase = TIMEOUT
            self.phase_start = now
            self.remaining_ms = 0
            self._changed("timeout")
            return True
        sec = (left + 999) // 1000
        if sec != self._last_second:
            self._last_second = sec
            warn = self._setting("GM_WARN_SECONDS", 10)
            if warn and sec <= warn:
                self.cue = "warn" if sec == warn else "tick"
                self.cue_id = (self.cue_id + 1) & 0xFFFF
            return True
        return False

    # -- what the app asks ---------------------------------------------
    def ms_left(self, now):
        if self.phase == TURN and self.turn_ms:
            left = ticks_diff(self.deadline, now)
            return left if left > 0 else 0
        if self.phase == TURN:
            return 0
        return self.remaining_ms

    def checkpoint_due(self, now):
        """Save inside a running turn every GM_CHECKPOINT_SECONDS."""
        every = self._setting("GM_CHECKPOINT_SECONDS", 15)
        if self.phase != TURN or not self.turn_ms or not every:
            return False
        sec = self.ms_left(now) // 1000
        if sec and self._last_saved_second - sec >= every:
            self._last_saved_second = sec
            return True
        return False

    def stamp(self, now):
        """A small int that changes exactly when ``view(now)`` would change
        (no allocation: the firmware polls it every loop)."""
        bucket = 0
        if self.phase == TURN and self.turn_ms:
            left = self.ms_left(now)
            bucket = (left + 999) // 1000
            warn = self._setting("GM_WARN_SECONDS", 10)
            if warn and bucket <= warn:
                bucket = bucket * 2 + (1 if (left % 1000) >= WARN_BLINK_MS else 0)
        elif self.phase == WATER:
            bucket = (ticks_diff(now, self.phase_start) // FLASH_MS) & 1
        return (self.revision << 12) | (bucket & 0xFFF)

    def view(self, now):
        v = View(self.ID, self.phase)
        v.turn = self.turn
        v.water_round = self.water_round
        v.cue = self.cue
        v.cue_id = self.cue_id
        water_after = self._water_after()
        done = self.turn - 1 if self.phase in (TURN, TIMEOUT) else self.turn
        if self.phase == READY:
            v.title = "Pipes"
            v.big_kind = BIG_TEXT
            v.big = "READY"
            v.lines = ("%d-second turns" % (self._setting("GM_TURN_SECONDS", 60)),
                       "water after turn %d" % water_after)
            v.hint = "press to start"
            v.ring = ("count", 0, water_after, TURN_COLOUR, TURN_BG)
            return v
        if self.phase in (TURN, TIMEOUT):
            v.title = "Turn %d" % self.turn
            v.big_kind = BIG_ELEMENT
            v.big = elements.NAMES[self.element]
            v.clock_total = self.turn_ms // 1000
            base_ring = ("count", min(done, water_after), water_after, TURN_COLOUR, TURN_BG)
            if self.turn > water_after:
                v.lines = ("after water round %d" % self.water_round,)
            else:
                v.lines = ("turn %d of %d" % (self.turn, water_after),)
            if self.phase == TIMEOUT:
                v.seconds_left = 0
                v.accent = TIMEOUT_COLOUR
                v.title = "TIME!"
                v.lines = ("Turn %d is over: pass" % self.turn,)
                v.ring = ("fill", TIMEOUT_COLOUR)
                v.hint = "press to go on"
                return v
            v.hint = "press when all have moved"
            v.ring = base_ring
            if self.turn_ms:
                left = self.ms_left(now)
                v.seconds_left = (left + 999) // 1000
                warn = self._setting("GM_WARN_SECONDS", 10)
                if warn and v.seconds_left <= warn:
                    v.warning = True
                    v.accent = WARN_COLOUR
                    blink = (left % 1000) >= WARN_BLINK_MS
                    v.ring = ("count", min(done, water_after), water_after, TURN_COLOUR,
                              WARN_COLOUR if blink else TURN_BG)
            return v
        # water round
        on = ((ticks_diff(now, self.phase_start) // FLASH_MS) & 1) == 0
        v.title = "WATER"
        v.big_kind = BIG_TEXT
        v.big = "%d" % self.water_round
        v.lines = ("water round %d" % self.water_round, "after turn %d" % self.turn)
        v.background = WATER_BG if on else WATER_DIM
        v.accent = WHITE
        v.ring = ("fill", WATER_BLUE if on else WATER_DIM)
        v.hint = "press when the water is marked"
        v.extra = ("flash", on)
        return v

    # -- persistence ---------------------------------------------------
    def snapshot(self, now=None):
        """~24 bytes: phase, counters, element, PRNG state, bag, clock."""
        w = Writer()
        w.u8(_PHASES.index(self.phase))
        w.u16(self.turn)
        w.u16(self.water_round)
        w.u8(self.element & 0xFF)
        w.u32(self.rng.state)
        w.u32(self.seed & 0xFFFFFFFF)
        w.blob(bytes(self.bag))
        w.u32(self.turn_ms)
        w.u32(self.ms_left(now) if now is not None else self.remaining_ms)
        w.u16(self.cue_id)
        return w.bytes()

    def restore(self, data, now, restart_turn=False):
        r = Reader(data)
        phase = r.u8()
        if phase >= len(_PHASES):
            raise SnapshotError("bad Pipes phase %d" % phase)
        turn = r.u16()
        water = r.u16()
        element = r.u8()
        rng_state = r.u32()
        seed = r.u32()
        bag = r.blob()
        turn_ms = r.u32()
        remaining = r.u32()
        cue_id = r.u16()
        r.done()
        if phase in (1, 2) and not 0 <= element < elements.COUNT:
            raise SnapshotError("bad Pipes element %d" % element)
        if rng_state == 0 or remaining > turn_ms or turn_ms > 600000:
            raise SnapshotError("inconsistent Pipes snapshot")
        for b in bag:
            if b >= elements.COUNT:
                raise SnapshotError("bad Pipes bag")
        self.phase = _PHASES[phase]
        self.turn = turn
        self.water_round = water
        self.element = element if element < elements.COUNT else -1
        self.rng.state = rng_state
        self.seed = seed
        self.bag = bytearray(bag)
        self.turn_ms = turn_ms
        if restart_turn and self.phase in (TURN, TIMEOUT) and turn_ms:
            remaining = turn_ms
            self.phase = TURN
        self.remaining_ms = remaining
        self.deadline = ticks_add(now, remaining)
        self.phase_start = now
        self.cue_id = cue_id
        self.cue = None
        self._last_second = -1
        self._last_saved_second = remaining // 1000
        self._changed()
