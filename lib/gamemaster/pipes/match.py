"""A whole game of Pipes: turns, water rounds, eliminations, winners.

``Match`` is stepped (``while m.step(): pass``): one call does one
player's move, or one whole water round.  That granularity exists for the
MicroPython port whose garbage is only collected between calls from the
host, and it is what a device game-master needs anyway.

Every observable event goes to ``transcript`` (a list of short lines, when
``record`` is on) and into ``digest`` (FNV-1a of the same lines), so a test
can compare CPython and MicroPython runs byte for byte.  Line formats::

    T13 J                  turn 13, the drawn element (board text character)
    P0 R1 J3,4 X2,2 T1,1N:5,5S   player 0: rotation used, element at 3,4,
                           extra crossing at 2,2, a teleport; "P0 -" = pass
    W2 0:3,4 1:5,6;5,7* 2:!wall   water round 2: fields filled per player
                           ('*' = a crossing passed the second time,
                           '!reason' = the flow ended, the player is out)
    END 0,2                the winners (several = ex aequo)
    END score 17           solo game: fields the water filled

The rules' interpretations live in ``Rules`` and docs/rules-interpretations.md (part 2).
"""

from gamemaster.prng import Rng
from gamemaster.pipes import elements as el
from gamemaster.pipes.board import IllegalMove, ROTATION, CROSSING, TELEPORT_ACTION
from gamemaster.pipes.flow import Water, OK, REASONS


class Rules:
    """The contestable interpretations, as settings (see docs/rules-interpretations.md (part 2)).

    * ``water_after_turn``: water rounds start after this turn (rules: 12).
    * ``crossing_cascade``: a second crossing pass made during an *extra*
      field also gives the others an extra field (the rule's wording,
      "any player's water flows through any crossing a second time", does
      not exclude it).  Off: only the round's ordinary field counts.
    * ``same_round_ties``: players going out in the same water round go out
      "together" (the rules' unit of time is the round).  Off: the one whose
      water ran further in that round (more extra fields) outlasts.
    * ``element_weights``: relative frequency of the seven elements drawn
      (the rules do not say; uniform by default).
    """

    def __init__(self, water_after_turn=12, crossing_cascade=True, same_round_ties=True,
                 element_weights=None):
        self.water_after_turn = water_after_turn
        self.crossing_cascade = crossing_cascade
        self.same_round_ties = same_round_ties
        self.element_weights = tuple(element_weights) if element_weights else None


class Move:
    """One player's move in a turn.  ``place`` is ``(row, col)`` for the
    turn's element or None for a pass; ``rotation`` quarter turns clockwise
    (uses the rotation action when not 0); ``crossings`` extra crossings
    ``(row, col)``; ``teleports`` tuples ``(r1, c1, edge1, r2, c2, edge2)``."""

    def __init__(self, place=None, rotation=0, crossings=(), teleports=()):
        self.place = place
        self.rotation = rotation
        self.crossings = crossings
        self.teleports = teleports

    def text(self, element):
        """The transcript form (``element`` = the turn's element)."""
        parts = []
        if self.rotation:
            parts.append("R%d" % self.rotation)
        if self.place is not None:
            e = el.rotate(element, self.rotation)
            parts.append("%s%d,%d" % (el.CHARS[e], self.place[0], self.place[1]))
        for rc in self.crossings:
            parts.append("X%d,%d" % (rc[0], rc[1]))
        for t in self.teleports:
            parts.append("T%d,%d%s:%d,%d%s" % (t[0], t[1], el.EDGE_LETTERS[t[2]],
                                               t[3], t[4], el.EDGE_LETTERS[t[5]]))
        return " ".join(parts) if parts else "-"


PASS = Move()


def apply_move(board, left, element, move):
    """Check ``move`` completely, then carry it out on ``board`` and take
    the special actions it uses from ``left`` ([rotations, crossings,
    teleports] still allowed).  Raises IllegalMove and changes nothing when
    any part is not allowed.  Returns the element drawn (rotated) or None."""
    q = move.rotation
    if q < 0 or q > 3:
        raise IllegalMove("rotation must be 0..3 quarter turns, got %r" % (q,))
    if q and move.place is None:
        raise IllegalMove("a rotation needs the turn's element to be drawn")
    if q and left[ROTATION] < 1:
        raise IllegalMove("no rotation action left")
    if len(move.crossings) > left[CROSSING]:
        raise IllegalMove("%d extra crossings but only %d left"
                          % (len(move.crossings), left[CROSSING]))
    if len(move.teleports) > left[TELEPORT_ACTION]:
        raise IllegalMove("%d teleports but only %d left"
                          % (len(move.teleports), left[TELEPORT_ACTION]))
    fields = []
    if move.place is not None:
        fields.append(move.place)
    for rc in move.crossings:
        fields.append(rc)
    for t in move.teleports:
        fields.append((t[0], t[1]))
        if t[0] != t[3] or t[1] != t[4]:
            fields.append((t[3], t[4]))
        elif t[2] == t[5]:
            raise IllegalMove("teleport at %d,%d: both ends on one edge" % (t[0], t[1]))
        if not (0 <= t[2] <= 3 and 0 <= t[5] <= 3):
            raise IllegalMove("a teleport edge must be 0..3 (N E S W)")
    for i in range(len(fields)):
        r, c = fields[i]
        if not board.is_empty(r, c):
            raise IllegalMove("field %d,%d is %s" % (
                r, c, "outside the board" if not board.inside(r, c) else "not empty"))
        for j in range(i):
            if fields[j][0] == r and fields[j][1] == c:
                raise IllegalMove("field %d,%d used twice in one move" % (r, c))
    drawn = None
    if move.place is not None:
        drawn = el.rotate(element, q)
        board.place(move.place[0], move.place[1], drawn)
        if q:
            left[ROTATION] -= 1
    for rc in move.crossings:
        board.place(rc[0], rc[1], el.CROSSING)
        left[CROSSING] -= 1
    for t in move.teleports:
        board.add_teleport(t[0], t[1], t[2], t[3], t[4], t[5])
        left[TELEPORT_ACTION] -= 1
    return drawn


class Player:
    """One seat: board, water, actions left, bot and statistics."""

    def __init__(self, index, board, bot):
        self.index = index
        self.board = board
        self.water = Water(board)
        self.left = list(board.allowance)
        self.bot = bot
        self.out = OK            # END_* reason once eliminated
        self.out_round = 0
        self.out_moment = 0      # wave * 1000 + field within the wave
        self.placed = [0] * el.COUNT
        self.passes = 0
        self.used = [0, 0, 0]
        self.illegal = 0         # bot moves refused (counted as a pass)
        self.recrossings = 0


_TURN = 0
_WATER = 1


class Match:
    """A game for ``len(boards)`` players (1 = solo, scored by how long the
    water ran).  ``bots[i].move(match, player, element)`` returns a Move."""

    def __init__(self, boards, bots, seed, rules=None, record=True):
        if not boards or len(boards) != len(bots):
            raise ValueError("need one bot per board and at least one board")
        self.rules = rules or Rules()
        self.rng = Rng(seed)
        self.players = []
        for i in range(len(boards)):
            self.players.append(Player(i, boards[i].copy(), bots[i]))
        for p in self.players:
            if hasattr(p.bot, "seat"):
                p.bot.seat(self, p, self.rng.fork())
        self.turn = 0
        self.round = 0
        self.element = -1
        self.phase = _TURN
        self.next_seat = 0
        self.finished = False
        self.winners = []
        self.score = 0
        self.record = record
        self.transcript = []
        self.digest = 0x811C9DC5

    # -- output ---------------------------------------------------------
    def _log(self, line):
        if self.record:
            self.transcript.append(line)
        h = self.digest
        for ch in line + "\n":
            h = ((h ^ (ord(ch) & 0xFF)) * 0x01000193) & 0xFFFFFFFF
        self.digest = h

    def active(self):
        n = 0
        for p in self.players:
            if not p.out:
                n += 1
        return n

    def water_started(self):
        return self.round > 0

    def turns_before_water(self):
        """Turns still to be played (this one included) before the next
        water round: bots measure their slack with it."""
        if self.turn >= self.rules.water_after_turn:
            return 1
        return self.rules.water_after_turn - self.turn + (1 if self.phase == _TURN else 0)

    # -- stepping -------------------------------------------------------
    def step(self):
        """Play one player's move or one water round; False once over."""
        if self.finished:
            return False
        if self.phase == _TURN:
            self._turn_step()
        else:
            self._water_round()
        return not self.finished

    def run(self):
        while self.step():
            pass
        return self

    def _draw(self):
        w = self.rules.element_weights
        return el.weighted(self.rng, w) if w else self.rng.below(el.COUNT)

    def _turn_step(self):
        n = len(self.players)
        if self.next_seat == 0:
            self.turn += 1
            self.element = self._draw()
            self._log("T%d %s" % (self.turn, el.CHARS[self.element]))
        while self.next_seat < n and self.players[self.next_seat].out:
            self.next_seat += 1
        if self.next_seat < n:
            p = self.players[self.next_seat]
            self.next_seat += 1
            self._play(p)
        while self.next_seat < n and self.players[self.next_seat].out:
            self.next_seat += 1
        if self.next_seat >= n:
            self.next_seat = 0
            if self.turn >= self.rules.water_after_turn:
                self.phase = _WATER

    def _play(self, p):
        move = p.bot.move(self, p, self.element)
        before = list(p.left)
        try:
            drawn = apply_move(p.board, p.left, self.element, move)
        except IllegalMove:
            p.illegal += 1
            move = PASS
            drawn = None
        if drawn is None:
            p.passes += 1
        else:
            p.placed[drawn] += 1
        for k in range(3):
            p.used[k] += before[k] - p.left[k]
        self._log("P%d %s" % (p.index, move.text(self.element)))

    def _water_round(self):
        self.round += 1
        players = self.players
        n = len(players)
        owed = [0] * n
        parts = [None] * n
        for p in players:
            if not p.out:
                owed[p.index] = 1
                parts[p.index] = []
        wave = 0
        events = [0] * n
        while True:
            for i in range(n):
                events[i] = 0
            for p in players:
                for k in range(owed[p.index]):
                    code = p.water.advance()
                    if code != OK:
                        p.out = code
                        p.out_round = self.round
                        p.out_moment = wave * 1000 + k
                        parts[p.index].append("!" + REASONS[code])
                        break
                    w = p.water
                    if w.recrossed:
                        events[p.index] += 1
                        p.recrossings += 1
                    parts[p.index].append("%d,%d%s" % (w.fr, w.fc, "*" if w.recrossed else ""))
            total = sum(events)
            if total == 0 or (wave > 0 and not self.rules.crossing_cascade):
                break
            for p in players:
                owed[p.index] = 0 if p.out else total - events[p.index]
            wave += 1
        line = ["W%d" % self.round]
        for i in range(n):
            if parts[i] is not None:
                line.append("%d:%s" % (i, ";".join(parts[i])))
        self._log(" ".join(line))
        self._check_end()
        self.phase = _TURN

    def _check_end(self):
        left = self.active()
        if len(self.players) == 1:
            if left == 0:
                self.finished = True
                self.winners = [0]
                self.score = self.players[0].water.filled
                self._log("END score %d" % self.score)
            return
        if left > 1:
            return
        if left == 1:
            for p in self.players:
                if not p.out:
                    self.winners = [p.index]
        else:
            last = [p for p in self.players if p.out_round == self.round]
            if not self.rules.same_round_ties:
                best = max(p.out_moment for p in last)
                last = [p for p in last if p.out_moment == best]
            self.winners = [p.index for p in last]
        self.finished = True
        self._log("END %s" % ",".join(["%d" % i for i in self.winners]))
