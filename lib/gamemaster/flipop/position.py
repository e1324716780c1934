# A Flipop position: whose turn, the balls, the gates, the last move (for
# the no-reverse rule) and two counters, all small ints; to_bytes() packs it
# into 16 bytes plus one per hole of the last move's path, for NVM and undo.

from gamemaster.flipop import board as B
from gamemaster.flipop.moves import apply, generate

PASS = ()                   # the empty path: a player with no move passes
# reasons in result() (their words: rules_text.py, loaded when shown)
ALL_OFF, STUCK, NO_EXIT, QUIET, CAP, BOTH_STUCK = 0, 1, 2, 3, 4, 5


class Position:
    def __init__(self, rules, w=B.START_WHITE, b=B.START_BLACK, gates=None, side=0, last=(),
                 ply=0, quiet=0):
        self.rules = rules
        self.w = w
        self.b = b
        if gates is None:
            gates = B.start_gates()
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

    def on_board(self, side):
        return B.count(self.w if side == 0 else self.b)

    def off(self, side):
        return B.FULL - self.on_board(side)

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
        r = self._decide(search)
        if search or r is not None:
            self._result = r
        return r

    def _decide(self, search):
        # the balls on the board: x White's, y Black's
        x, y = B.count(self.w), B.count(self.b)
        if x == 0 or y == 0:
            # both at once only through one long chain: the mover finished first
            if x == 0 and y == 0:
                return (1 - self.side, ALL_OFF)
            return (B.WHITE if x == 0 else B.BLACK, ALL_OFF)
        rules = self.rules
        reason = None
        if rules.max_plies and self.ply >= rules.max_plies:
            reason = CAP
        elif rules.end == B.END_QUIET and self.quiet >= rules.quiet_limit:
            reason = QUIET
        elif not self._own_moves():
            if rules.end == B.END_STUCK:
                reason = STUCK
            elif not generate(self.w, self.b, self.g0, self.g1, 1 - self.side, rules, ()):
                reason = BOTH_STUCK
        if reason is None and rules.end == B.END_EXIT:
            if not search and self.exits is None:
                return None
            if self.exits is None:
                # imported here: the other end rules never load the search
                from gamemaster.flipop.ending import exit_open
                self.exits = exit_open(self)
            if not self.exits:
                reason = NO_EXIT
        if reason is None:
            return None
        if x == y:
            return (B.DRAW, reason)
        return (B.WHITE if x < y else B.BLACK, reason)

    def winner(self):
        r = self.result()
        return None if r is None else r[0]

    def describe(self, move):
        # notation.py: loaded when a move is first shown
        from gamemaster.flipop.notation import describe
        return describe(self, move)

    def find(self, text):
        from gamemaster.flipop.notation import find
        return find(self, text)

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

    def key(self):
        return (self.w, self.b, self.g0, self.g1, self.side, self.last)

    def __eq__(self, other):
        return isinstance(other, Position) and self.key() == other.key() and \
            self.ply == other.ply and self.quiet == other.quiet

    def __hash__(self):
        return hash(self.key())


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
