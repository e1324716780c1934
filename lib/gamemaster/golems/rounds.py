# Golem Battle's rounds: the bonus roll, programming, the rows called one
# press at a time, and what each press and each clock's end does in every
# phase.  A part of ``master.GolemsMaster`` (its base class), in its own
# module so that each compiles in a small heap; the round's end and the
# result are in ``ending``.

from gamemaster.golems import options as rules
from gamemaster.golems.common import (AUTONOMOUS, EXECUTE, FINAL_ROW, GAME_OVER, LIVES,
                                      LIVES_MS, PROGRAM, ROLL, ROLL_MS, ROUND_END, SETUP, SIEGE,
                                      STANDARD, module)
from gamemaster.golems.ending import Ending


class Rounds(Ending):
    def _begin_round(self, now):
        self.round += 1
        self.row = 0
        self.reports = ()
        if self.variant in (STANDARD, SIEGE):
            self.phase = ROLL
            for i in range(4):
                # a knocked-out player (no lives left) rolls no more
                self.rolls[i] = rules.DIE_FACES[self.rng.below(len(rules.DIE_FACES))] \
                    if i < self.players and self.lives[i] > 0 else rules.FACE_BLANK
            self.clock.reset(now, ROLL_MS)
            self.changed("roll")
        elif self.variant == AUTONOMOUS and (self.round > 1 or self.battle()):
            self._begin_execute(now)
        else:
            self._begin_program(now)

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
        if self.battle():
            module("battle").next_row(self)
        else:
            self.changed("row")

    def press(self, now):
        self.changed()
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
                if self.lives[self.entry] <= 0:
                    return False          # none left to lose: the wait goes on
                self.lives[self.entry] -= 1
            else:
                self.castle = not self.castle     # siege: "Red in the castle?"
            self.changed("life")
            self.clock.reset(now, LIVES_MS)       # the wait starts again
        elif ph == FINAL_ROW:
            self._game_over(now)
        elif ph == ROUND_END:
            self._begin_round(now)
        elif ph == GAME_OVER:
            if not self.can_recharge():
                # a new game, as on IceTowers' result and Flipop's flag (the
                # app's undo brings the result back)
                self.start(now)
                return True
            self.clock.stop(now)
            self.energy = self.options.recharge
            # the round-end screen: move the marker up to the new energy
            self.phase = ROUND_END
            self.changed("recharge")
        return True

    def tick(self, now):
        # The clocks' faces are in stamp(); here only what ends a phase.
        if not self.clock.running or not self.clock.expired(now):
            return False
        self.clock.stop(now)
        if self.phase == PROGRAM:
            self.timed_out = True
            self.changed("timeout")
        elif self.phase == LIVES:
            self._next_entry(now)
        elif self.phase == GAME_OVER:
            self.drawn = True
            self.changed("draw")
        self.request_save()
        self.changed()
        return True
