"""The "bring the barrel" puzzle ("Принеси бочку!"): a shortest program.

Breadth-first search over card sequences, one slot per level, so the first
solution found has the fewest slots.  Each slot is played by the real engine
(``engine.play_row``), so the puzzle obeys exactly the rules of the battle.
The program is cut into rounds of 4 slots and every round must be laid out
with one player's 18 cards (3 Forward, 2 Turn left, ...), plus each bonus
card at most once per round when bonuses are allowed.

Defend is left out of the search: with no opponent it does what Stand does,
and Stand alone covers "waste a slot to start a new round's cards".
Conditions are left out too: alone on the field their outcome is known in
advance, so a condition is never shorter than the branch it picks.
"""

from gamemaster.golems import cards
from gamemaster.golems.engine import Options, play_row

_PLAIN = (cards.FORWARD, cards.BACK, cards.TURN_LEFT, cards.TURN_RIGHT, cards.STAND,
          cards.STRIKE, cards.TAKE)
_REPEATABLE = (cards.FORWARD, cards.BACK, cards.TURN_LEFT, cards.TURN_RIGHT, cards.STRIKE)


def candidate_slots(bonus):
    out = list(_PLAIN)
    if bonus:
        for n in (2, 3):
            for a in _REPEATABLE:
                out.append(cards.repeat(n, a))
    return out


def _usage_after(usage, slot):
    """Card usage of the current round after laying ``slot``, or None when
    the player has no such card left.  usage = 8 action counts + 2 repeat flags."""
    u = list(usage)
    for a in cards.slot_actions(slot):
        u[a] += 1
        if u[a] > cards.COUNTS[a]:
            return None
    if not isinstance(slot, int):
        k = cards.ACTIONS + slot[1] - 2
        if u[k]:
            return None
        u[k] = 1
    return tuple(u)


_FRESH = (0,) * (cards.ACTIONS + 2)


def bring_barrel(field, max_slots=16, bonus=False, options=None):
    """Shortest slot list that takes a barrel and brings it to the golem's
    start; ``(slots, None)`` when found, ``(None, reason)`` otherwise.

    ``reason`` is "impossible" when the whole reachable state space was
    searched, "limit" when ``max_slots`` stopped the search.
    """
    if len(field.golems) != 1:
        raise ValueError("the puzzle is for one golem, the field has %d" % len(field.golems))
    if options is None:
        options = Options()
    start = field.golems[0].start
    slots = candidate_slots(bonus)
    seen = {}
    frontier = [(field, _FRESH, ())]
    seen[(field.key(), 0, _FRESH)] = True
    depth = 0
    while frontier:
        if depth >= max_slots:
            return None, "limit"
        depth += 1
        nxt = []
        for (f, usage, path) in frontier:
            pos = len(path) % cards.SLOTS
            if pos == 0:
                usage = _FRESH
            for slot in slots:
                u = _usage_after(usage, slot)
                if u is None:
                    continue
                g2 = f.copy()
                play_row(g2, ((slot,),), 0, options)
                golem = g2.golems[0]
                if golem.lives <= 0:
                    continue
                p2 = path + (slot,)
                if golem.carrying and (golem.row, golem.col) == start:
                    return p2, None
                golem.struck = False
                k = (g2.key(), len(p2) % cards.SLOTS, u if len(p2) % cards.SLOTS else _FRESH)
                if k in seen:
                    continue
                seen[k] = True
                nxt.append((g2, u, p2))
        frontier = nxt
    return None, "impossible"


def as_rounds(slots):
    """Cut a slot list into 4-slot programs; the last one is padded with
    cards the player still holds (Stand, then Defend)."""
    rounds = []
    for i in range(0, len(slots), cards.SLOTS):
        chunk = list(slots[i:i + cards.SLOTS])
        usage = _FRESH
        for s in chunk:
            usage = _usage_after(usage, s)
        while len(chunk) < cards.SLOTS:
            for pad in (cards.STAND, cards.DEFEND, cards.STRIKE):
                u = _usage_after(usage, pad)
                if u is not None:
                    usage = u
                    chunk.append(pad)
                    break
        rounds.append(tuple(chunk))
    return rounds
