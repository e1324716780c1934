# The IceTowers table: towers, hands, the three actions, scoring, loops and
# the end of the game.
#
# There are no turns: every player may act at any moment, one action at a
# time.  The engine therefore only answers "is this action legal now?" and
# applies actions in the order the caller (a table, or the real-time
# simulation in sim.py) says they happen.
#
# A tower is a bytearray of pyramids, bottom first (rules.piece).  A lone
# pyramid on the table is a tower of height 1: that is what the text calls a
# free-standing pyramid, the only kind a player may pick up to cap with.
# Every tower has an id that never changes while it exists, so an action
# chosen at one moment still names the same tower when it lands later
# (indices shift when towers come and go).
#
# Actions are tuples (kind, colour, size, src, pos, dst):
#   CAP   colour's free-standing pyramid (tower id src) onto tower dst
#   HCAP  a held pyramid of that colour and size onto tower dst (src -1)
#   MINE  the pyramid at index pos of tower src onto tower dst, or the table
#   SPLIT tower src between pos-1 and pos (a touching pair); the part from
#         pos up goes to the table (dst -1) or onto tower dst (a setting);
#         colour is the colour the splitter acts as
#   TAKE  pick up colour's free-standing pyramid (tower src) and hold it
# TAKE is what makes the text's deadlock possible: a held pyramid cannot be
# capped, and at the end of the game held pyramids are put down and score as
# one-element towers.

from gamemaster.icetowers.rules import (
    Rules, PER_SIZE, SIZES, WHITE, NCOLOURS, GUS, STANDARD, GHOST, DOUBLE, COLOUR_NAMES,
)

CAP = 0
HCAP = 1
MINE = 2
SPLIT = 3
TAKE = 4
ACTION_NAMES = ("cap", "hcap", "mine", "split", "take")
TABLE = -1

PLAYING = 0
END_NO_MOVES = 1
END_ALL_PASSED = 2
END_LOOP = 3
END_NAMES = ("playing", "no-moves", "all-done", "loop")

_MAGIC = 0x49       # "I"
_VERSION = 1


class IceTowers:
    # players: 2..4 (2 for the ghost and double variants).  rng: shuffles the
    # starting pyramids (the text spreads them at random); without one they
    # stand in colour, size order.  empty: no pyramids at all (for tests and
    # the score tool, which build their own towers).
    def __init__(self, players=2, variant=STANDARD, rules=None, rng=None, empty=False):
        if variant == STANDARD:
            if players < 2 or players > 4:
                raise ValueError("IceTowers is for 2 to 4 players")
        elif variant == GHOST or variant == DOUBLE:
            if players != 2:
                raise ValueError("the ghost and double variants are for 2 players")
        else:
            raise ValueError("unknown variant %r" % (variant,))
        self.players = players
        self.variant = variant
        self.rules = rules if rules is not None else Rules()
        owner = [None] * NCOLOURS
        for p in range(players):
            owner[p] = p
            if variant == DOUBLE:
                owner[p + 2] = p
        if variant == GHOST:
            owner[WHITE] = GUS
        self.owner = owner
        self.names = COLOUR_NAMES   # each set's colour, as the table has them (tabletext)
        self.colours = tuple([c for c in range(NCOLOURS) if owner[c] is not None])
        self.stacks = []
        self.ids = []
        self.next_id = 1
        self.hands = [bytearray() for _ in range(NCOLOURS)]
        self.passed = [False] * players
        self.over = PLAYING
        self.deadlock = False
        self.void = []
        self.actions_done = 0
        self.loop_warning = False
        self.loop_towers = []
        self._count = {}
        self._last = {}
        self._log = []
        self._low = 0
        self._progress_at = 0
        if not empty:
            pieces = []
            for c in self.colours:
                for s in SIZES:
                    for _ in range(PER_SIZE):
                        pieces.append((c << 2) | s)
            if rng is not None:
                rng.shuffle(pieces)
            for p in pieces:
                self._new_stack(bytearray([p]))
        self._low = self._lone() + 1
        self._remember(())

    # -- building (tests, the score tool) --------------------------------------

    def add_tower(self, pieces):
        # pieces: bottom first, as bytes/list of rules.piece values; returns its id.
        t = bytearray(pieces)
        if not t:
            raise ValueError("a tower needs a pyramid")
        for i in range(1, len(t)):
            if (t[i] & 3) > (t[i - 1] & 3):
                raise ValueError("a pyramid never caps a smaller one")
        for p in t:
            if self.owner[p >> 2] is None or (p & 3) == 0:
                raise ValueError("pyramid %d is not in this game" % p)
        i = self._new_stack(t)
        self.restart_history()
        return self.ids[i]

    def restart_history(self):
        # Forget the positions seen so far (after building a table by hand).
        self._count = {}
        self._last = {}
        self._log = []
        self._low = self._lone() + 1
        self._progress_at = 0
        self.loop_warning = False
        self.loop_towers = []
        self._remember(())

    def _new_stack(self, t):
        self.stacks.append(t)
        self.ids.append(self.next_id)
        self.next_id += 1
        return len(self.stacks) - 1

    def index(self, tower_id):
        # The tower's current index, or -1 when it no longer exists.
        # (list.index is a C loop on every VM; the bots ask this a lot)
        ids = self.ids
        return ids.index(tower_id) if tower_id in ids else -1

    def tower(self, tower_id):
        i = self.index(tower_id)
        return None if i < 0 else self.stacks[i]

    # -- who is who ------------------------------------------------------------

    def own_colours(self, player):
        if self.variant == DOUBLE:
            return (player, player + 2)
        return (player,)

    def acting_colours(self, player):
        # The colours a player may move: his own, and Gus's in the ghost game.
        if self.variant == GHOST:
            return (player, WHITE)
        return self.own_colours(player)

    def _may_act(self, player, c):
        return c in self.acting_colours(player)

    def _controls(self, player, c, top_colour):
        # "jeżeli gracz nie kontroluje danej wieży": for a colour acting as its
        # own player (Gus, or double_as_four) that is the top's colour; else the
        # player controls every tower topped by one of his colours.
        if c == WHITE or self.variant != DOUBLE or self.rules.double_as_four:
            return top_colour == c
        return top_colour in self.own_colours(player)

    # -- the legality conditions (index based; public checks map ids) ----------

    def _target_ok(self, c, size, ti, not_i, mined):
        if ti == not_i:
            return False
        t = self.stacks[ti]
        ts = t[-1] & 3
        if ts < size or (ts == size and not self.rules.cap_same_size):
            return False
        if len(t) == 1:
            # "Gus nigdy nie nakrywa pojedynczej piramidki"
            if c == WHITE:
                return False
            if mined and not self.rules.mine_onto_single:
                return False
        return True

    def _cap_source_ok(self, player, c, si):
        t = self.stacks[si]
        return len(t) == 1 and (t[0] >> 2) == c and self._may_act(player, c)

    def _mine_source_ok(self, player, c, fi, pos):
        if not self._may_act(player, c):
            return False
        if c == WHITE and not self.rules.gus_can_mine:
            return False
        t = self.stacks[fi]
        n = len(t)
        if pos < 0 or pos >= n - 1 or (t[pos] >> 2) != c:
            return False
        if self._controls(player, c, t[-1] >> 2):
            return False
        mine = 0
        highest = -1
        for i in range(n):
            if (t[i] >> 2) == c:
                mine += 1
                highest = i
        if mine < 2:
            return False
        if not self.rules.mine_any_position and pos != highest:
            return False
        return True

    def _mine_has_target(self, c, size, fi):
        for ti in range(len(self.stacks)):
            if self._target_ok(c, size, ti, fi, True):
                return True
        return False

    def _split_ok(self, player, c, fi, pos):
        # c: the colour the splitter acts as.  Gus never splits.
        if c == WHITE or c not in self.own_colours(player):
            return False
        t = self.stacks[fi]
        if pos < 1 or pos >= len(t):
            return False
        a = t[pos - 1]
        b = t[pos]
        k = a >> 2
        if (b >> 2) != k or k == c:
            return False
        if self.rules.split_same_size_only and (a & 3) != (b & 3):
            return False
        double_player = self.variant == DOUBLE and not self.rules.double_as_four
        if double_player and k in self.own_colours(player):
            return False
        if not self.rules.split_own_tower and (t[-1] >> 2) in self.own_colours(player):
            return False
        return True

    def _split_persona(self, player, fi, pos):
        for c in self.own_colours(player):
            if self._split_ok(player, c, fi, pos):
                return c
        return -1

    def _take_ok(self, player, c, si):
        return (c != WHITE and c in self.own_colours(player)
                and len(self.hands[c]) < self.rules.hand_limit
                and self._cap_source_ok(player, c, si))

    # -- actions -----------------------------------------------------------------

    def legal_actions(self, player, progress_only=False, first=False):
        # Every legal action of a player, in a stable order: caps, held caps,
        # mines, splits, takes; within each, by acting colour, then source
        # tower and position, then target tower (table last).  progress_only
        # leaves out TAKE; first stops at the first action found.
        out = []
        if self.over:
            return out
        stacks = self.stacks
        ids = self.ids
        n = len(stacks)
        acting = self.acting_colours(player)
        for c in acting:
            for si in range(n):
                if not self._cap_source_ok(player, c, si):
                    continue
                size = stacks[si][0] & 3
                for ti in range(n):
                    if self._target_ok(c, size, ti, si, False):
                        out.append((CAP, c, size, ids[si], 0, ids[ti]))
                        if first:
                            return out
        for c in acting:
            h = self.hands[c]
            done = []
            for size in h:
                if size in done:
                    continue
                done.append(size)
                for ti in range(n):
                    if self._target_ok(c, size, ti, -1, False):
                        out.append((HCAP, c, size, -1, 0, ids[ti]))
                        if first:
                            return out
        for c in acting:
            for fi in range(n):
                t = stacks[fi]
                for pos in range(len(t) - 1):
                    if not self._mine_source_ok(player, c, fi, pos):
                        continue
                    size = t[pos] & 3
                    found = False
                    for ti in range(n):
                        if self._target_ok(c, size, ti, fi, True):
                            found = True
                            out.append((MINE, c, size, ids[fi], pos, ids[ti]))
                            if first:
                                return out
                    if not found or not self.rules.mine_table_only_if_stuck:
                        out.append((MINE, c, size, ids[fi], pos, TABLE))
                        if first:
                            return out
        for fi in range(n):
            t = stacks[fi]
            for pos in range(1, len(t)):
                c = self._split_persona(player, fi, pos)
                if c < 0:
                    continue
                size = t[pos] & 3
                out.append((SPLIT, c, size, ids[fi], pos, TABLE))
                if first:
                    return out
                if self.rules.split_part_may_cap:
                    for ti in range(n):
                        if self._target_ok(c, size, ti, fi, True):
                            out.append((SPLIT, c, size, ids[fi], pos, ids[ti]))
        if not progress_only:
            for c in acting:
                for si in range(n):
                    if self._take_ok(player, c, si):
                        out.append((TAKE, c, stacks[si][0] & 3, ids[si], 0, TABLE))
        return out

    def has_move(self, player):
        # A move that changes the towers (TAKE does not count: picking a
        # pyramid up and holding it is not playing it).
        return len(self.legal_actions(player, True, True)) > 0

    def why_illegal(self, player, a):
        # None when legal, else a short reason.
        if self.over:
            return "the game is over"
        if player < 0 or player >= self.players:
            return "no such player"
        kind, c, size, src, pos, dst = a
        if c < 0 or c >= NCOLOURS or not self._may_act(player, c):
            return "not a colour this player moves"
        di = -1
        if dst != TABLE:
            di = self.index(dst)
            if di < 0:
                return "the target tower is gone"
        if kind == CAP or kind == TAKE:
            si = self.index(src)
            if si < 0:
                return "the pyramid is gone"
            if not self._cap_source_ok(player, c, si) or (self.stacks[si][0] & 3) != size:
                return "not a free-standing pyramid of that colour and size"
            if kind == TAKE:
                if c == WHITE or len(self.hands[c]) >= self.rules.hand_limit:
                    return "cannot hold it"
                return None
            if di < 0 or not self._target_ok(c, size, di, si, False):
                return "cannot cap that tower"
            return None
        if kind == HCAP:
            if _without(self.hands[c], size) == self.hands[c]:
                return "no such pyramid in hand"
            if di < 0 or not self._target_ok(c, size, di, -1, False):
                return "cannot cap that tower"
            return None
        fi = self.index(src)
        if fi < 0:
            return "the tower is gone"
        t = self.stacks[fi]
        if pos < 0 or pos >= len(t) or (t[pos] & 3) != size:
            return "no such pyramid in the tower"
        if kind == MINE:
            if not self._mine_source_ok(player, c, fi, pos):
                return "cannot mine that pyramid"
            if di < 0:
                if self.rules.mine_table_only_if_stuck and self._mine_has_target(c, size, fi):
                    return "the mined pyramid can cap a tower"
                return None
            if not self._target_ok(c, size, di, fi, True):
                return "cannot cap that tower"
            return None
        if kind == SPLIT:
            if not self._split_ok(player, c, fi, pos):
                return "cannot split there"
            if di >= 0:
                if not self.rules.split_part_may_cap or not self._target_ok(c, size, di, fi, True):
                    return "the split-off part cannot go there"
            return None
        return "unknown action"

    def is_legal(self, player, a):
        return self.why_illegal(player, a) is None

    def apply(self, player, a):
        why = self.why_illegal(player, a)
        if why is not None:
            raise ValueError("illegal %s: %s" % (format_action(a), why))
        kind, c, size, src, pos, dst = a
        stacks = self.stacks
        di = -1 if dst == TABLE else self.index(dst)
        if kind == CAP:
            si = self.index(src)
            p = stacks[si][0]
            stacks[di].append(p)
            del stacks[si]
            del self.ids[si]
            touched = (src, dst)
        elif kind == HCAP:
            self.hands[c] = _without(self.hands[c], size)
            stacks[di].append((c << 2) | size)
            touched = (dst,)
        elif kind == TAKE:
            si = self.index(src)
            self.hands[c].append(size)
            del stacks[si]
            del self.ids[si]
            touched = (src,)
        elif kind == MINE:
            fi = self.index(src)
            t = stacks[fi]
            p = t[pos]
            stacks[fi] = t[:pos] + t[pos + 1:]
            if di < 0:
                di = self._new_stack(bytearray([p]))
                dst = self.ids[di]
            else:
                stacks[di].append(p)
            touched = (src, dst)
        else:
            fi = self.index(src)
            t = stacks[fi]
            upper = t[pos:]
            stacks[fi] = t[:pos]
            if di < 0:
                di = self._new_stack(bytearray(upper))
                dst = self.ids[di]
            else:
                stacks[di].extend(upper)
            touched = (src, dst)
        self.actions_done += 1
        if self.rules.pass_resets:
            for i in range(self.players):
                self.passed[i] = False
        self._remember(touched)
        if not self.over:
            for pl in range(self.players):
                if self.has_move(pl):
                    return
            self._end(END_NO_MOVES)

    def pass_(self, player):
        # The player declares he will not act (now).  When every player has,
        # the game ends; anyone still holding pyramids must put them down
        # (the text's deadlock), and they score as one-element towers.
        if self.over:
            raise ValueError("the game is over")
        self.passed[player] = True
        for p in self.passed:
            if not p:
                return
        self._end(END_ALL_PASSED)

    def holding(self):
        # Pyramids held in hands, all colours.
        n = 0
        for h in self.hands:
            n += len(h)
        return n

    def _end(self, reason):
        self.over = reason
        if reason == END_LOOP:
            self.void = list(self.loop_towers)
        if self.holding():
            self.deadlock = True
            for c in range(NCOLOURS):
                h = self.hands[c]
                for size in h:
                    self._new_stack(bytearray([(c << 2) | size]))
                self.hands[c] = bytearray()

    # -- loops ---------------------------------------------------------------------

    def position_key(self):
        # The position regardless of where towers stand: sorted towers and the
        # hands, 0-separated (no pyramid byte is 0).
        parts = sorted([bytes(t) for t in self.stacks])
        key = bytearray()
        for p in parts:
            key.extend(p)
            key.append(0)
        for h in self.hands:
            key.append(0xFF)
            key.extend(sorted(h))
        return bytes(key)

    def _lone(self):
        n = self.holding()
        for t in self.stacks:
            if len(t) == 1:
                n += 1
        return n

    def _touched_since(self, start):
        seen = []
        for i in range(start, len(self._log)):
            for tid in self._log[i]:
                if tid not in seen and self.index(tid) >= 0:
                    seen.append(tid)
        seen.sort()
        return seen

    def _remember(self, touched):
        # "Kiedy gracze wykonują ten sam zestaw akcji w nieskończonej pętli":
        # a position seen again is a loop; the towers the actions since its
        # last time touched are the towers in the loop.  At the second time
        # the players are warned; at loop_limit the game ends and those
        # towers score nothing.  A loop that wanders without repeating a
        # position exactly is caught by the stall count (rules.stall_limit):
        # the game progresses only while pyramids leave the table for good.
        self._log.append(touched)
        at = len(self._log)
        lone = self._lone()
        if lone < self._low:
            self._low = lone
            self._progress_at = at
        key = self.position_key()
        n = self._count.get(key, 0) + 1
        self._count[key] = n
        prev = self._last.get(key, at)
        self._last[key] = at
        stall = at - self._progress_at
        limit = self.rules.stall_limit
        if n >= 2:
            self.loop_towers = self._touched_since(prev)
            self.loop_warning = True
        elif limit and stall >= (limit + 1) // 2:
            self.loop_towers = self._touched_since(self._progress_at)
            self.loop_warning = True
        else:
            self.loop_warning = False
            self.loop_towers = []
            return
        if not self.over and (n >= self.rules.loop_limit or (limit and stall >= limit)):
            self._end(END_LOOP)

    # -- scoring ---------------------------------------------------------------------

    def colour_scores(self):
        # Pips controlled per colour index (list of NCOLOURS); held pyramids
        # count as the one-element towers they become at the end.
        out = [0] * NCOLOURS
        singles = self.rules.singles_score
        for i in range(len(self.stacks)):
            t = self.stacks[i]
            if self.ids[i] in self.void or (len(t) == 1 and not singles):
                continue
            pips = 0
            for p in t:
                pips += p & 3
            out[t[-1] >> 2] += pips
        if singles:
            for c in range(NCOLOURS):
                for size in self.hands[c]:
                    out[c] += size
        return out

    def player_scores(self):
        cs = self.colour_scores()
        out = []
        for p in range(self.players):
            s = 0
            for c in self.own_colours(p):
                s += cs[c]
            out.append(s)
        return out

    def competitors(self):
        # (who, score) pairs: each player, and Gus (who == GUS) when he competes.
        ps = self.player_scores()
        out = [(p, ps[p]) for p in range(self.players)]
        if self.variant == GHOST and self.rules.gus_can_win:
            out.append((GUS, self.colour_scores()[WHITE]))
        return out

    def winners(self):
        # Everyone with the top score (several on a tie); may include GUS.
        comp = self.competitors()
        best = max([s for _, s in comp])
        return [w for w, s in comp if s == best]

    def ranks(self):
        # Competition ranking (1, 1, 3 ...) in competitors() order.
        comp = self.competitors()
        return [1 + len([1 for _, o in comp if o > s]) for _, s in comp]

    # -- counting (for checks) ---------------------------------------------------

    def census(self):
        # Pyramids per (colour, size): list of NCOLOURS lists of 4 counts.
        out = [[0, 0, 0, 0] for _ in range(NCOLOURS)]
        for t in self.stacks:
            for p in t:
                out[p >> 2][p & 3] += 1
        for c in range(NCOLOURS):
            for size in self.hands[c]:
                out[c][size] += 1
        return out

    # -- snapshot ------------------------------------------------------------------

    def to_bytes(self):
        # magic, version, players, variant, over, deadlock, passed bits,
        # actions_done u16, next_id u16, towers (id u16, len, pyramids),
        # hands (len, sizes) x NCOLOURS, void ids.  The loop history is not
        # kept: after from_bytes the current position counts as seen once.
        b = bytearray([_MAGIC, _VERSION, self.players, self.variant, self.over,
                       1 if self.deadlock else 0])
        bits = 0
        for i in range(self.players):
            if self.passed[i]:
                bits |= 1 << i
        b.append(bits)
        _u16(b, self.actions_done & 0xFFFF)
        _u16(b, self.next_id)
        b.append(len(self.stacks))
        for i in range(len(self.stacks)):
            _u16(b, self.ids[i])
            b.append(len(self.stacks[i]))
            b.extend(self.stacks[i])
        for h in self.hands:
            b.append(len(h))
            b.extend(h)
        b.append(len(self.void))
        for tid in self.void:
            _u16(b, tid)
        return bytes(b)

    @classmethod
    def from_bytes(cls, data, rules=None):
        data = bytes(data)
        if len(data) < 12 or data[0] != _MAGIC or data[1] != _VERSION:
            raise ValueError("not an IceTowers snapshot")
        g = cls(data[2], data[3], rules, None, True)
        g.over = data[4]
        g.deadlock = data[5] != 0
        for i in range(g.players):
            g.passed[i] = bool(data[6] & (1 << i))
        g.actions_done = data[7] | (data[8] << 8)
        g.next_id = data[9] | (data[10] << 8)
        at = 12
        try:
            for _ in range(data[11]):
                tid = data[at] | (data[at + 1] << 8)
                n = data[at + 2]
                t = bytearray(data[at + 3:at + 3 + n])
                if len(t) != n or n == 0:
                    raise ValueError("truncated tower")
                g.stacks.append(t)
                g.ids.append(tid)
                at += 3 + n
            for c in range(NCOLOURS):
                n = data[at]
                g.hands[c] = bytearray(data[at + 1:at + 1 + n])
                at += 1 + n
            for _ in range(data[at]):
                g.void.append(data[at + 1] | (data[at + 2] << 8))
                at += 2
            at += 1
        except IndexError:
            raise ValueError("truncated IceTowers snapshot")
        if at != len(data):
            raise ValueError("IceTowers snapshot has %d stray bytes" % (len(data) - at))
        g.restart_history()
        return g


def _without(h, size):
    # h less one pyramid of that size (MicroPython's bytearray has no remove).
    out = bytearray()
    gone = False
    for s in h:
        if s == size and not gone:
            gone = True
        else:
            out.append(s)
    return out


def _u16(b, v):
    b.append(v & 0xFF)
    b.append((v >> 8) & 0xFF)


def format_piece(p, names=COLOUR_NAMES):
    return "%s%d" % (names[p >> 2], p & 3)


def format_tower(t, names=COLOUR_NAMES):
    # ``names``: the colour of each seat's set (``IceTowers.names``)
    return " ".join([format_piece(p, names) for p in t])


def format_action(a):
    kind, c, size, src, pos, dst = a
    name = "%s%d" % (COLOUR_NAMES[c], size)
    where = "table" if dst == TABLE else "#%d" % dst
    if kind == CAP:
        return "cap %s #%d>%s" % (name, src, where)
    if kind == HCAP:
        return "cap %s hand>%s" % (name, where)
    if kind == TAKE:
        return "take %s #%d" % (name, src)
    if kind == MINE:
        return "mine %s #%d@%d>%s" % (name, src, pos, where)
    return "split as %s #%d@%d>%s" % (COLOUR_NAMES[c], src, pos, where)
