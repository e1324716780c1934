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
# This module is what a board holds for the whole game, so it is kept small:
# the 32 KB session budget (tools/mpvm/budgets.py) counts its bytecode.

from gamemaster.prng import Rng
from gamemaster.ticks import ticks_add
from gamemaster.pipes.master_clock import READY, TIMEOUT, TURN, WATER, TurnClock

class PipesMaster(TurnClock):
    ID = "pipes"
    TITLE = "Pipes"
    SNAPSHOT_TAG = 1

    def __init__(self, settings, seed, files=None):
        TurnClock.__init__(self, settings, seed, files)
        self.rng = Rng(seed)
        self.phase = READY
        self.turn = 0               # the turn being played (1-based); 0 before the first
        self.water_round = 0
        self.element = -1
        self.bag = b""              # remaining elements of the current bag
        self.turn_ms = 0            # this turn's length (0 = untimed)
        self.warn = 10              # warning seconds for this turn
        self.deadline = 0           # ticks when the turn's clock runs out
        self.remaining_ms = 0       # while not running (snapshot/restore)
        self.phase_start = 0        # ticks when the current phase began
        self.cue = None
        self.cue_id = 0
        self.revision = 0           # bumps on every state change
        self._second = -1
        self._saved_second = -1

    def draw(self):
        from gamemaster.pipes.draws import draw
        return draw(self)

    def _changed(self, cue=None):
        self.revision = (self.revision + 1) & 0xFFFF
        if cue:
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
        self.turn_ms = self.remaining_ms = self.settings.get("GM_TURN_SECONDS") * 1000
        self.warn = self.settings.get("GM_WARN_SECONDS")
        self.deadline = ticks_add(now, self.turn_ms)
        self._second = -1
        self._saved_second = self.turn_ms // 1000
        self._changed("turn")

    def press(self, now):
        if self.phase in (TURN, TIMEOUT) and self.turn >= self.settings.get("PIPES_WATER_AFTER"):
            self.water_round += 1
            self.phase = WATER
            self.phase_start = now
            self._changed("water")
        else:
            self._begin_turn(now)
        return True

    def view(self, now):
        from gamemaster.pipes.master_view import build
        return build(self, now)

    def snapshot(self, now=None):
        from gamemaster.pipes.master_snapshot import pack
        return pack(self, now)

    def restore(self, data, now, restart_turn=False):
        from gamemaster.pipes.master_snapshot import unpack
        unpack(self, data, now, restart_turn)
