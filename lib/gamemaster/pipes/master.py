# Pipes on the device: the state machine that replaces the Pipes app.
#
# Phases::
#
#     ready --press--> turn --(clock runs out)--> timeout
#                       |                            |
#                     press                        press
#                       v                            v
#               (turn < water_after) -> next turn
#               (turn >= water_after) -> water --press--> next turn
#
# The rules: each turn shows one element; after the 12th turn every turn is
# followed by a water round, shown flashing blue.  The device cannot see the
# boards, so it never decides the end of the game: players start a new game
# from the menu.  Everything here is integer ms on the game clock; the app
# stops that clock while paused.  Settings are read when a turn begins, so a
# menu change applies from the next turn.
#
# One module with its view, draws and snapshot: a board keeps them all
# game, and each module it holds costs its own globals and the names it
# imports (tools/mpvm/firmware_ram.py); the whole compiles in ~16 KB at
# boot, before the display is up.

import struct

from gamemaster.clock import Clock
from gamemaster.errors import SnapshotError
from gamemaster.game import Game
from gamemaster.pipes.elements import COUNT, NAMES
from gamemaster.prng import Rng
from gamemaster.ticks import ticks_diff
from gamemaster.view import View

READY = "ready"
TURN = "turn"
TIMEOUT = "timeout"
WATER = "water"
PHASES = (READY, TURN, TIMEOUT, WATER)

FLASH_MS = 500            # water rounds: blue on / off
BLINK_MS = 500            # last seconds: the ring's background blinks
TURN_COLOUR = (0, 200, 60)       # completed turns on the ring
TURN_BG = (8, 8, 8)
WARN_COLOUR = (255, 120, 0)
TIMEOUT_COLOUR = (255, 0, 0)
WATER_BLUE = (0, 60, 255)
WATER_DIM = (0, 8, 40)
WATER_BG = (0, 40, 200)
# the snapshot: phase, turn, water round, element, rng state, seed, turn
# ms, ms left, cue id; then the bag's elements
SNAP = "<BHHBIIIIH"


class PipesMaster(Game):
    ID = "pipes"
    TITLE = "Pipes"
    SNAPSHOT_TAG = 1
    MENU = ("GM_TURN_SECONDS",)
    # a speaker board keeps a sample of every frequency played, all game
    # (gmfw/sound.py): E5 is 660 Hz as in "ready"
    CUES = {
        "ready": ((660, 60), (0, 40), (880, 60)),
        "turn": ((880, 70),),
        "tick": ((1200, 25),),
        "warn": ((988, 90), (0, 60), (988, 90)),
        "timeout": ((440, 250), (0, 80), (330, 450)),
        "water": ((523, 90), (660, 90), (784, 140)),
    }

    def __init__(self, settings, seed, files=None):
        Game.__init__(self, settings, seed, files)
        self.rng = Rng(seed)
        self.phase = READY
        self.turn = 0               # the turn being played (1-based); 0 before the first
        self.water_round = 0
        self.element = -1
        self.bag = b""              # remaining elements of the current bag
        self.clock = Clock()        # the turn's countdown (limit 0 = untimed)
        self.warn = 10              # warning seconds for this turn
        self.phase_start = 0        # ticks when the current phase began
        self._second = -1           # seconds shown at the last tick

    def draw(self):
        # The next element: uniform over the seven, from a bag holding each
        # once (refilled every seven turns), or weighted (PIPES_WEIGHTS).
        mode = self.settings.get("PIPES_DRAW")
        if mode == "bag":
            if not self.bag:
                self.bag = bytes(self.rng.shuffle(list(range(COUNT))))
            e = self.bag[0]
            self.bag = self.bag[1:]
            return e
        if mode == "weighted":
            return self.rng.weighted(self.settings.ints("PIPES_WEIGHTS"))
        return self.rng.below(COUNT)

    def start(self, now, skip_ready=False):
        self.phase = READY
        self.phase_start = now
        self.changed("ready")
        if skip_ready:
            self._begin_turn(now)

    def _begin_turn(self, now):
        self.turn += 1
        self.element = self.draw()
        self.phase = TURN
        self.phase_start = now
        limit = self.settings.get("GM_TURN_SECONDS") * 1000
        self.clock.reset(now, limit, run=limit > 0)
        self.warn = self.settings.get("GM_WARN_SECONDS")
        self._second = -1
        self.changed("turn")

    def press(self, now):
        if self.phase in (TURN, TIMEOUT) and self.turn >= self.settings.get("PIPES_WATER_AFTER"):
            self.water_round += 1
            self.phase = WATER
            self.phase_start = now
            self.clock.stop(now)
            self.changed("water")
        else:
            self._begin_turn(now)
        return True

    def tick(self, now):
        if self.phase != TURN or not self.clock.limit:
            return False
        if self.clock.expired(now):
            self.phase = TIMEOUT
            self.phase_start = now
            self.clock.stop(now)
            self.changed("timeout", save=True)
            return True
        sec = self.clock.shown(now)
        if sec == self._second:
            return False
        self._second = sec
        if sec <= self.warn:
            self.changed("warn" if sec == self.warn else "tick")
        return True

    def ms_left(self, now):
        return self.clock.left(now)

    def stamp(self, now):
        # Changes exactly when view(now) would (no allocation): the state,
        # the shown second, the warning blink, the water flash.
        bucket = 0
        if self.phase == TURN and self.clock.limit:
            left = self.clock.left(now)
            bucket = (left + 999) // 1000
            if bucket <= self.warn:
                bucket = bucket * 2 + (left % 1000 >= BLINK_MS)
        elif self.phase == WATER:
            bucket = (ticks_diff(now, self.phase_start) // FLASH_MS) & 1
        return (self.changes << 12) | (bucket & 0xFFF)

    def wake_in(self, now):
        if self.phase == TURN and self.clock.limit:
            w = self.clock.wake_in(now)
            if w > 0 and self.clock.shown(now) <= self.warn:
                # the blink in stamp() flips when left % 1000 drops below
                # BLINK_MS and when it wraps below 0: a left of exactly 10000
                # shows "off" for 1 ms, so a half-second grid is 1 ms late
                r = self.clock.left(now) % 1000
                b = r - BLINK_MS + 1 if r >= BLINK_MS else r + 1
                if b < w:
                    w = b
            return w
        if self.phase == WATER:
            return FLASH_MS - ticks_diff(now, self.phase_start) % FLASH_MS
        return -1

    def save_due(self, now):
        # Phase changes by itself (timeout), and every GM_CHECKPOINT_SECONDS
        # of a running turn, so a power cut gives back at most that much.
        if Game.save_due(self, now):
            return True
        return self.phase == TURN and self.clock.checkpoint_due(now, self.checkpoint_every())

    def where(self):
        return "Pipes, turn %d" % self.turn if self.turn else self.TITLE

    def view(self, now):
        # The frame at game time ``now``.
        v = View("pipes", self.phase)
        v.info = (("turn", self.turn), ("water_round", self.water_round),
                  ("element", NAMES[self.element] if self.phase in ("turn", TIMEOUT) else None))
        v.cue = self.cue
        v.cue_id = self.cue_id
        after = self.settings.get("PIPES_WATER_AFTER")
        phase = self.phase
        if phase == WATER:
            on = not (ticks_diff(now, self.phase_start) // FLASH_MS) & 1
            v.title = "WATER"
            v.text("%d" % self.water_round)
            v.lines = ("water round %d" % self.water_round, "after turn %d" % self.turn)
            v.background = WATER_BG if on else WATER_DIM
            v.ring = ("fill", WATER_BLUE if on else WATER_DIM)
            v.hint = "press when the water is marked"
            return v
        done = self.turn - (phase != READY)
        v.ring = ("count", min(done, after), after, TURN_COLOUR, TURN_BG)
        if phase == READY:
            v.title = "Pipes"
            v.text("READY")
            v.lines = ("%d-second turns" % self.settings.get("GM_TURN_SECONDS"),
                       "water after turn %d" % after)
            v.hint = "press to start"
            return v
        v.title = "Turn %d" % self.turn
        v.art = ("pipe", NAMES[self.element])
        v.clock_total = self.clock.limit // 1000
        if self.turn > after:
            v.lines = ("after water round %d" % self.water_round,)
        else:
            v.lines = ("turn %d of %d" % (self.turn, after),)
        v.hint = "press when all have moved"
        if phase == TIMEOUT:
            v.seconds_left = 0
            v.accent = TIMEOUT_COLOUR
            v.title = "TIME!"
            v.lines = ("Turn %d is over: pass" % self.turn,)
            v.ring = ("fill", TIMEOUT_COLOUR)
            v.hint = "press to go on"
        elif self.clock.limit:
            left = self.clock.left(now)
            v.seconds_left = s = (left + 999) // 1000
            if s <= self.warn:
                v.warning = True
                v.accent = WARN_COLOUR
                if left % 1000 >= BLINK_MS:
                    v.ring = v.ring[:4] + (WARN_COLOUR,)
        return v

    def snapshot(self, now=None):
        # ~30 bytes for NVM and undo: phase, counters, element, PRNG state, bag, clock.
        c = self.clock
        left = c.left(now) if now is not None else max(0, c.limit - c.base)
        return struct.pack(SNAP, PHASES.index(self.phase), self.turn, self.water_round,
                           self.element & 0xFF, self.rng.state, self.seed & 0xFFFFFFFF,
                           c.limit, left, self.cue_id) + bytes(self.bag)

    def restore(self, data, now, restart_turn=False):
        n = struct.calcsize(SNAP)
        if len(data) < n or len(data) > n + COUNT:
            raise SnapshotError("bad Pipes snapshot length %d" % len(data))
        (phase, turn, water, element, state, seed, turn_ms, left,
         cue_id) = struct.unpack(SNAP, data[:n])
        bag = bytes(data[n:])
        if (phase >= 4 or (phase in (1, 2) and element >= COUNT) or not state or left > turn_ms
                or turn_ms > 600000):
            raise SnapshotError("inconsistent Pipes snapshot")
        for b in bag:
            if b >= COUNT:
                raise SnapshotError("bad Pipes bag")
        self.phase = PHASES[phase]
        self.turn = turn
        self.water_round = water
        self.element = element if element < COUNT else -1
        self.rng.state = state
        self.seed = seed
        self.bag = bag
        self.warn = self.settings.get("GM_WARN_SECONDS")
        restart = restart_turn and self.phase in (TURN, TIMEOUT) and turn_ms > 0
        if restart:
            self.phase = TURN
        self.clock.restore(now, turn_ms, turn_ms - left, run=self.phase == TURN and turn_ms > 0,
                           restart=restart)
        self.phase_start = now
        self.cue_id = cue_id
        self.cue = None
        self._second = -1
        self.changed()
