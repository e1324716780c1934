# The END_EXIT end rule's search (board.py: Rules.end, Rules.exit_depth):
# can a side, moving alone (the opponent passes; its own chains and gate
# turns count, the no-reverse rule does not), take a ball of either colour
# off within rules.exit_depth moves?  Depth-first with no visited table, so
# it holds only one short list of moves per level (a few hundred bytes);
# revisiting a state costs time, not memory.  search() is a generator that
# yields once per position expanded, so a board can spread it over loop
# ticks (Position.exits takes the answer); exit_open() runs it at once.

from gamemaster.flipop import board as B
from gamemaster.flipop.moves import apply, generate


def search(pos, out):
    # appends True (a ball can still get out) or False to ``out``
    for side in (0, 1):
        v = yield from _reach(pos.w, pos.b, pos.g0, pos.g1, side, pos.rules,
                              pos.rules.exit_depth)
        if v:
            out.append(True)
            return
    out.append(False)


def exit_open(pos):
    out = []
    for _ in search(pos, out):
        pass
    return out[0]


def _takes_off(w, b, move):
    # Whether a ball of ``move`` lands on one of its own exits (and leaves):
    # read off the path, so the last level of the search, where most moves
    # are, never builds the position after them.
    for k in range(len(move) - 1):
        if (B.EXIT_MASK[(b >> move[k]) & 1] >> move[k + 1]) & 1:
            return True
    return False


def _reach(w, b, g0, g1, side, rules, depth):
    yield
    moves = generate(w, b, g0, g1, side, rules, ())
    for m in moves:
        if _takes_off(w, b, m):
            return True
    if depth > 1:
        # each position after a move made when it is searched: a level
        # holds its moves (a few bytes each), not every position after them
        for m in moves:
            st = apply(w, b, g0, g1, m)
            v = yield from _reach(st[0], st[1], st[2], st[3], side, rules, depth - 1)
            if v:
                return True
    return False
