# Real-time IceTowers bot games: a discrete-event simulation.
#
# IceTowers has no turns, so a bot does not "move when it is its turn": it
# looks at the table, picks an action, and the action lands one reaction time
# later.  Meanwhile the others act too, so when the action lands it is
# checked again: if a faster player changed the tower (capped it, mined from
# it, split it) and the action is no longer legal, it fails (a fumble) and
# the bot looks again.  Events are taken in time order; at equal times the
# lower seat goes first, so a seed always gives the same game.
#
# Reaction time: RT_MIN + U(0..RT_SPREAD) + U(0..RT_SPREAD) ms, two uniform
# draws from the bot's own Rng: a triangular distribution on 700..1900 ms,
# most likely 1300 ms (a hand reaching for a pyramid and putting it down).
# A bot that passes ("I am done") is idle until the table changes; then it
# looks again at once.  All draws use gamemaster.prng (no floats), so
# CPython and MicroPython play the same game for a seed.
#
# Strategies, from the rules' "Strategia" section (value = own pip gain
# minus the others' average, in whole pips times (competitors - 1)):
#   random   - any legal move, uniformly
#   big      - "Zaczynaj dużymi": caps with large pyramids first, keeps the
#              small ones (which can cap anything) for later
#   invest   - "Inwestuj w przyszłość": big pyramids on towers just begun
#              (low in the tower), its smallest kept to cap the towers that
#              hold its own (locked; mined back if an opponent caps them)
#   limit    - "Ograniczaj możliwości przeciwnika": avoids capping towers in
#              which an opponent has several pyramids (he could mine them)
#   splitter - "Wydobywaj pamiętając o rozdzielaniu": mines so that two
#              opponent pyramids touch, splits, but never the top pair
# All but random also weigh the risk of being capped back, pass when no
# move gains anything, and pick up (hold) a lone small pyramid an opponent
# could cap, which is how the text's deadlock comes about.

from gamemaster.icetowers.engine import (
    IceTowers, CAP, HCAP, MINE, SPLIT, TAKE, TABLE, END_NAMES, format_action,
)
from gamemaster.icetowers.rules import NCOLOURS, WHITE, GHOST, GUS, STANDARD
from gamemaster.prng import Rng

STRATEGIES = ("random", "big", "invest", "limit", "splitter")
RT_MIN = 700
RT_SPREAD = 600
END_LIMIT = 4           # the simulation's own cap on actions was reached
MAX_ACTIONS = 1500


def _contrib(d, t, sign, singles):
    if t is None or len(t) == 0 or (len(t) == 1 and not singles):
        return
    pips = 0
    for p in t:
        pips += p & 3
    d[t[-1] >> 2] += sign * pips


def effect(g, a):
    # Change of every colour's score if action a were applied now.
    kind, c, size, src, pos, dst = a
    d = [0] * NCOLOURS
    if kind == TAKE:
        return d
    singles = g.rules.singles_score
    p = (c << 2) | size
    u = None if dst == TABLE else g.tower(dst)
    if kind == CAP or kind == HCAP:
        if singles:
            d[c] -= size           # the lone (or held) pyramid's own pip
        _contrib(d, u, -1, singles)
        _contrib(d, u + bytearray([p]), 1, singles)
        return d
    t = g.tower(src)
    _contrib(d, t, -1, singles)
    if kind == MINE:
        _contrib(d, t[:pos] + t[pos + 1:], 1, singles)
        moved = bytearray([p])
    else:
        _contrib(d, t[:pos], 1, singles)
        moved = t[pos:]
    if u is None:
        _contrib(d, moved, 1, singles)
    else:
        _contrib(d, u, -1, singles)
        _contrib(d, u + moved, 1, singles)
    return d


def _competitor_colours(g):
    # One list of colours per competitor (players, then Gus when he competes).
    out = [list(g.own_colours(p)) for p in range(g.players)]
    if g.variant == GHOST and g.rules.gus_can_win:
        out.append([WHITE])
    return out


def _free_sizes(g, colours, but=-2):
    # Smallest size among the free-standing and held pyramids of colours,
    # except tower id ``but`` (the one being capped); 4 = none.
    return _free_except(_free_table(g, colours), but)


def _free_table(g, colours):
    # (smallest held, smallest free-standing, its tower id, the smallest on
    # any other tower) for colours: a bot weighs some eighty actions per
    # look, each asking "the smallest except the tower I cap", so the table
    # is built once per look and each question costs nothing.
    s1 = 4
    s2 = 4
    id1 = -2
    stacks = g.stacks
    for i in range(len(stacks)):
        t = stacks[i]
        if len(t) == 1 and (t[0] >> 2) in colours:
            s = t[0] & 3
            if s < s1:
                s2 = s1
                s1 = s
                id1 = g.ids[i]
            elif s < s2:
                s2 = s
    held = 4
    for c in colours:
        for s in g.hands[c]:
            if s < held:
                held = s
    return held, s1, id1, s2


def _free_except(table, but):
    held, s1, id1, s2 = table
    s = s2 if id1 == but else s1
    return held if held < s else s


def _count(t, c):
    n = 0
    for p in t:
        if (p >> 2) == c:
            n += 1
    return n


def _look(g, player):
    # What value() needs about the table and the player, the same for every
    # action of one look: (the competitors' colours, own colours, opponents'
    # colours, the colours an opponent may move, their free-pyramid table).
    comps = _competitor_colours(g)
    mine = g.own_colours(player)
    opp = []
    for i in range(len(comps)):
        if i != player:
            opp.extend(comps[i])
    if g.variant == GHOST:
        # the opponent may move Gus too
        opp_movers = [c2 for c2 in opp if c2 != WHITE] + [WHITE]
    else:
        opp_movers = opp
    return comps, mine, opp, opp_movers, _free_table(g, opp_movers)


def value(g, player, a, strategy, look=None):
    # The strategy's value of action a for player (an int, higher is better).
    # look: _look(g, player), when the caller weighs many actions of one look.
    if look is None:
        look = _look(g, player)
    comps, mine, opp, opp_movers, free = look
    d = effect(g, a)
    k = len(comps) - 1
    own = 0
    others = 0
    for i in range(len(comps)):
        s = 0
        for c in comps[i]:
            s += d[c]
        if i == player:
            own = s
        else:
            others += s
    v = k * own - others
    kind, c, size, src, pos, dst = a
    u = None if dst == TABLE else g.tower(dst)
    bonus = 0
    if kind == CAP or kind == HCAP or (kind == MINE and u is not None):
        # the risk of being capped back: an opponent holding or having a
        # free pyramid no larger than ours takes the tower over
        if own > 0 and _free_except(free, dst) <= size:
            bonus -= own * k // 2
    if strategy == "big":
        if kind == CAP or kind == HCAP:
            bonus += 2 * (size - 2) * k
    elif strategy == "invest":
        # "Na początku umieszczaj na dnie wieży duży element, a z czasem
        # jeżeli nakryjesz wieżę najmniejszą piramidką, będzie ona
        # zablokowana": big pyramids go low, on towers just begun; the
        # smallest are kept to cap, later, the towers holding one's own
        if u is not None and kind != SPLIT:
            invested = False
            for c2 in mine:
                if _count(u, c2) > 0:
                    invested = True
                    break
            if kind == CAP or kind == HCAP:
                if size == 3 and len(u) == 1:
                    bonus += 3 * k
                elif size == 1:
                    bonus += 4 * k if invested else -2 * k
            elif invested:
                bonus += 3 * k
    elif strategy == "limit":
        if u is not None and kind != SPLIT:
            for c2 in opp:
                m = _count(u, c2)
                if m >= 2:
                    bonus -= 2 * (m - 1) * k
    elif strategy == "splitter":
        if kind == SPLIT:
            t = g.tower(src)
            bonus += (-6 if pos == len(t) - 1 else 2) * k
        elif kind == MINE and pos > 0:
            t = g.tower(src)
            if pos + 1 < len(t) and (t[pos - 1] >> 2) == (t[pos + 1] >> 2) \
                    and (t[pos - 1] >> 2) in opp:
                bonus += 3 * k
    return v + bonus


def choose(g, player, strategy, rng):
    # The action a bot plays, or None to pass.
    acts = g.legal_actions(player)
    if not acts:
        return None
    if strategy == "random":
        return rng.choice(acts)
    look = _look(g, player)
    best = None
    best_v = 0
    takes = []
    for a in acts:
        if a[0] == TAKE:
            takes.append(a)
            continue
        v = value(g, player, a, strategy, look)
        if best is None or v > best_v:
            best = [a]
            best_v = v
        elif v == best_v:
            best.append(a)
    if best is not None and best_v > 0:
        return best[0] if len(best) == 1 else rng.choice(best)
    # Nothing gains: hold a lone pyramid an opponent could cap, else pass.
    smallest = _free_sizes(g, look[2])
    for a in takes:
        if smallest <= a[2]:
            return a
    return None


def reaction(rng):
    return RT_MIN + rng.below(RT_SPREAD + 1) + rng.below(RT_SPREAD + 1)


class Sim:
    # One game.  step() handles one event (an action landing) and returns
    # False once the game is over; run() plays it out.  The transcript's
    # lines feed an FNV-1a digest (kept as lines too when record is set).
    def __init__(self, players, strategies, seed, variant=STANDARD, rules=None,
                 max_actions=MAX_ACTIONS, record=False, game=None):
        # game: start from this table instead of a freshly shuffled one
        for s in strategies:
            if s not in STRATEGIES:
                raise ValueError("unknown strategy %r" % (s,))
        rng = Rng(seed)
        table_rng = rng.fork()
        self.game = game if game is not None else IceTowers(players, variant, rules, table_rng)
        self.strategies = [strategies[i % len(strategies)] for i in range(players)]
        self.rngs = [rng.fork() for _ in range(players)]
        self.now = 0
        self.due = [None] * players
        self.plan = [None] * players
        self.applied = 0
        self.fumbles = 0
        self.passes = 0
        self.max_actions = max_actions
        self.end = 0
        self.record = record
        self.lines = []
        self.digest = 0x811C9DC5
        for p in range(players):
            self._decide(p)

    def _log(self, line):
        if self.record:
            self.lines.append(line)
        h = self.digest
        for ch in line:
            h = ((h ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
        h = ((h ^ 10) * 0x01000193) & 0xFFFFFFFF
        self.digest = h

    def _decide(self, p):
        g = self.game
        if g.over:
            return
        a = choose(g, p, self.strategies[p], self.rngs[p])
        if a is None:
            self.due[p] = None
            self.passes += 1
            self._log("%d P%d pass" % (self.now, p))
            g.pass_(p)
            if g.over:
                self._finish()
        else:
            self.plan[p] = a
            self.due[p] = self.now + reaction(self.rngs[p])

    def _finish(self):
        g = self.game
        self.end = g.over if g.over else END_LIMIT
        self._log("END %s at %d actions %d scores %s winners %s" % (
            self.end_name(), self.now, self.applied,
            ",".join(["%d" % s for s in g.player_scores()]),
            ",".join(["%d" % w for w in self.winners()])))

    def end_name(self):
        return "limit" if self.end == END_LIMIT else END_NAMES[self.end]

    def winners(self):
        return self.game.winners()

    def step(self):
        g = self.game
        if self.end:
            return False
        p = -1
        for i in range(g.players):
            if self.due[i] is not None and (p < 0 or self.due[i] < self.due[p]):
                p = i
        if p < 0:
            # everyone idle without the engine ending: cannot happen (the
            # last pass ends the game), but never spin
            self._finish()
            return False
        self.now = self.due[p]
        a = self.plan[p]
        self.due[p] = None
        if g.is_legal(p, a):
            g.apply(p, a)
            self.applied += 1
            self._log("%d P%d %s" % (self.now, p, format_action(a)))
            if g.over:
                self._finish()
                return False
            if self.applied >= self.max_actions:
                self._finish()
                return False
            self._decide(p)
            for q in range(g.players):
                if q != p and self.due[q] is None and not g.over:
                    self._decide(q)
        else:
            self.fumbles += 1
            self._log("%d P%d fumble %s" % (self.now, p, format_action(a)))
            self._decide(p)
        if g.over and not self.end:
            self._finish()
        return not self.end

    def run(self):
        while self.step():
            pass
        return self
