# The Flipop opponent: negamax alpha-beta with iterative deepening, stepped,
# and the evaluation it scores the positions at its horizon with (the
# picker, versus.order, orders the player's moves by it too).
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
# Below the root: node(), a generator that yields whenever the searcher's
# chunk of nodes is spent (one module with the searcher: each module a board
# holds costs its names and a module object; it compiles at boot with the
# versus mode, gmfw/boot.py MODE_KEPT, or, the mode chosen in the menu, as
# the first game's turn starts, beside the ready screen, not the picture).

from gamemaster.flipop.board import END_STUCK, EXIT_MASK, count
from gamemaster.flipop.moves import apply, generate, pack

WIN = 100000

# progress of a ball towards its exits: rank, plus one in files b-d
_PROG = (bytes([h // 5 + (1 if 1 <= h % 5 <= 3 else 0) for h in range(25)]),
         bytes([4 - h // 5 + (1 if 1 <= h % 5 <= 3 else 0) for h in range(25)]))


def evaluate(w, b, side):
    # from ``side``'s point of view: balls off (100 each), then progress
    s = 100 * (count(b) - count(w))
    for h in range(25):
        if w >> h & 1:
            s += _PROG[0][h]
        elif b >> h & 1:
            s -= _PROG[1][h]
    return s if side == 0 else -s


def node(s, st, depth, lo, hi, ply):
    # the value of st = (w, b, g0, g1, side, last) for its mover, ``depth``
    # plies deep, in the window lo..hi (alpha, beta); s is the Searcher
    # (ai.py): its node count, limit, pause (yield when its chunk is spent)
    # and stop flag
    s.nodes += 1
    if s.nodes >= s.limit:
        s.stop = True
        return 0
    if s.nodes >= s._pause:
        yield
    w, b, g0, g1, side, last = st
    if w == 0 or b == 0:
        # the side that has no ball left has won
        return WIN - ply if (w if side == 0 else b) == 0 else -WIN + ply
    if depth <= 0:
        return evaluate(w, b, side)
    moves = generate(w, b, g0, g1, side, s.rules, last)
    if not moves:
        if s.rules.end == END_STUCK:
            diff = count(b) - count(w) if side == 0 else count(w) - count(b)
            return 0 if diff == 0 else (WIN - ply if diff > 0 else -WIN + ply)
        v = yield from node(s, (w, b, g0, g1, 1 - side, ()), depth - 1, -hi, -lo,
                            ply + 1)
        return -v
    # moves ending on an exit of the mover first (they take a ball off),
    # then the others, each in generate()'s order; packed (moves.pack) as
    # the levels under this one run
    moves = pack(moves, EXIT_MASK[side])
    best = -WIN - 1
    i = 0
    while i < len(moves):
        # a move as its bytes (its holes), the state after it not kept here
        # while the child runs
        m = moves[i + 1:i + 1 + moves[i]]
        i += 1 + moves[i]
        v = yield from node(s, apply(w, b, g0, g1, m) + (1 - side, m), depth - 1, -hi, -lo,
                            ply + 1)
        v = -v
        if s.stop:
            return 0
        if v > best:
            best = v
            if v > lo:
                lo = v
                if lo >= hi:
                    break
    return best


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
