# The Flipop evaluation: the opponent's search (ai.py) scores the positions
# at its horizon with it, and the picker (picker.py) orders the player's
# moves by it.  Apart from ai.py so the picker, which runs first, does not
# load the search.

from gamemaster.flipop.board import count

# progress of a ball towards its exits: rank, plus one in files b-d
_PROG = (bytes([h // 5 + (1 if 1 <= h % 5 <= 3 else 0) for h in range(25)]),
         bytes([4 - h // 5 + (1 if 1 <= h % 5 <= 3 else 0) for h in range(25)]))


def evaluate(w, b, side):
    # from ``side``'s point of view: balls off (100 each), then progress
    s = 100 * (count(b) - count(w))
    pw, pb = _PROG
    for h in range(25):
        if w >> h & 1:
            s += pw[h]
        elif b >> h & 1:
            s -= pb[h]
    return s if side == 0 else -s
