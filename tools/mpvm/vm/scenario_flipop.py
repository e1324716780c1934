"""Scenario: a Flipop game between two engine opponents, stepped.

Each ``step()`` is one call of the opponent's stepped search (at most
``chunk`` nodes) or, when a search has finished, playing its move: the
granularity a board would use to stay responsive while it thinks.

Args: seed (1), moves (how many AI moves to play, 12), level (2: the
device's strength), chunk (25 nodes per step), rules (a dict of
gamemaster.flipop.board.Rules keyword arguments; default the defaults).
Under the ``exit`` end rule each position's exit search is stepped too
(``chunk`` positions per step) before the game goes on.

Result: one line per move (``k describe nodes depth``), then ``END`` with
the position's bytes in hex and the result; ``#`` lines give the nodes and
microseconds spent searching.
"""

from gamemaster.flipop.ai import LEVEL_NODES, Searcher
from gamemaster.flipop.board import END_EXIT, Rules
from gamemaster.flipop.position import Position
from gamemaster.prng import Rng

from scenario_util import Stopwatch, arg


class Game:
    def __init__(self, args):
        self.moves = arg(args, "moves", 12)
        self.level = arg(args, "level", 2)
        self.chunk = arg(args, "chunk", 25)
        kw = args.get("rules") or {}
        self.pos = Position(Rules(**kw))
        self.rng = Rng(arg(args, "seed", 1))
        self.search = None
        self.exit_search = None
        self.exit_out = []
        self.played = 0
        self.lines = []
        self.nodes = 0
        self.steps = 0
        self.max_steps = 0
        self.clock = Stopwatch()

    def step(self):
        if self.pos.rules.end == END_EXIT and self.pos.exits is None:
            # the exit rule's search, ``chunk`` positions per step
            self.clock.start()
            if self.exit_search is None:
                from gamemaster.flipop.moves import search
                self.exit_out = []
                self.exit_search = search(self.pos, self.exit_out)
            for _ in range(self.chunk):
                try:
                    next(self.exit_search)
                except StopIteration:
                    self.pos.exits = self.exit_out[0]
                    self.exit_search = None
                    break
            self.clock.stop()
            return True
        if self.played >= self.moves or self.pos.result() is not None:
            return False
        self.clock.start()
        if self.search is None:
            self.search = Searcher(self.pos, nodes=LEVEL_NODES[self.level], chunk=self.chunk,
                                   rng=self.rng)
            self.steps = 0
        elif self.search.step():
            self.steps += 1
        else:
            s = self.search
            self.lines.append("%d %s %d %d" % (self.played, self.pos.describe(s.best), s.nodes,
                                               s.depth))
            self.nodes += s.nodes
            if self.steps > self.max_steps:
                self.max_steps = self.steps
            self.pos = self.pos.apply(s.best)
            self.search = None
            self.played += 1
        self.clock.stop()
        return True

    def result(self):
        lines = list(self.lines)
        r = self.pos.result()
        data = self.pos.to_bytes()
        lines.append("END %s %s max_steps %d" % ("".join(["%02x" % x for x in data]),
                                                 "-" if r is None else "%d,%d" % r,
                                                 self.max_steps))
        lines.append("# search_us %d nodes %d" % (self.clock.us, self.nodes))
        return "\n".join(lines)


def make(args):
    return Game(args)
