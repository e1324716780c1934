"""Scenario: whole simulated Pipes games (rules engine + bots), stepped.

``step()`` calls ``Match.step()`` once: one player's move or one whole
water round (the granularity gamemaster.pipes.match promises for this VM).
Before each game, one step per board generates the boards: the same boards
``generator.generate_set`` gives for the seed (tests/gates check that), one
board per call so each board's rejected drafts are collected in between.

Args: seed (of the first game; game k uses seed + k), players (4), games
(1), bots (names cycled over the seats; default planner/random), record
(keep the transcript lines, else only the digest), boards: omitted =
generate them on the VM, or a list of board texts (gamemaster.pipes.boardtext)
to parse instead - one game, one board per seat - so that a budget can
measure the engine and bots without the board generator.

Result: each game's transcript (when recorded) followed by ``GAME k seed
winners turns rounds digest``; measurement lines (``#``) give the time
spent inside the engine's calls.
"""

from gamemaster.pipes.bots import make_bot
from gamemaster.pipes.match import Match
from gamemaster.prng import Rng

from scenario_util import Stopwatch, arg


class Games:
    def __init__(self, args):
        self.seed = arg(args, "seed", 1)
        self.players = arg(args, "players", 4)
        self.games = arg(args, "games", 1)
        self.bots = arg(args, "bots", ["planner", "random"])
        self.record = arg(args, "record", True)
        self.texts = args.get("boards")
        if self.texts is not None and (self.games != 1 or len(self.texts) != self.players):
            raise ValueError("given boards: one game, one board text per player")
        self.match = None
        self.spec = None
        self.boards = None
        self.board_rng = None
        self.played = 0
        self.lines = []
        self.clock = Stopwatch()

    def _next_board(self):
        """generate_set(spec, players, seed), one board per call."""
        seed = self.seed + self.played
        if self.boards is None:
            self.boards = []
            self.board_rng = Rng(seed)
        if self.texts is not None:
            from gamemaster.pipes.boardtext import parse
            self.boards.append(parse(self.texts[len(self.boards)]))
        else:
            # imported here: with given boards the generator is not loaded
            from gamemaster.pipes.generator import BoardSpec, generate
            if self.spec is None:
                self.spec = BoardSpec()
            b = generate(self.spec, self.board_rng)
            if b not in self.boards:
                self.boards.append(b)
        if len(self.boards) == self.players:
            bots = [make_bot(self.bots[i % len(self.bots)]) for i in range(self.players)]
            self.match = Match(self.boards, bots, seed, None, record=self.record)
            self.boards = None

    def step(self):
        self.clock.start()
        if self.match is None:
            self._next_board()
            more = True
        elif not self.match.step():
            m = self.match
            if self.record:
                self.lines.extend(m.transcript)
            self.lines.append("GAME %d seed %d winners %s turns %d rounds %d digest %08x" % (
                self.played, self.seed + self.played, ",".join(["%d" % w for w in m.winners]),
                m.turn, m.round, m.digest))
            self.match = None
            self.played += 1
            more = self.played < self.games
        else:
            more = True
        self.clock.stop()
        return more

    def result(self):
        lines = list(self.lines)
        lines.append("# engine_us %d games %d" % (self.clock.us, self.played))
        return "\n".join(lines)


def make(args):
    return Games(args)
