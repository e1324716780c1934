"""Bots for simulated games: ``RandomBot`` (any legal move) and
``PlannerBot`` (extends its pipeline at the open end, with lookahead).

A bot is seated once (``seat(match, player, rng)``, where it allocates
its scratch buffers) and then asked ``move(match, player, element)`` every
turn.  Moves are tried on the player's own board and taken back, and all
searching uses preallocated ``bytearray``/list buffers, because four bots
plus the engine must fit a 64 KB MicroPython heap whose garbage is only
collected between steps.
"""

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import EMPTY, PIPE, ROTATION, CROSSING, TELEPORT_ACTION
from gamemaster.pipes.flow import Cursor, OK, END_EMPTY, flow_limit
from gamemaster.pipes.match import Move, PASS

_DR = (-1, 0, 1, 0)
_DC = (0, 1, 0, -1)


def _nth_empty(board, k, avoid=-1):
    """Index of the k-th empty field (0-based), skipping index ``avoid``."""
    cells = board.cells
    for i in range(len(cells)):
        if cells[i] == EMPTY and i != avoid:
            if k == 0:
                return i
            k -= 1
    return -1


class RandomBot:
    """Uniformly random legal moves: the baseline a real strategy must beat
    and a fuzzer for the engine (it uses every special action)."""

    name = "random"

    def seat(self, match, player, rng):
        self.rng = rng

    def move(self, match, player, element):
        rng = self.rng
        b = player.board
        free = b.count(EMPTY)
        if free == 0 or rng.below(8) == 0:
            return PASS
        i = _nth_empty(b, rng.below(free))
        place = (i // b.cols, i % b.cols)
        rot = 0
        if player.left[ROTATION] and rng.below(4) == 0:
            rot = 1 + rng.below(3)
        crossings = ()
        teleports = ()
        if free > 1 and player.left[CROSSING] and rng.below(10) == 0:
            j = _nth_empty(b, rng.below(free - 1), i)
            crossings = ((j // b.cols, j % b.cols),)
        elif free > 1 and player.left[TELEPORT_ACTION] and rng.below(12) == 0:
            j = _nth_empty(b, rng.below(free - 1), i)
            e1 = rng.below(4)
            if rng.below(4) == 0:       # both ends in one field
                teleports = ((j // b.cols, j % b.cols, e1, j // b.cols, j % b.cols,
                              (e1 + 1 + rng.below(3)) % 4),)
            else:
                k = _nth_empty(b, rng.below(free - 1), j)
                if k == i:
                    return Move(place, rot)
                teleports = ((j // b.cols, j % b.cols, e1, k // b.cols, k % b.cols,
                              rng.below(4)),)
        return Move(place, rot, crossings, teleports)


# Scores (in "fields of pipeline gained" x 10).
_GAIN = 10
_SPACE_CAP = 24          # stop counting reachable free fields here
_CRAMPED = 8             # fewer reachable free fields than this is dangerous
_CRAMPED_PENALTY = 60
_DEAD = -1000000


class PlannerBot:
    """Greedy one-turn planner.

    It traces its pipeline from the water's head to the *open end* (the
    empty field the last pipe points into) and tries: the drawn element
    there in each allowed rotation, an extra crossing there (then the
    element after it), and a teleport from there to the roomiest spot.
    Each result is scored by pipeline length gained, the free space
    reachable from the new open end, and the special actions it spends
    (cheap when the water is close, dear when there is slack).  A result
    whose pipeline runs into a wall, the edge or a blocking pipe is never
    chosen; passing is always possible.
    """

    name = "planner"

    def seat(self, match, player, rng):
        self.rng = rng
        b = player.board
        n = b.rows * b.cols
        self.cursor = Cursor(b)
        self.seen = bytearray(n)
        self.gen = 0
        self.queue = [0] * n
        self.limit = flow_limit(b)

    # -- helpers (no allocation) ---------------------------------------
    def _trace(self):
        """Follow the pipeline from the cursor; returns (code, fields)."""
        cur = self.cursor
        n = 0
        code = cur.advance()
        while code == OK and n < self.limit:
            n += 1
            code = cur.advance()
        return code, n

    def _space(self, b, start):
        """Free fields reachable from ``start`` (capped): room to grow."""
        self.gen += 1
        if self.gen > 255:
            self.gen = 1
            for i in range(len(self.seen)):
                self.seen[i] = 0
        g = self.gen
        seen = self.seen
        q = self.queue
        cols = b.cols
        cells = b.cells
        seen[start] = g
        q[0] = start
        head = 0
        tail = 1
        while head < tail and tail < _SPACE_CAP:
            i = q[head]
            head += 1
            r = i // cols
            c = i % cols
            for d in range(4):
                rr = r + _DR[d]
                cc = c + _DC[d]
                if 0 <= rr < b.rows and 0 <= cc < cols:
                    j = rr * cols + cc
                    if cells[j] == EMPTY and seen[j] != g:
                        seen[j] = g
                        q[tail] = j
                        tail += 1
        return tail

    def _score_from(self, b, r, c, d, cost):
        """Score of the board as it is now, tracing from open end r, c, d
        (the field just drawn on)."""
        self.cursor.set(r, c, d)
        code, gained = self._trace()
        if code != END_EMPTY:
            return _DEAD
        cur = self.cursor
        space = self._space(b, cur.r * b.cols + cur.c)
        s = gained * _GAIN + space - cost
        if space < _CRAMPED:
            s -= _CRAMPED_PENALTY
        return s

    # -- the move --------------------------------------------------------
    def move(self, match, player, element):
        b = player.board
        w = player.water
        cur = self.cursor
        cur.set(w.r, w.c, w.d)
        code, ahead = self._trace()
        if code != END_EMPTY:
            return PASS                 # the pipeline is already doomed
        r, c, d = cur.r, cur.c, cur.d
        side = (d + 2) % 4
        spare = ahead + match.turns_before_water() - 1
        tight = spare <= 1
        rot_cost = 2 if tight else 14
        cross_cost = 3 if tight else 16
        tele_cost = 4 if tight else 25
        left = player.left

        best = self._score_from_open(b, r, c)
        best_move = PASS
        i0 = r * b.cols + c
        # 1. the drawn element, rotated if allowed
        for q in range(4 if left[ROTATION] else 1):
            e = el.rotate(element, q)
            if q and e == el.rotate(element, 0):
                continue
            if el.OUTFLOW[e][side] is None:
                continue
            b.cells[i0] = PIPE + e
            s = self._score_from(b, r, c, d, rot_cost if q else 0)
            b.cells[i0] = EMPTY
            if s > best:
                best = s
                best_move = Move((r, c), q)
        # 2. an extra crossing, then maybe the element beyond it
        if left[CROSSING]:
            b.cells[i0] = PIPE + el.CROSSING
            s = self._score_from(b, r, c, d, cross_cost)
            if s > best:
                best = s
                best_move = Move(None, 0, ((r, c),))
            if s > _DEAD:
                cur.set(r, c, d)
                self._trace()
                r2, c2, d2 = cur.r, cur.c, cur.d
                e = element
                if el.OUTFLOW[e][(d2 + 2) % 4] is not None:
                    i2 = r2 * b.cols + c2
                    b.cells[i2] = PIPE + e
                    s = self._score_from(b, r, c, d, cross_cost)
                    b.cells[i2] = EMPTY
                    if s > best:
                        best = s
                        best_move = Move((r2, c2), 0, ((r, c),))
            b.cells[i0] = EMPTY
        # 3. a teleport to the roomiest spot, when cramped or stuck
        if left[TELEPORT_ACTION] and (best < _GAIN or best_move is PASS and tight):
            t = self._teleport_exit(b, r, c, side)
            if t is not None:
                b.add_teleport(r, c, side, t[0], t[1], t[2])
                s = self._score_from(b, r, c, d, tele_cost)
                b.teleports.pop()
                b.cells[i0] = EMPTY
                b.cells[t[0] * b.cols + t[1]] = EMPTY
                if s > best:
                    best = s
                    best_move = Move(None, 0, (), ((r, c, side, t[0], t[1], t[2]),))
        return best_move

    def _score_from_open(self, b, r, c):
        """Passing: the open end stays where it is."""
        space = self._space(b, r * b.cols + c)
        return space - _CRAMPED_PENALTY if space < _CRAMPED else space

    def _teleport_exit(self, b, r0, c0, side):
        """Exit end (row, col, edge) whose outlet field has the most free
        room nearby, away from the current open end."""
        best = -1
        found = None
        cols = b.cols
        for i in range(len(b.cells)):
            if b.cells[i] != EMPTY:
                continue
            r = i // cols
            c = i % cols
            for e in range(4):
                if r == r0 and c == c0 and e == side:
                    continue
                rr = r + _DR[e]
                cc = c + _DC[e]
                if not b.is_empty(rr, cc) or (rr == r0 and cc == c0):
                    continue
                room = 0
                for dr in (-1, 0, 1):
                    for dc in (-1, 0, 1):
                        if b.is_empty(rr + dr, cc + dc):
                            room += 1
                room = room * 4 + abs(rr - r0) + abs(cc - c0)
                if room > best:
                    best = room
                    found = (r, c, e)
        return found


BOTS = (("random", RandomBot), ("planner", PlannerBot))


def make_bot(name):
    for n, cls in BOTS:
        if n == name:
            return cls()
    raise ValueError("unknown bot %r (have: %s)" % (name, ", ".join(n for n, _ in BOTS)))
