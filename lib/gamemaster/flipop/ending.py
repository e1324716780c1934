# The END_EXIT end rule's search (board.py: Rules.end, Rules.exit_depth).

from gamemaster.flipop import board as B
from gamemaster.flipop.moves import apply, generate


def exit_reachable(pos, side):
    # END_EXIT: can ``side``, moving alone (the opponent passes; its own
    # chains and gate turns count, the no-reverse rule does not), take a
    # ball of either colour off within rules.exit_depth moves?  Depth-first
    # with a visited table keeping the most depth left seen per state.
    seen = {}
    return _reach(pos.w, pos.b, pos.g0, pos.g1, side, pos.rules, pos.rules.exit_depth, seen)


def _reach(w, b, g0, g1, side, rules, depth, seen):
    if depth <= 0:
        return False
    key = (w, b, g0, g1)
    if seen.get(key, 0) >= depth:
        return False
    seen[key] = depth
    total = B.count(w | b)
    after = []
    for m in generate(w, b, g0, g1, side, rules, ()):
        st = apply(w, b, g0, g1, m)
        if B.count(st[0] | st[1]) < total:
            return True
        after.append(st)
    for st in after:
        if _reach(st[0], st[1], st[2], st[3], side, rules, depth - 1, seen):
            return True
    return False
