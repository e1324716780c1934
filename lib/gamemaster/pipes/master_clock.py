# The turn clock of the Pipes game-master: time passing, the countdown's
# warning and timeout, in-turn checkpoints and the cheap per-tick stamp.
# Everything here runs every loop tick and must not allocate.  A base class
# of PipesMaster (master.py) so a board compiles the two halves separately.

from gamemaster.game import Game
from gamemaster.ticks import ticks_diff

READY = "ready"
TURN = "turn"
TIMEOUT = "timeout"
WATER = "water"
_PHASES = (READY, TURN, TIMEOUT, WATER)

FLASH_MS = 500            # water rounds: blue on / off
BLINK_MS = 500            # last seconds: the ring's background blinks


class TurnClock(Game):
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
        if sec == self._second:
            return False
        self._second = sec
        if sec <= self.warn:
            self.cue = "warn" if sec == self.warn else "tick"
            self.cue_id = (self.cue_id + 1) & 0xFFFF
        return True

    def ms_left(self, now):
        if self.phase == TURN and self.turn_ms:
            left = ticks_diff(self.deadline, now)
            return left if left > 0 else 0
        return self.remaining_ms if self.phase != TURN else 0

    def checkpoint_due(self, now):
        # Save inside a running turn every GM_CHECKPOINT_SECONDS.
        every = self.settings.get("GM_CHECKPOINT_SECONDS")
        if self.phase != TURN or not self.turn_ms or not every:
            return False
        sec = self.ms_left(now) // 1000
        if sec and self._saved_second - sec >= every:
            self._saved_second = sec
            return True
        return False

    def stamp(self, now):
        # A small int that changes exactly when ``view(now)`` would change
        # (no allocation: the firmware polls it every loop).
        bucket = 0
        if self.phase == TURN and self.turn_ms:
            left = self.ms_left(now)
            bucket = (left + 999) // 1000
            if bucket <= self.warn:
                bucket = bucket * 2 + (left % 1000 >= BLINK_MS)
        elif self.phase == WATER:
            bucket = (ticks_diff(now, self.phase_start) // FLASH_MS) & 1
        return (self.revision << 12) | (bucket & 0xFFF)

