# Golem Battle's round end and result: the lives the players lost (physical
# golems: entered player by player, then, in the siege, whether Red took the
# castle), the end of the battle, its result and a tie's recharge.  A part
# of ``master.GolemsMaster`` (its base class), in its own module so that
# each compiles in a small heap.

from gamemaster.golems import options as rules
from gamemaster.golems.common import (GAME_OVER, LIVES, LIVES_MS, ROUND_END, SIEGE, TIE_MS,
                                      module)


class Ending:
    def _end_round(self, now):
        self.energy -= 1
        if self.battle():
            if module("battle").over(self):
                self._game_over(now)
            else:
                self.phase = ROUND_END
                self.changed("round")
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
            self.changed("next")
            return
        self.clock.stop(now)
        if self.castle or len(self._standing()) <= 1 or \
                rules.energy_over(self.energy, self.options):
            self._game_over(now)
        else:
            self.phase = ROUND_END
            self.changed("round")

    def _game_over(self, now):
        self.phase = GAME_OVER
        self.drawn = False
        self.changed("game_over")
        if self.can_recharge():
            self.clock.reset(now, TIE_MS)     # tap: recharge; wait: a draw
        else:
            self.clock.stop(now)

    def result(self):
        # ("win", colour), ("tie", colours) or ("draw", ()): from the field in
        # a drive battle (engine.outcome), else from the lives the players
        # entered (and, in the siege, the castle)
        if self.battle():
            return module("battle").result(self)
        left = self._standing()
        if self.variant == SIEGE:
            # Red (0) storms, Blue (1) holds: the castle, or the last one standing;
            # energy out without a capture: Blue held it
            if self.castle:
                return ("win", 0)
            if not left:
                return ("draw", ())
            return ("win", 1 if 1 in left else 0)
        if not left:
            return ("draw", ())
        best = max(self.lives[c] for c in left)
        top = tuple(c for c in left if self.lives[c] == best)
        if len(top) == 1:
            return ("win", top[0])
        return ("tie", top)

    def end_reason(self):
        # rules.CASTLE_TAKEN, KNOCKOUT or ENERGY_OUT, for both kinds of game
        if self.battle():
            return module("battle").end_reason(self)
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

    def _waiting(self):
        # A wait the players end by not tapping (its clock is in snapshots).
        return self.phase == LIVES or (self.phase == GAME_OVER and self.can_recharge())
