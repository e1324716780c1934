# Flipop moves on the raw state: w, b (25-bit hole masks), g0, g1 (gates).
#
# A move is a path of holes (h0, h1, ..., hn): the ball in h0 goes to h1;
# when h1 was occupied (any colour) that ball goes on to h2, and so on: a
# chain.  The steps happen one after the other, each turning the gates it
# passes, so a later step sees the gates an earlier step turned (the rules
# say the turning gates move the balls).  Every moving ball must pass a
# gate, except the last ball of a chain when rules.last_gate is False.  A
# struck ball that already moved in this chain cannot be struck again (no
# endless loops).  A chain may end in any hole that is empty when its last
# ball gets there: the hole it started from, or an exit whose ball left the
# board earlier in the same chain.  A ball reaching one of its own exits
# leaves the board.

from gamemaster.flipop.board import COVER, EXIT_MASK, NB, REV_FIRST, REV_OFF, gate_dir, set_gate

# where a struck ball may go on, after a step N E S W: at right angles
# (CHAIN_PERP, the first four), any way but back (CHAIN_ANY, the next
# four), straight on (CHAIN_STRAIGHT, the last four)
_WAYS = ((1, 3), (0, 2), (1, 3), (0, 2), (0, 1, 3), (0, 1, 2), (1, 2, 3), (0, 2, 3),
         (0,), (1,), (2,), (3,))


def step_dir(h, n):
    diff = n - h
    return 0 if diff == 5 else 1 if diff == 1 else 2 if diff == -5 else 3


# The search calls these thousands of times: they allocate nothing unless a
# gate turns (a board's heap is small and its collector is slow).
def gated(g0, g1, h, d):
    # whether a gate lies on the boundary the ball from h crosses going d
    i = (h * 4 + d) * 4
    a = COVER[i]
    if a != 255 and gate_dir(g0, g1, a) == COVER[i + 1]:
        return True
    a = COVER[i + 2]
    return a != 255 and gate_dir(g0, g1, a) == COVER[i + 3]


def turn(g0, g1, h, d):
    # (g0, g1) after the ball from h went d: the gates it passed point d
    # (both gates are read before either turns: a double gate parts)
    i = (h * 4 + d) * 4
    a = COVER[i]
    b = COVER[i + 2]
    x = a != 255 and gate_dir(g0, g1, a) == COVER[i + 1]
    y = b != 255 and gate_dir(g0, g1, b) == COVER[i + 3]
    if x:
        g0, g1 = set_gate(g0, g1, a, d)
    if y:
        g0, g1 = set_gate(g0, g1, b, d)
    return g0, g1


def generate(w, b, g0, g1, side, rules, last):
    # Every legal move of ``side`` in a stable order (start hole, then
    # direction N E S W, then the chain's branches in that order), without
    # the moves the no-reverse rule forbids after ``last``.
    mask = w if side == 0 else b            # the mover's balls
    out = []
    path = []
    levels = []
    for h in range(25):
        if mask >> h & 1:
            path.append(h)
            for d in range(4):
                _walk(path, h, d, g0, g1, w | b, w, rules, out, levels)
            path.pop()
    if last and rules.reverse != REV_OFF:
        out = [m for m in out if not _reverses(m, last, rules.reverse)]
    return out


def _walk(path, h, d, g0, g1, mask, w, rules, out, levels):
    # The chains from ``path`` (its last hole h) going d, depth first, a
    # chain's branches in _WAYS order.  Its levels go on ``levels`` (five
    # entries each: the hole, the gates after the step into it, its
    # directions, the next one's index), not on the Python stack: a board's
    # is 2 KB (1.5 KB on CircuitPython 9), 144 B a level of a recursive
    # walk, and a Flipop game resumed at boot, 1.6 KB deep as its check
    # began, ran out four balls down a chain (tools/mpvm/cpvm.py's soak).
    top = len(levels)
    while True:
        n = _step(path, h, d, g0, g1, mask, w, rules, out)
        if n >= 0:
            g0, g1 = turn(g0, g1, h, d)
            path.append(n)
            levels.append(n)
            levels.append(g0)
            levels.append(g1)
            levels.append(_WAYS[rules.chain * 4 + d])
            levels.append(0)
        while len(levels) > top:
            i = levels[-1]
            dirs = levels[-2]
            if i < len(dirs):
                levels[-1] = i + 1
                h, g0, g1, d = levels[-5], levels[-4], levels[-3], dirs[i]
                break
            del levels[-5:]
            path.pop()
        else:
            return


def _step(path, h, d, g0, g1, mask, w, rules, out):
    # One step of a chain (its ball from h going d): the move it ends
    # appended to ``out``; the hole whose ball it strikes on (the chain
    # goes on from there), or -1.  mask: the holes with a ball in them
    n = NB[h * 4 + d]
    if n == 255:
        return -1
    free = n == path[0] or not (mask >> n) & 1
    if not free and n in path:
        # a hole of this chain: empty only if the ball that came in left
        # there (its exit); a ball that moved cannot be struck again
        k = path.index(n)
        if not EXIT_MASK[0 if (w >> path[k - 1]) & 1 else 1] >> n & 1:
            return -1
        free = True
    if free:
        if len(path) == 1:
            if gated(g0, g1, h, d):
                out.append((h, n))
        elif not rules.last_gate or gated(g0, g1, h, d):
            out.append(tuple(path) + (n,))
        return -1
    if n in path or not gated(g0, g1, h, d):
        return -1
    return n


def _reverses(move, last, mode):
    # Whether some ball of ``move`` goes back where it came from in the
    # last move (from last[k] to last[k - 1]): REV_FIRST (``mode``) watches
    # the last move's first ball only (the opponent can push it back only
    # with a chain), REV_CHAIN every ball of the last chain (its struck
    # balls may be the opponent's own).
    stop = 2 if mode == REV_FIRST else len(last)
    for k in range(1, stop):
        for i in range(len(move) - 1):
            if move[i] == last[k] and move[i + 1] == last[k - 1]:
                return True
    return False


def apply(w, b, g0, g1, move):
    # (w, b, g0, g1) after ``move``; a ball arriving on its exit is gone.
    mask = 0                    # bit k: the k-th ball is black
    for k in range(len(move) - 1):
        h = move[k]
        if b >> h & 1:
            mask |= 1 << k
        w &= ~(1 << h)
        b &= ~(1 << h)
    for k in range(len(move) - 1):
        h, n = move[k], move[k + 1]
        g0, g1 = turn(g0, g1, h, step_dir(h, n))
        x = mask >> k & 1
        if not (EXIT_MASK[x] >> n) & 1:
            if x:
                b |= 1 << n
            else:
                w |= 1 << n
    return w, b, g0, g1


def gates_turned(g0, g1, move):
    # The anchors whose gate this move turns, in the order it turns them.
    out = []
    for k in range(len(move) - 1):
        h, n = move[k], move[k + 1]
        d = step_dir(h, n)
        i = (h * 4 + d) * 4
        for i in (i, i + 2):
            a = COVER[i]
            if a != 255 and gate_dir(g0, g1, a) == COVER[i + 1]:
                out.append(a)
        g0, g1 = turn(g0, g1, h, d)
    return out


# The END_EXIT end rule's search (board.py: Rules.end, Rules.exit_depth):
# can a side, moving alone (the opponent passes; its own chains and gate
# turns count, the no-reverse rule does not), take a ball of either colour
# off within rules.exit_depth moves?  Depth-first with no visited table, so
# it holds only one short list of moves per level (a few hundred bytes);
# revisiting a state costs time, not memory.  search() is a generator that
# yields once per position expanded, so a board can spread it over loop
# ticks (Position.exits takes the answer); exit_open() runs it at once.
# (here with the moves it plays: one module less for a board to hold)


def pack(moves, mask=0):
    # A list of moves as one bytes: each move's length, then its holes;
    # those ending on a hole of ``mask`` first (the opponent's search: an
    # exit of the mover's), each part in the list's order.  A search level
    # holds its moves while the levels under it run: ~3 bytes a move this
    # way where a list of tuples holds ~20 (a level has 10-30 moves), so
    # the deepest search holds ~0.5 KB less of a board's heap.
    # ``moves[i + 1:i + 1 + moves[i]]`` is the move at i (bytes: apply()
    # and the no-reverse rule read any sequence of holes).
    out = bytearray()
    for first in (1, 0):
        for m in moves:
            if (mask >> m[-1] & 1) == first:
                out.append(len(m))
                out.extend(bytes(m))
    return bytes(out)


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
        if (EXIT_MASK[(b >> move[k]) & 1] >> move[k + 1]) & 1:
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
        # holds its moves packed, not every position after them
        moves = pack(moves)
        i = 0
        while i < len(moves):
            st = apply(w, b, g0, g1, moves[i + 1:i + 1 + moves[i]])
            i += 1 + moves[i]
            v = yield from _reach(st[0], st[1], st[2], st[3], side, rules, depth - 1)
            if v:
                return True
    return False
