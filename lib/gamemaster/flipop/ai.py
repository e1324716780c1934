# The Flipop opponent: negamax alpha-beta with iterative deepening, stepped.
#
# A board must stay responsive while the opponent thinks, and the VM we
# measure on collects garbage only between calls, so the search is a
# generator: each step() searches at most ``chunk`` nodes and returns; the
# whole answer costs at most ``nodes`` nodes, i.e. about nodes / chunk steps
# (plus one).  The deepest fully searched depth's best move is the answer;
# an unfinished depth is dropped (its root moves were not all compared).
#
# The search works on the raw state (two ball masks, two gate ints) to keep
# each node's garbage small.  It knows "all five off" and, under END_STUCK,
# "no move"; the quiet, exit and cap end rules are left to the evaluation
# (balls taken off count most, so it plays for the count those rules use).
# The search below the root is alphabeta.py (apart so each module compiles
# in a small heap).

from gamemaster.flipop.alphabeta import WIN, node
from gamemaster.flipop.moves import apply

LEVEL_NODES = (0, 60, 300, 1500, 6000)     # levels 1..4; the device plays 2


class Searcher:
    def __init__(self, pos, nodes=300, chunk=25, rng=None):
        self.rules = pos.rules
        self.root = (pos.w, pos.b, pos.g0, pos.g1, pos.side, pos.last)
        self.limit = nodes          # the node budget
        self.chunk = chunk
        self.nodes = 0
        self.depth = 0              # deepest depth fully searched
        self.value = 0
        moves = list(pos.legal_moves())
        if rng is not None:
            rng.shuffle(moves)      # variety between equal moves, seeded
        self.moves = moves
        self.best = moves[0] if moves else None
        self._pause = 0
        self.stop = False           # the budget is spent
        self._next = self._run() if len(moves) > 1 else None     # the search, stepped

    def step(self):
        # True while the search goes on
        if self._next is None:
            return False
        self._pause = self.nodes + self.chunk
        try:
            next(self._next)
            return True
        except StopIteration:
            self._next = None
            return False

    def _run(self):
        w, b, g0, g1, side, last = self.root
        moves = self.moves
        for depth in range(1, 9):          # 8 plies deep at most
            best = None
            lo = -WIN - 1           # the best value so far: alpha
            for m in moves:
                if not m:
                    st = (w, b, g0, g1, 1 - side, ())
                else:
                    st = apply(w, b, g0, g1, m)
                    st = (st[0], st[1], st[2], st[3], 1 - side, m)
                v = yield from node(self, st, depth - 1, -WIN - 1, -lo, 1)
                v = -v
                if self.stop:
                    return
                if best is None or v > lo:
                    best, lo = m, v
            self.best, self.value, self.depth = best, lo, depth
            moves.remove(best)
            moves.insert(0, best)
            if lo >= WIN - 100 or lo <= -WIN + 100:
                return


def choose(pos, level=2, rng=None):
    # The move the opponent plays (runs the stepped search to its end).
    s = Searcher(pos, nodes=LEVEL_NODES[max(1, min(level, 4))], rng=rng)
    while s.step():
        pass
    return s.best
