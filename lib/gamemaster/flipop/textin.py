# Flipop positions and moves written by hand, for the host tools and the
# tests: a hole's name, a move as typed ("b1-b2", Position.find), the 16
# gate directions packed into board.py's two ints, a position's state to
# compare two.  The boards never load
# it (each module a board compiles costs its code and its names for good).

from gamemaster.flipop.board import CHAIN_NAMES, END_NAMES, FILES, REV_NAMES
from gamemaster.flipop.position import PASS


def state(pos):
    # everything a Position holds but its rules and caches: two positions
    # with the same state are the same (the tests' round trips)
    return (pos.w, pos.b, pos.g0, pos.g1, pos.side, pos.last, pos.ply, pos.quiet)


def rules_key(r):
    # board.Rules r as FLIPOP_RULES writes it, "chain/last/reverse/end"
    return "%s/%s/%s/%s" % (CHAIN_NAMES[r.chain], "gate" if r.last_gate else "free",
                            REV_NAMES[r.reverse], END_NAMES[r.end])


def parse_hole(text):
    # "a1".."e5" -> the hole (board.py)
    if len(text) != 2 or text[0] not in FILES or not "1" <= text[1] <= "5":
        raise ValueError("not a hole: %r" % text)
    return FILES.index(text[0]) + 5 * (int(text[1]) - 1)


def pack_dirs(dirs):
    # the 16 gate directions (anchor order) -> (g0, g1), two bits each
    g0 = g1 = 0
    for a in range(8):
        g0 |= dirs[a] << (2 * a)
        g1 |= dirs[a + 8] << (2 * a)
    return g0, g1


def find(pos, text):
    # The legal move written "b1-b2" (or "b1b2", a chain "b2-b3-c3"),
    # "pass", or its index in legal_moves(); None if there is none.
    moves = pos.legal_moves()
    text = text.strip().lower()
    if text.isdigit():
        i = int(text)
        return moves[i] if 0 <= i < len(moves) else None
    if text == "pass":
        return PASS if PASS in moves else None
    t = text.replace("-", "").replace("x", "").replace(" ", "")
    if len(t) % 2:
        return None
    try:
        path = tuple([parse_hole(t[i:i + 2]) for i in range(0, len(t), 2)])
    except ValueError:
        return None
    return path if path in moves else None
