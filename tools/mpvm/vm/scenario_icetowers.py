"""Scenario: whole simulated IceTowers games (real-time bots), stepped.

``step()`` handles one event of ``gamemaster.icetowers.sim.Sim`` (one
action landing, with the decisions it triggers), so this VM collects the
garbage between events as a board would between loop ticks.

Args: seed (of the first game; game k uses seed + k), players (2), games
(1), strategies (names dealt to the seats; default big,splitter), variant
("standard", "ghost" or "double"), record (keep the transcript lines, else
only the digest).

Result: each game's transcript (when recorded) followed by ``GAME k seed S
end E ms T actions A fumbles F scores .. winners .. digest D``; the ``#``
line gives the time spent in the simulation.
"""

from gamemaster.icetowers.rules import VARIANT_NAMES
from gamemaster.icetowers.sim import Sim

from scenario_util import Stopwatch, arg


class Games:
    def __init__(self, args):
        self.seed = arg(args, "seed", 1)
        self.players = arg(args, "players", 2)
        self.games = arg(args, "games", 1)
        self.strategies = arg(args, "strategies", ["big", "splitter"])
        self.variant = VARIANT_NAMES.index(arg(args, "variant", "standard"))
        self.record = arg(args, "record", False)
        self.sim = None
        self.played = 0
        self.lines = []
        self.clock = Stopwatch()

    def step(self):
        self.clock.start()
        if self.sim is None:
            self.sim = Sim(self.players, self.strategies, self.seed + self.played, self.variant,
                           record=self.record)
            more = True
        elif not self.sim.step():
            s = self.sim
            g = s.game
            if self.record:
                self.lines.extend(s.lines)
            self.lines.append("GAME %d seed %d end %s ms %d actions %d fumbles %d scores %s "
                              "winners %s digest %08x" % (
                                  self.played, self.seed + self.played, s.end_name(), s.now,
                                  s.applied, s.fumbles,
                                  ",".join(["%d" % x for x in g.player_scores()]),
                                  ",".join(["%d" % w for w in g.winners()]), s.digest))
            self.sim = None
            self.played += 1
            more = self.played < self.games
        else:
            more = True
        self.clock.stop()
        return more

    def result(self):
        lines = list(self.lines)
        lines.append("# sim_us %d games %d" % (self.clock.us, self.played))
        return "\n".join(lines)


def make(args):
    return Games(args)
