# The Flipop opponent's search below the root (ai.Searcher drives it):
# negamax alpha-beta on the raw state, a generator that yields whenever the
# searcher's chunk of nodes is spent.  Apart from ai.py so each module
# compiles in a small heap.

from gamemaster.flipop.board import END_STUCK, EXIT_MASK, count
from gamemaster.flipop.moves import apply, generate
from gamemaster.flipop.score import evaluate

WIN = 100000


def node(s, st, depth, alpha, beta, ply):
    # the value of st = (w, b, g0, g1, side, last) for its mover, ``depth``
    # plies deep; s is the Searcher (ai.py): its node count, budget, pause
    # (yield when its chunk is spent) and stop flag
    s.nodes += 1
    if s.nodes >= s.budget:
        s._stop = True
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
        v = yield from node(s, (w, b, g0, g1, 1 - side, ()), depth - 1, -beta, -alpha,
                            ply + 1)
        return -v
    # moves ending on an exit of the mover first (they take a ball off)
    ex = EXIT_MASK[side]
    for m in moves:
        if ex >> m[-1] & 1:
            moves = [m for m in moves if ex >> m[-1] & 1] + \
                [m for m in moves if not ex >> m[-1] & 1]
            break
    best = -WIN - 1
    for m in moves:
        w2, b2, h0, h1 = apply(w, b, g0, g1, m)
        v = yield from node(s, (w2, b2, h0, h1, 1 - side, m), depth - 1, -beta, -alpha,
                            ply + 1)
        v = -v
        if s._stop:
            return 0
        if v > best:
            best = v
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
    return best
