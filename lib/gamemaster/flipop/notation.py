# Flipop move notation for the screen and the keyboard: holes a1..e5, gates
# a1..d4 (board.py), a move as its path "b2-c2-c1", "x" after a hole where a
# ball left the board, "g" and the gates turned, in the order they turn.

from gamemaster.flipop import board as B
from gamemaster.flipop.moves import gates_turned
from gamemaster.flipop.position import PASS


def describe(pos, move):
    # "W b1-b2 g a1": side, the path (a chain continues it), "x" after
    # a hole where a ball left the board, the gates turned.
    if move == PASS:
        return "%s pass" % B.SIDE_NAMES[pos.side]
    out = []
    w = pos.w
    for k in range(len(move)):
        h = move[k]
        name = B.hole_name(h)
        # the ball that came in is White's or Black's: on its exit it left
        if k > 0 and B.EXIT_MASK[0 if w >> move[k - 1] & 1 else 1] >> h & 1:
            name += "x"
        out.append(name)
    gates = gates_turned(pos.g0, pos.g1, move)
    text = B.SIDE_NAMES[pos.side] + " " + "-".join(out)
    if gates:
        text += " g " + ",".join([B.gate_name(a) for a in gates])
    return text

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
        path = tuple([B.parse_hole(t[i:i + 2]) for i in range(0, len(t), 2)])
    except ValueError:
        return None
    return path if path in moves else None
