"""The "bring the barrel" puzzle ("Принеси бочку!"): a shortest program,
optionally under the puzzle conditions the rules list ("определенное число
ходов, все карты, использование Повторов или Условий").

Breadth-first search over card sequences, one slot per level, so the first
solution found has the fewest slots.  Each slot is played by the real engine
(``engine.play_row``), so the puzzle obeys exactly the rules of the battle.
The program is cut into rounds of 4 slots and every round must be laid out
with one player's 18 cards (3 Forward, 2 Turn left, ...), plus each bonus
card at most once per round when bonuses are allowed.

Puzzle conditions (``Puzzle``):

* ``slots=N``: exactly N slots, the barrel arriving with the N-th (reaching
  the start with the barrel ends the puzzle, so it cannot arrive earlier);
* ``hand``: the cards for the whole puzzle (not refreshed each round), and
  ``all_cards``: every one of them must be used;
* ``require``: the program must use a Repeat card and/or a Condition card.

Defend is left out of the plain search: with no opponent it does what Stand
does, and Stand alone covers "waste a slot to start a new round's cards";
it joins when a condition may need it (a hand to use up, an exact count to
fill).  Conditions are left out unless a hand holds them or they are
required: alone on the field their outcome is known in advance, so a
condition is never shorter than the branch it picks.  A repeat never sits
inside a condition here (that is for autonomous golems only).

Host-only module (the device never searches), so it may use docstrings.
"""

from gamemaster.golems import cards
from gamemaster.golems.engine import Options, play_row

_PLAIN = (cards.FORWARD, cards.BACK, cards.TURN_LEFT, cards.TURN_RIGHT, cards.STAND,
          cards.STRIKE, cards.TAKE)
_REPEATABLE = (cards.FORWARD, cards.BACK, cards.TURN_LEFT, cards.TURN_RIGHT, cards.STRIKE)

REPEAT = "repeat"
CONDITION = "condition"
REQUIREMENTS = (REPEAT, CONDITION)

# Usage vectors: 8 action counts, then one count per bonus card in
# cards.BONUS_CARDS order (enemy?, attacked?, repeat2, repeat3).
_N = cards.ACTIONS + len(cards.BONUS_CARDS)
_FRESH = (0,) * _N
_ROUND_LIMIT = tuple(cards.COUNTS) + (1,) * len(cards.BONUS_CARDS)


def candidate_slots(bonus, defend=False, conditions=False):
    """Every slot the search tries: plain actions, repeats (``bonus``) and
    conditions whose branches are plain actions (``conditions``)."""
    out = list(_PLAIN)
    if defend:
        out.append(cards.DEFEND)
    if bonus:
        for n in (2, 3):
            for a in _REPEATABLE:
                out.append(cards.repeat(n, a))
    if conditions:
        branches = list(_PLAIN) + [cards.DEFEND]
        for kind in (cards.ENEMY, cards.ATTACKED):
            for a in branches:
                for b in branches:
                    out.append(cards.cond(kind, a, b))
    return out


def slot_usage(slot):
    """The usage vector of one slot (every physical card it holds)."""
    u = [0] * _N
    for a in cards.slot_actions(slot):
        u[a] += 1
    for b in cards.slot_bonuses(slot):
        u[cards.ACTIONS + cards.BONUS_CARDS.index(b)] += 1
    return tuple(u)


def parse_hand(text):
    """``"F F L T 2 E"`` -> a usage vector: action letters F B L R S X D T and
    the bonus cards 2 (Repeat 2), 3 (Repeat 3), E (Enemy?), A (Attacked?)."""
    u = [0] * _N
    for tok in text.replace(",", " ").split():
        t = tok.upper()
        if len(t) == 1 and t in cards.LETTERS and t not in "EA":
            u[cards.LETTERS.index(t)] += 1
        elif t in ("2", "3", "E", "A", "E?", "A?"):
            b = {"2": cards.BONUS_REPEAT2, "3": cards.BONUS_REPEAT3,
                 "E": cards.BONUS_ENEMY, "A": cards.BONUS_ATTACKED}[t[0]]
            u[cards.ACTIONS + cards.BONUS_CARDS.index(b)] += 1
        else:
            raise ValueError("not a card: %r (use F B L R S X D T and 2 3 E A)" % tok)
    return tuple(u)


class Puzzle:
    """The conditions of one bring-the-barrel puzzle (defaults: shortest,
    plain cards)."""

    def __init__(self, max_slots=16, bonus=False, slots=None, hand=None, all_cards=False,
                 require=(), options=None):
        for r in require:
            if r not in REQUIREMENTS:
                raise ValueError("unknown requirement %r" % (r,))
        if all_cards and hand is None:
            raise ValueError("'all cards' needs the hand of cards to use up")
        if slots is not None and slots < 1:
            raise ValueError("a program has at least 1 slot")
        self.max_slots = max_slots if slots is None else max(max_slots, slots)
        self.slots = slots
        self.hand = hand
        self.all_cards = all_cards
        self.require = tuple(require)
        self.options = options or Options()
        hand_repeat = hand is not None and (hand[cards.ACTIONS + 2] or hand[cards.ACTIONS + 3])
        hand_cond = hand is not None and (hand[cards.ACTIONS] or hand[cards.ACTIONS + 1])
        self.bonus = bool(bonus or REPEAT in self.require or hand_repeat)
        self.conditions = bool(CONDITION in self.require or hand_cond)
        self.candidates = []
        for slot in candidate_slots(self.bonus, hand is not None or slots is not None,
                                    self.conditions):
            if hand is None or _fits(slot_usage(slot), hand):
                self.candidates.append(slot)

    def done(self, used_hand, flags):
        if self.all_cards and used_hand != self.hand:
            return False
        return flags == self._want_flags()

    def _want_flags(self):
        return (REPEAT in self.require) | ((CONDITION in self.require) << 1)


def _fits(u, limit):
    for k in range(_N):
        if u[k] > limit[k]:
            return False
    return True


def _add(a, b):
    return tuple(a[k] + b[k] for k in range(_N))


def _flags(slot):
    if isinstance(slot, int):
        return 0
    if slot[0] == cards.REP:
        return 1
    return 2 | _flags(slot[2]) | _flags(slot[3])


def bring_barrel(field, max_slots=16, bonus=False, options=None, puzzle=None):
    """Shortest slot list that takes a barrel and brings it to the golem's
    start; ``(slots, None)`` when found, ``(None, reason)`` otherwise.

    ``reason`` is "impossible" when the whole reachable state space was
    searched, "limit" when the slot limit stopped the search.  ``puzzle``
    (a ``Puzzle``) adds conditions; without it: shortest, ``bonus`` allows
    the Repeat cards.
    """
    if len(field.golems) != 1:
        raise ValueError("the puzzle is for one golem, the field has %d" % len(field.golems))
    if puzzle is None:
        puzzle = Puzzle(max_slots, bonus, options=options)
    start = field.golems[0].start
    exact = puzzle.slots
    use = [(slot, slot_usage(slot), _flags(slot)) for slot in puzzle.candidates]
    want = puzzle._want_flags()
    no_hand = _FRESH
    seen = {}
    frontier = [(field, _FRESH, no_hand, 0, ())]
    depth = 0
    while frontier:
        if depth >= puzzle.max_slots:
            return None, "limit"
        depth += 1
        if exact is not None:
            seen = {}          # per level: the same state at another depth is another puzzle
        nxt = []
        for (f, usage, spent, flags, path) in frontier:
            if len(path) % cards.SLOTS == 0:
                usage = _FRESH
            played = _Played(f, puzzle.options)
            for slot, su, sf in use:
                if sf & 2 and flags & 2 and puzzle.hand is None:
                    # one condition meets the requirement; a second never
                    # helps: it holds more cards than the branch it picks
                    continue
                u = _add(usage, su)
                if not _fits(u, _ROUND_LIMIT):
                    continue
                h = spent
                if puzzle.hand is not None:
                    h = _add(spent, su)
                    if not _fits(h, puzzle.hand):
                        continue
                g2, gkey = played.after(slot)
                if g2 is None:
                    continue
                golem = g2.golems[0]
                p2 = path + (slot,)
                fl = (flags | sf) & want
                if golem.carrying and (golem.row, golem.col) == start:
                    # the barrel is home: the puzzle ends here, met or not
                    if (exact is None or depth == exact) and puzzle.done(h, fl):
                        return p2, None
                    continue
                if exact is not None and depth >= exact:
                    continue
                pos = len(p2) % cards.SLOTS
                k = (gkey, pos, u if pos else _FRESH, h, fl)
                if k in seen:
                    continue
                seen[k] = True
                nxt.append((g2, u, h, fl, p2))
        frontier = nxt
    return None, "impossible"


class _Played:
    """The field after each slot from one search node, each played once by
    the engine.  Alone on the field a condition's field afterwards is the
    field after the branch it picks (nothing else moves before it is
    checked), so a condition costs one engine call per kind to learn its
    branch, not one per pair of cards."""

    def __init__(self, field, options):
        self.field = field
        self.options = options
        self.done = {}
        self.branch = {}

    def after(self, slot):
        """(field after ``slot``, its key), or (None, None) when the golem
        is knocked out."""
        if not isinstance(slot, int) and slot[0] == cards.IF:
            kind = slot[1]
            if kind not in self.branch:
                g = self.field.copy()
                rep = play_row(g, ((cards.cond(kind, cards.STAND, cards.DEFEND),),), 0,
                               self.options)[0]
                self.branch[kind] = rep.branch
            slot = slot[2] if self.branch[kind] else slot[3]
        if slot not in self.done:
            g = self.field.copy()
            play_row(g, ((slot,),), 0, self.options)
            if g.golems[0].lives <= 0:
                self.done[slot] = (None, None)
            else:
                g.golems[0].struck = False
                self.done[slot] = (g, g.key())
        return self.done[slot]


def as_rounds(slots):
    """Cut a slot list into 4-slot programs; the last one is padded with
    cards the player still holds (Stand, then Defend): the puzzle is over
    when the barrel is home, so the padding is never played."""
    rounds = []
    for i in range(0, len(slots), cards.SLOTS):
        chunk = list(slots[i:i + cards.SLOTS])
        usage = _FRESH
        for s in chunk:
            usage = _add(usage, slot_usage(s))
        while len(chunk) < cards.SLOTS:
            for pad in (cards.STAND, cards.DEFEND, cards.STRIKE):
                u = _add(usage, slot_usage(pad))
                if _fits(u, _ROUND_LIMIT):
                    usage = u
                    chunk.append(pad)
                    break
        rounds.append(tuple(chunk))
    return rounds
