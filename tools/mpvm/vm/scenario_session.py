"""Scenario: a whole seeded Pipes session on the game-master, as the board runs it.

Each ``step()`` is one firmware loop tick (firmware/gmfw/main.py without
the hardware).  Simulated players press the button after seeded delays:
most turns end with a press, some run out into a timeout first; from turn
12 on every turn is followed by a water round that they acknowledge.  The
session ends once the water round after the last turn is acknowledged.

``driver``:
  "master" (default) - the Pipes game-master alone, through the Game
      interface: ``press`` when a player presses, ``tick``, ``stamp`` and,
      when it changed, ``view``; ``snapshot`` at every press (the app saves
      then).  This is what the 32 KB budget is about.
  "app" - the whole appliance (``gamemaster.app.App``: gestures, undo
      stack, saves, the game registry): 80 ms taps into ``App.button``,
      ``App.tick``, ``App.stamp``/``App.view``, ``App.take_save``.

Args: driver, seed (game), players_seed (press timing), turns (default 32 =
12 turns before the water plus 20 with water rounds), turn_seconds, tick_ms
(20, as the firmware's loop), record (keep the transcript lines, else only
the digest).

Result lines: one per changed frame ``ms phase turn water big seconds cue``,
then ``DIGEST``/``FRAMES``/``TICKS``; measurement lines (``#``) give the
bytes allocated by ticks where nothing visible changed (MicroPython only).
"""

from gamemaster.prng import Rng
from gamemaster.settings import Settings
from gamemaster.ticks import ticks_add, ticks_diff

from scenario_util import Digest, arg, mem_alloc

TAP_MS = 80
BOOT_TICKS = (1 << 29) - 60000     # CircuitPython starts ticks_ms a minute before the wrap


class Session:
    def __init__(self, args):
        self.driver = arg(args, "driver", "master")
        if self.driver not in ("master", "app"):
            raise ValueError("driver must be master or app, got %r" % (self.driver,))
        self.seed = arg(args, "seed", 7)
        self.turns = arg(args, "turns", 32)
        self.turn_seconds = arg(args, "turn_seconds", 60)
        self.tick_ms = arg(args, "tick_ms", 20)
        self.players = Rng(arg(args, "players_seed", 1))
        self.digest = Digest(arg(args, "record", True))
        self.app = None
        self.now = BOOT_TICKS
        self.boot = BOOT_TICKS
        self.stamp = None
        self.where = None            # (phase, turn, water_round) of the last frame
        self.press_at = None
        self.release_at = None
        self.done = False
        self.ticks = 0
        self.saves = 0
        self.timeouts = 0
        self.water_rounds = 0
        self.idle_ticks = 0
        self.idle_alloc = 0
        self.idle_alloc_max = 0

    def _boot(self):
        text = ("GM_GAME = \"pipes\"\nGM_BOOT = \"play\"\nGM_SEED = %d\nGM_TURN_SECONDS = %d\n"
                % (self.seed, self.turn_seconds))
        settings = Settings.from_toml(text)
        if settings.errors:
            raise ValueError("session settings: %s" % settings.errors)
        if self.driver == "app":
            from gamemaster.app import App
            self.app = App(settings)
            self.app.boot(self.now, None)
        else:
            from gamemaster.pipes.master import PipesMaster
            self.app = PipesMaster(settings, self.seed)
            self.app.start(self.now, skip_ready=True)

    def _plan(self, phase, now):
        """The players' next press for the phase just shown."""
        rng = self.players
        if phase == "turn":
            if rng.below(4) == 0:
                self.press_at = None          # nobody presses: the clock runs out
                return
            delay = 3000 + rng.below(self.turn_seconds * 900 - 3000 if self.turn_seconds else 40000)
        elif phase == "timeout":
            self.timeouts += 1
            delay = 1000 + rng.below(3000)
        elif phase == "water":
            self.water_rounds += 1
            delay = 2000 + rng.below(10000)
        else:
            delay = 1000
        self.press_at = ticks_add(now, delay)

    def step(self):
        if self.app is None:
            self._boot()
            return True
        app = self.app
        now = self.now
        before = mem_alloc()
        edges = False
        data = None
        if self.driver == "app":
            if self.press_at is not None and ticks_diff(now, self.press_at) >= 0:
                app.button(True, self.press_at)
                self.release_at = ticks_add(self.press_at, TAP_MS)
                self.press_at = None
                edges = True
            if self.release_at is not None and ticks_diff(now, self.release_at) >= 0:
                app.button(False, self.release_at)
                self.release_at = None
                edges = True
        elif self.press_at is not None and ticks_diff(now, self.press_at) >= 0:
            data = app.snapshot(now)        # the app keeps it for undo / NVM
            app.press(now)
            self.press_at = None
            edges = True
        app.tick(now)
        stamp = app.stamp(now)
        changed = stamp != self.stamp
        if changed:
            self.stamp = stamp
            v = app.view(now)
            self.digest.add("%d %s %d %d %s %s %s" % (
                ticks_diff(now, self.boot), v.phase, v.turn, v.water_round, v.big,
                v.seconds_left, v.cue))
            where = (v.phase, v.turn, v.water_round)
            if where != self.where:
                self.where = where
                if v.phase == "turn" and v.turn > self.turns:
                    self.done = True
                else:
                    self._plan(v.phase, now)
        if self.driver == "app":
            data = app.take_save(now)
        if data is not None:
            self.saves += 1
        if not changed and not edges and data is None and before >= 0:
            spent = mem_alloc() - before
            self.idle_ticks += 1
            self.idle_alloc += spent
            if spent > self.idle_alloc_max:
                self.idle_alloc_max = spent
        self.ticks += 1
        self.now = ticks_add(now, self.tick_ms)
        return not self.done

    def result(self):
        d = self.digest
        lines = list(d.lines)
        lines.append("DIGEST %08x" % d.value)
        lines.append("FRAMES %d TICKS %d SAVES %d TIMEOUTS %d WATER %d"
                     % (d.count, self.ticks, self.saves, self.timeouts, self.water_rounds))
        if self.idle_alloc_max >= 0 and mem_alloc() >= 0:
            lines.append("# idle_ticks %d idle_alloc_bytes %d idle_alloc_max_bytes %d"
                         % (self.idle_ticks, self.idle_alloc, self.idle_alloc_max))
        return "\n".join(lines)


def make(args):
    return Session(args)
