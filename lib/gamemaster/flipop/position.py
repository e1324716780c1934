# A Flipop position: whose turn, the balls, the gates, the last move (for
# the no-reverse rule) and two counters, all small ints; to_bytes() packs it
# into 16 bytes plus one per hole of the last move's path, for NVM and undo.
# Below it the move notation for the screen and the keyboard: holes a1..e5,
# gates a1..d4 (board.py), a move as its path "b2-c2-c1", "x" after a hole
# where a ball left the board, "g" and the gates turned, in the order they
# turn (one module with the position: each module a board compiles costs
# its names and a module object).

from gamemaster.flipop import board as B
from gamemaster.flipop.moves import apply, exit_open, gates_turned, generate

PASS = ()                   # the empty path: a player with no move passes
# The reason in result() is a number, 0 all off, 1 stuck, 2 no exit, 3
# quiet, 4 move cap, 5 both stuck (rules_text.py words them, loaded when a
# screen shows them; a name each would be interned for good on a board).


class Position:
    # (two positions compare by textin.state(): the boards never need to)
    def __init__(self, rules, w=B.START_WHITE, b=B.START_BLACK, gates=None, side=0, last=(),
                 ply=0, quiet=0):
        self.rules = rules
        self.w = w
        self.b = b
        if gates is None:
            gates = B.START_GATES
        self.g0, self.g1 = gates
        self.side = side
        self.last = last
        self.ply = ply
        self.quiet = quiet
        self._moves = None
        self._result = 0
        # END_EXIT: whether a ball can still get out; None = search when
        # asked (a board may set it from a stepped ending.search first)
        self.exits = None

    def off(self, side):
        # balls of ``side`` taken off
        return B.FULL - B.count(self.w if side == 0 else self.b)

    def _own_moves(self):
        if self._moves is None:
            self._moves = generate(self.w, self.b, self.g0, self.g1, self.side, self.rules,
                                   self.last)
        return self._moves

    def legal_moves(self):
        # [] when the game is over.  A player with no move passes (PASS, the
        # empty path) unless the end rule is END_STUCK; "who can move must".
        if self.result() is not None:
            return []
        moves = self._own_moves()
        return moves if moves else [PASS]

    def apply(self, move):
        if move == PASS:
            return Position(self.rules, self.w, self.b, (self.g0, self.g1), 1 - self.side, (),
                            self.ply + 1, self.quiet + 1)
        w, b, g0, g1 = apply(self.w, self.b, self.g0, self.g1, move)
        # quiet counts the plies since a ball was taken off
        n = 0 if B.count(self.w | self.b) != B.count(w | b) else self.quiet + 1
        return Position(self.rules, w, b, (g0, g1), 1 - self.side, move, self.ply + 1, n)

    def result(self, search=True):
        # None while the game goes on, else (winner, reason); winner DRAW
        # when the balls left on the board are equal.  search=False skips
        # the END_EXIT search (the opponent's look-ahead cannot afford it).
        if self._result != 0 and (search or self._result is not None):
            return self._result
        # the balls on the board: x White's, y Black's
        x, y = B.count(self.w), B.count(self.b)
        if x == 0 or y == 0:
            # both at once only through one long chain: the mover finished first
            r = (1 - self.side if x == y else B.WHITE if x == 0 else B.BLACK, 0)     # all off
        else:
            rules = self.rules
            reason = None
            if rules.max_plies and self.ply >= rules.max_plies:
                reason = 4                  # move cap
            elif rules.end == B.END_QUIET and self.quiet >= rules.quiet_limit:
                reason = 3                  # quiet
            elif not self._own_moves():
                if rules.end == B.END_STUCK:
                    reason = 1              # stuck
                elif not generate(self.w, self.b, self.g0, self.g1, 1 - self.side, rules, ()):
                    reason = 5              # both stuck
            if reason is None and rules.end == B.END_EXIT:
                if not search and self.exits is None:
                    return None
                if self.exits is None:
                    self.exits = exit_open(self)
                if not self.exits:
                    reason = 2              # no exit
            r = None
            if reason is not None:
                r = (B.DRAW if x == y else B.WHITE if x < y else B.BLACK, reason)
        if search or r is not None:
            self._result = r
        return r

    def describe(self, move):
        return describe(self, move)

    def to_bytes(self):
        g = self.g0 | (self.g1 << 16)
        out = bytearray()
        for v, n in ((self.w, 4), (self.b, 4), (g, 4), (min(self.ply, 0xFFFF), 2)):
            for i in range(n):
                out.append((v >> (8 * i)) & 0xFF)
        out.append(min(self.quiet, 255))
        out.append(self.side | (len(self.last) << 1))
        out.extend(bytes(self.last))
        return bytes(out)


def from_bytes(data, rules):
    if len(data) < 16:
        raise ValueError("flipop position: %d bytes, need 16+" % len(data))

    def num(at, n):
        v = 0
        for i in range(n):
            v |= data[at + i] << (8 * i)
        return v
    w, b, g, ply = num(0, 4), num(4, 4), num(8, 4), num(12, 2)
    quiet, flags = data[14], data[15]
    n = flags >> 1
    last = tuple(data[16:16 + n])
    if len(last) != n or len(data) != 16 + n or w & b or (w | b) >> 25 or \
            B.count(w) > 5 or B.count(b) > 5 or n == 1 or max(last + (0,)) > 24:
        raise ValueError("flipop position: bad bytes")
    return Position(rules, w, b, (g & 0xFFFF, g >> 16), flags & 1, last, ply, quiet)


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
