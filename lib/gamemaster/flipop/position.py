# A Flipop position: whose turn, the balls, the gates, the last move (for
# the no-reverse rule) and two counters, all small ints; to_bytes() packs it
# into 16 bytes plus one per hole of the last move's path, for NVM and undo.
# describe() writes a move in the notation of the screen and the keyboard: holes a1..e5,
# gates a1..d4 (board.py), a move as its path "b2-c2-c1", "x" after a hole
# where a ball left the board, "g" and the gates turned, in the order they
# turn (one module with the position: each module a board compiles costs
# its names and a module object).

import struct

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

    def legal_moves(self, search=True):
        # [] when the game is over.  A player with no move passes (PASS, the
        # empty path) unless the end rule is END_STUCK; "who can move must".
        # search=False: without the END_EXIT search (result's)
        if self.result(search) is not None:
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
        # "W b1-b2 g a1": side, the path (a chain continues it), "x" after
        # a hole where a ball left the board, the gates turned.
        if move == PASS:
            return "%s pass" % B.SIDE_NAMES[self.side]
        out = []
        w = self.w
        for k in range(len(move)):
            h = move[k]
            name = B.hole_name(h)
            # the ball that came in is White's or Black's: on its exit it left
            if k > 0 and B.EXIT_MASK[0 if w >> move[k - 1] & 1 else 1] >> h & 1:
                name += "x"
            out.append(name)
        gates = gates_turned(self.g0, self.g1, move)
        text = B.SIDE_NAMES[self.side] + " " + "-".join(out)
        if gates:
            text += " g " + ",".join([B.gate_name(a) for a in gates])
        return text

    def to_bytes(self):
        # "<IIIHBB": the balls W, B, the gates (g0 low, g1 high), the ply, the
        # quiet count, side | path length << 1; then the last move's path
        return struct.pack("<IIIHBB", self.w, self.b, self.g0 | (self.g1 << 16),
                           min(self.ply, 0xFFFF), min(self.quiet, 255),
                           self.side | (len(self.last) << 1)) + bytes(self.last)


def from_bytes(data, rules):
    if len(data) < 16:
        raise ValueError("flipop position: %d bytes, need 16+" % len(data))
    w, b, g, ply, quiet, flags = struct.unpack_from("<IIIHBB", data)
    n = flags >> 1
    last = tuple(data[16:16 + n])
    if len(last) != n or len(data) != 16 + n or w & b or (w | b) >> 25 or \
            B.count(w) > 5 or B.count(b) > 5 or n == 1 or max(last + (0,)) > 24:
        raise ValueError("flipop position: bad bytes")
    return Position(rules, w, b, (g & 0xFFFF, g >> 16), flags & 1, last, ply, quiet)
