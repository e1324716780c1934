# One clock for every game: a turn countdown (Pipes), a programming clock
# (Golem Battle), a per-move limit or a player's time bank (Flipop), a
# count-up game clock (IceTowers).
#
# It runs on the *game clock* the app passes in, which stops while the device
# is paused, so pausing needs nothing here.  State is two ints (limit and
# elapsed ms at the last stop or start) plus the tick it was started at;
# that is all a snapshot needs, and restoring "as saved" or "restarted" is
# one call.  Nothing here allocates: games call it every loop tick.

from gamemaster.ticks import ticks_diff


class Clock:
    def __init__(self, limit=0):
        self.limit = limit     # ms a countdown runs; 0 = count up only
        self.base = 0             # elapsed ms before the current run
        self.mark = 0             # game ticks when the current run started
        self.running = False
        self._saved_s = 0         # shown seconds at the last checkpoint

    def reset(self, now, limit=None, run=True):
        # A fresh clock (new turn, new move): nothing elapsed.
        if limit is not None:
            self.limit = limit
        self.base = 0
        self.mark = now
        self.running = run
        self._saved_s = self.shown(now)

    def start(self, now):
        if not self.running:
            self.mark = now
            self.running = True

    def stop(self, now):
        if self.running:
            self.base = self.elapsed(now)
            self.running = False

    def finish(self, now):
        # Run out now (a skipped animation): stopped, nothing left.
        self.base = self.limit
        self.running = False

    def add(self, ms):
        # Give time back (a Fischer increment) or take it (negative).
        self.base -= ms

    def elapsed(self, now):
        if not self.running:
            return self.base
        return self.base + ticks_diff(now, self.mark)

    def left(self, now):
        # Countdown ms left, never below 0 (0 for a count-up clock).
        left = self.limit - self.elapsed(now)
        return left if left > 0 and self.limit else 0

    def expired(self, now):
        return self.limit > 0 and self.elapsed(now) >= self.limit

    def shown(self, now):
        # Whole seconds on the screen: left rounded up for a countdown (so
        # "0" means time is up), elapsed rounded down when counting up.
        if self.limit:
            return (self.left(now) + 999) // 1000
        e = self.elapsed(now)
        return e // 1000 if e > 0 else 0

    def wake_in(self, now, half=False):
        # ms until ``shown`` changes (or the half-second blink when ``half``),
        # -1 when stopped: the app sleeps until then.
        if not self.running or (self.limit and self.expired(now)):
            return -1
        step = 500 if half else 1000
        if self.limit:
            return (self.left(now) - 1) % step + 1
        return step - self.elapsed(now) % step

    def checkpoint_due(self, now, every_s):
        # True once every ``every_s`` shown seconds while running: the game
        # saves then, so a power cut gives back at most that much time.
        if not self.running or not every_s:
            return False
        s = self.shown(now)
        if abs(s - self._saved_s) >= every_s:
            self._saved_s = s
            return True
        return False

    def restore(self, now, limit, elapsed, run, restart=False):
        # From a snapshot: as saved, or (``restart``) from a full limit.
        self.limit = limit
        self.base = 0 if restart else elapsed
        self.mark = now
        self.running = run
        self._saved_s = self.shown(now)
