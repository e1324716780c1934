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
# What it shows is built in master_view.py, its snapshot in
# master_snapshot.py: each compiles in a small heap of its own (the 38 KB
# game-master budget, tools/mpvm/budgets.py, compiles them one by one).

from gamemaster import registry
from gamemaster.clock import Clock
from gamemaster.game import Game
from gamemaster.pipes.elements import COUNT, weighted
from gamemaster.prng import Rng
from gamemaster.ticks import ticks_diff

READY = "ready"
TURN = "turn"
TIMEOUT = "timeout"
WATER = "water"
PHASES = (READY, TURN, TIMEOUT, WATER)

FLASH_MS = 500            # water rounds: blue on / off
BLINK_MS = 500            # last seconds: the ring's background blinks


class PipesMaster(Game):
    ID = "pipes"
    TITLE = "Pipes"
    SNAPSHOT_TAG = 1
    # a speaker board keeps a sample of every frequency played, all game
    # (gmfw/sound.py): E5 is 660 Hz as in "ready"
    CUES = {
        "ready": (660, 60, 0, 40, 880, 60),
        "turn": (880, 70),
        "tick": (1200, 25),
        "warn": (988, 90, 0, 60, 988, 90),
        "timeout": (440, 250, 0, 80, 330, 450),
        "water": (523, 90, 660, 90, 784, 140),
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
            # PIPES_WEIGHTS: seven ints, a comma list
            weights = [int(p) for p in self.settings.get("PIPES_WEIGHTS").split(",")]
            return weighted(self.rng, weights)
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
        return WORDS[15] % self.turn if self.turn else WORDS[0]     # where, title

    def view(self, now):
        from gamemaster.pipes.master_view import build
        return build(self, now)

    def snapshot(self, now=None):
        from gamemaster.pipes.master_snapshot import pack
        return pack(self, now)

    def restore(self, data, now, restart_turn=False):
        from gamemaster.pipes.master_snapshot import unpack
        unpack(self, data, now, restart_turn)


# what the game-master says (its screens: master_view.py, and where()) in the
# language in use: gamemaster/pipes/words_master_<lang>.py
WORDS = registry.words("gamemaster.pipes.words_master")
