# The Flipop opponent's search below the root (ai.Searcher drives it):
# negamax alpha-beta on the raw state, a generator that yields whenever the
# searcher's chunk of nodes is spent, and the evaluation it scores the
# positions at its horizon with (the picker, versus.order, orders the player's
# moves by it too).  Apart from ai.py so each module compiles in a small
# heap.

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
