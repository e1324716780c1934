"""Step 2 of the rules: all golems play one program row at the same time.

Order inside a row (each point is a rule of step 2, see docs/rules-interpretations.md (part 3)):

1. plain moves and turns (and repeated ones) - "Первыми выполняются Действия
   движения"; a repeat of a move is done as that many sub-steps, each
   resolved for all golems at once;
2. "Есть противник?" conditions are checked *after* those moves ("Условие
   проверяем после передвижения Голема соперника"); a chosen move is done now;
3. "Нападение?" conditions are checked against the strikes that are coming
   this row (option ``attacked="last_row"``: whether the golem was struck in
   the previous row); a chosen move is done now;
4. strike / defend / take, all at once: a defence protects from every strike
   of the same row, a carried barrel absorbs one strike and drops.

Moves into the same field fail for both golems; so do swaps (they would pass
through each other) and moves onto a golem that stays.  A move onto a passage
mouth enters both mouths, so the same rules apply to each.  Edges, walls and
barrels stop a move; water stops it and costs a life.  Flowing water
(a stream, "Поток") entered from one of its ends carries the golem to the
field past its other end, for a life; entered from the bank, or with
nowhere to land (the edge, an obstacle, a golem), it is water.

Whether a battle is over is decided in one place, ``decide``, for the host's
``Battle`` and the device's game-master alike.
"""

from gamemaster.golems import cards
# the rule options and the end reasons live apart, so the device's physical
# games have them without this module (loaded for battles only)
from gamemaster.golems.options import (  # noqa: F401 - engine.Options etc. for its users
    CASTLE_TAKEN, ENERGY_OUT, KNOCKOUT, Options, energy_over,
)
from gamemaster.golems.field import (
    BARREL, BLOCKS, BREAKS, CASTLE, COLOUR_NAMES, DELTA, EMPTY, ENEMY, HURTS, REACTIONS,
    TAKEABLE, TUNNEL, EAST, NORTH, SOUTH, STREAM_EW, STREAM_NS, WEST,
)

# Per-action results (Report.result).
OK = 0
EDGE = 1        # a move stopped at the edge of the field
BLOCKED = 2     # a move stopped by a wall or a barrel
CLASH = 3       # two golems wanted one field, a swap, or the field stays taken
WATER = 4       # walked into water: no move and one life lost
HIT = 5         # the strike took a life or knocked a carried barrel off
DEFENDED = 6    # the strike met a defence
MISS = 7        # nothing destructible ahead
SMASHED = 8     # the strike destroyed a barrel
TOOK = 9        # picked up a barrel
NOTHING = 10    # take found nothing to take (or two golems grabbed one barrel)
CARRIED = 11    # a stream carried the golem to its other end: one life lost
RESULT_NAMES = ("ok", "edge", "blocked", "clash", "water", "hit", "defended",
                "miss", "smashed", "took", "nothing", "carried")

NONE = 15       # Report.action when the golem did nothing (out, no program)

# "Вверх, Вниз, Влево, Вправо" when the option moves="absolute" is chosen.
_ABSOLUTE = (NORTH, SOUTH, WEST, EAST)


DEFAULT = Options()


class Report:
    """What one golem did in one row.

    ``steps``: for a move or turn, the result of each sub-step (one for a
    plain card, 2-3 for a repeat; fewer when water knocked the golem out
    half way), so ``3(F)`` that clashes once and then walks twice says so.
    ``result`` is the first failure of those steps (OK when all moved), or
    the result of a strike / take / defend.
    """

    SIZE = 3    # bytes of ``pack()``: the device's snapshot keeps the shown row's reports

    def __init__(self):
        self.action = NONE
        self.times = 1
        self.result = OK
        self.steps = []
        self.lost = 0          # lives lost this row (water and strikes)
        self.dropped = False   # a carried barrel was knocked off
        self.branch = None     # True/False: which branch a condition chose

    def pack(self):
        """3 bytes: action | first result << 4; lost | dropped << 2 | branch << 3 |
        times << 5; step 2 | step 3 << 4.  A move's first nibble is its first
        step; a step not played is 15."""
        b = 0 if self.branch is None else (1 if self.branch else 2)
        st = [15, 15, 15]
        for k in range(len(self.steps)):
            st[k] = self.steps[k]
        first = st[0] if cards.is_move(self.action) else self.result
        return bytes((self.action | (first << 4),
                      self.lost | (int(self.dropped) << 2) | (b << 3) | (self.times << 5),
                      st[1] | (st[2] << 4)))

    @staticmethod
    def unpack(data, at=0):
        r = Report()
        r.action = data[at] & 15
        first = data[at] >> 4
        r.lost = data[at + 1] & 3
        r.dropped = bool(data[at + 1] & 4)
        b = (data[at + 1] >> 3) & 3
        r.branch = None if b == 0 else b == 1
        r.times = data[at + 1] >> 5
        if cards.is_move(r.action):
            for v in (first, data[at + 2] & 15, data[at + 2] >> 4):
                if v == 15:
                    break
                r.steps.append(v)
                r._fail(v)
        else:
            r.result = first
        return r

    def _fail(self, code):
        if self.result == OK:
            self.result = code

    def _fail_step(self, code):
        self.steps[len(self.steps) - 1] = code
        self._fail(code)


def enemy_ahead(field, golem):
    """"Есть противник?": a golem or a barrel on the field ahead; walls and
    water are not enemies."""
    r, c = golem.ahead()
    if not field.inside(r, c):
        return False
    if field.golem_at(r, c) is not None:
        return True
    return REACTIONS[field.at(r, c)][ENEMY]


def play_row(field, programs, row, options=DEFAULT):
    """Play program row ``row`` (0..3) for every golem; ``programs`` is
    aligned with ``field.golems`` (None: the golem has no program and
    stands).  Mutates ``field``; returns one Report per golem."""
    golems = field.golems
    n = len(golems)
    reports = [Report() for _ in range(n)]
    decided = [None] * n
    enemy_q = []
    attacked_q = []
    for i in range(n):
        if golems[i].lives <= 0 or programs[i] is None:
            continue
        slot = programs[i][row]
        if isinstance(slot, int):
            decided[i] = (slot, 1)
        elif slot[0] == cards.REP:
            decided[i] = (slot[2], slot[1])
        elif slot[1] == cards.ENEMY:
            enemy_q.append(i)
        else:
            attacked_q.append(i)
    _move_phase(field, range(n), decided, reports, options)

    chosen = []
    for i in enemy_q:
        if golems[i].lives > 0:
            _choose(i, programs[i][row], enemy_ahead(field, golems[i]), decided, reports)
            chosen.append(i)
    _move_phase(field, chosen, decided, reports, options)

    if options.attacked == "this_row":
        struck = _strike_targets(field, decided)
    else:
        struck = [g.struck for g in golems]
    chosen = []
    for i in attacked_q:
        if golems[i].lives > 0:
            _choose(i, programs[i][row], struck[i], decided, reports)
            chosen.append(i)
    _move_phase(field, chosen, decided, reports, options)

    _action_phase(field, decided, reports)
    return reports


def _choose(i, slot, condition, decided, reports):
    branch = slot[2] if condition else slot[3]
    reports[i].branch = condition
    if isinstance(branch, int):
        decided[i] = (branch, 1)
    else:
        decided[i] = (branch[2], branch[1])


def _strike_targets(field, decided):
    """Which golems a decided strike will land on (positions as they are now)."""
    golems = field.golems
    hit = [False] * len(golems)
    for i in range(len(golems)):
        if decided[i] is None or decided[i][0] != cards.STRIKE or golems[i].lives <= 0:
            continue
        r, c = golems[i].ahead()
        if field.inside(r, c):
            t = field.golem_at(r, c)
            if t is not None:
                hit[golems.index(t)] = True
    return hit


def _move_phase(field, candidates, decided, reports, options):
    movers = [i for i in candidates
              if decided[i] is not None and cards.is_move(decided[i][0])]
    for i in movers:
        reports[i].action = decided[i][0]
        reports[i].times = decided[i][1]
    step = 0
    while True:
        active = [i for i in movers
                  if decided[i][1] > step and field.golems[i].lives > 0]
        if not active:
            return
        _move_step(field, active, decided, reports, options)
        step += 1


def _move_step(field, active, decided, reports, options):
    """One sub-step for all ``active`` golems at once.

    Water's lost life is taken only after the step is resolved: a golem
    knocked out by water still stood on its field during the step, so a
    golem stepping there clashes instead of landing on the barrel it leaves
    (and the outcome does not depend on the golems' order).
    """
    golems = field.golems
    wants = []          # [index, landing row, landing col, fields the move enters]
    drowned = []        # golems that walked into water this step
    carried = []        # golems a stream carries (if their landing field is free)
    for i in active:
        g = golems[i]
        a = decided[i][0]
        rep = reports[i]
        rep.steps.append(OK)
        if options.moves == "relative":
            if a == cards.TURN_LEFT or a == cards.TURN_RIGHT:
                g.facing = (g.facing + (3 if a == cards.TURN_LEFT else 1)) % 4
                continue
            d = g.facing if a == cards.FORWARD else (g.facing + 2) % 4
        else:
            d = _ABSOLUTE[a]
            g.facing = d
        r = g.row + DELTA[d][0]
        c = g.col + DELTA[d][1]
        if not field.inside(r, c):
            rep._fail_step(EDGE)
            continue
        kind = field.at(r, c)
        if kind == STREAM_EW or kind == STREAM_NS:
            # flowing water: from an end, the golem is carried to the field
            # past the other end and loses a life there; from the bank, or
            # with nowhere to land (no ground past the end, or a golem
            # there: below), it is water (no move, a life)
            land = field.stream_exit(r, c, d)
            if land is not None and field.inside(land[0], land[1]) and \
                    not REACTIONS[field.at(land[0], land[1])][BLOCKS] and \
                    field.at(land[0], land[1]) != TUNNEL:
                carried.append(i)
                wants.append([i, land[0], land[1], (land,)])
                continue
        if REACTIONS[kind][HURTS]:
            rep._fail_step(WATER)
            drowned.append(i)
            continue
        if REACTIONS[kind][BLOCKS]:
            rep._fail_step(BLOCKED)
            continue
        cells = ((r, c),)
        if kind == TUNNEL:
            # The passage is entered through the mouth stepped onto, so that
            # mouth and the far one must both be free (or be left this step):
            # the same rule as any move onto a golem that stays.
            r, c = field.tunnel_exit(r, c)
            cells = ((cells[0][0], cells[0][1]), (r, c))
        wants.append([i, r, c, cells])
    ok = [True] * len(wants)
    for a in range(len(wants)):
        for b in range(a + 1, len(wants)):
            for f in wants[a][3]:
                if f in wants[b][3]:
                    ok[a] = ok[b] = False
    changed = True
    while changed:
        changed = False
        for a in range(len(wants)):
            if not ok[a]:
                continue
            i = wants[a][0]
            g = golems[i]
            for (r, c) in wants[a][3]:
                other = field.golem_at(r, c)
                if other is None or other is g:
                    continue
                leaving = False
                for b in range(len(wants)):
                    if golems[wants[b][0]] is other and ok[b]:
                        leaving = (g.row, g.col) not in wants[b][3]
                if not leaving:
                    ok[a] = False
                    changed = True
                    break
    for a in range(len(wants)):
        i, r, c = wants[a][0], wants[a][1], wants[a][2]
        if ok[a]:
            golems[i].row = r
            golems[i].col = c
            if i in carried:
                reports[i]._fail_step(CARRIED)
                drowned.append(i)
        elif i in carried:
            # the stream cannot carry it on (a golem on the landing field,
            # or another carried there): water, as when the far side is a
            # wall or the edge; the life is the water's, not the carry's
            reports[i]._fail_step(WATER)
            drowned.append(i)
        else:
            reports[i]._fail_step(CLASH)
    for i in drowned:
        _lose(field, golems[i], 1, reports[i])


def _action_phase(field, decided, reports):
    golems = field.golems
    n = len(golems)
    defending = [False] * n
    hits = [0] * n
    hit_dir = [None] * n
    struck = [False] * n
    carried = [g.carrying and g.lives > 0 for g in golems]
    smashed = []
    takers = []
    for i in range(n):
        if decided[i] is None or golems[i].lives <= 0:
            continue
        a = decided[i][0]
        if cards.is_move(a):
            continue
        reports[i].action = a
        reports[i].times = decided[i][1]
        if a == cards.DEFEND:
            defending[i] = True
    for i in range(n):
        if reports[i].action != cards.STRIKE or golems[i].lives <= 0:
            continue
        g = golems[i]
        r, c = g.ahead()
        if not field.inside(r, c):
            reports[i].result = MISS
            continue
        t = field.golem_at(r, c)
        if t is not None:
            j = golems.index(t)
            struck[j] = True
            if defending[j]:
                reports[i].result = DEFENDED
            else:
                reports[i].result = HIT
                hits[j] += decided[i][1]
                if hit_dir[j] is None:
                    hit_dir[j] = g.facing
        elif REACTIONS[field.at(r, c)][BREAKS]:
            reports[i].result = SMASHED
            if (r, c) not in smashed:
                smashed.append((r, c))
        else:
            reports[i].result = MISS
    for i in range(n):
        if reports[i].action != cards.TAKE or golems[i].lives <= 0:
            continue
        r, c = golems[i].ahead()
        if (golems[i].carrying or not field.inside(r, c)
                or not REACTIONS[field.at(r, c)][TAKEABLE] or (r, c) in smashed):
            reports[i].result = NOTHING
        else:
            takers.append((i, r, c))
    for (r, c) in smashed:
        field.put(r, c, EMPTY)
    took = []
    for k in range(len(takers)):
        i, r, c = takers[k]
        alone = True
        for m in range(len(takers)):
            if m != k and takers[m][1] == r and takers[m][2] == c:
                alone = False
        if alone:
            reports[i].result = TOOK
            took.append(i)
            field.put(r, c, EMPTY)
        else:
            reports[i].result = NOTHING
    # Every strike of the row lands at once: all lives are taken (golems
    # knocked out leave the field) before the knocked-off barrels land, so
    # where a barrel goes does not depend on which golem is handled first.
    for j in range(n):
        if hits[j] == 0:
            continue
        g = golems[j]
        h = hits[j]
        if carried[j]:
            g.carrying = False
            reports[j].dropped = True
            h -= 1
        if h:
            _lose(field, g, h, reports[j])
    for j in range(n):
        if hits[j] and carried[j]:
            _drop_barrel(field, golems[j], hit_dir[j])
    for i in took:
        if golems[i].lives > 0:
            golems[i].carrying = True
        else:
            _leave_barrel(field, golems[i])
    for j in range(n):
        golems[j].struck = struck[j]


def _lose(field, g, n, report):
    lost = n if n < g.lives else g.lives
    g.lives -= lost
    report.lost += lost
    if g.lives == 0 and g.carrying:
        g.carrying = False
        _leave_barrel(field, g)


def _leave_barrel(field, g):
    """A knocked-out golem's barrel stays where it stood (lost if that field
    cannot hold a barrel, e.g. a tunnel mouth)."""
    if field.free_for_barrel(g.row, g.col):
        field.put(g.row, g.col, BARREL)


def _drop_barrel(field, g, d):
    """"Она ставится рядом с Големом по направлению удара или, если это
    невозможно, на любое свободное место рядом": the strike's direction
    first, then the struck golem's right and left of it, then back toward
    the striker.  With no free field around, the barrel is lost."""
    for turn in (0, 1, 3, 2):
        dd = (d + turn) % 4
        r = g.row + DELTA[dd][0]
        c = g.col + DELTA[dd][1]
        if field.free_for_barrel(r, c):
            field.put(r, c, BARREL)
            return (r, c)
    return None


def siege_attacker(field):
    """The colour that wins by reaching the castle on ``field``, or None when
    the field has no castle floor (a plain battle).  "Замок в осаде" names
    Blue in the castle and Red storming it, but the figures are the
    players' choice ("Фигурки големов ... на выбор"): any two golems
    besiege, the one that started on castle floor holds it and the other
    storms (``Field.battle_problem`` refuses any other siege field)."""
    if field.castle() and len(field.golems) == 2:
        inside = [field.at(g.start[0], g.start[1]) == CASTLE for g in field.golems]
        if inside[0] != inside[1]:
            return field.golems[1 if inside[0] else 0].colour
    return None


def captured(field, siege):
    """The attacker stands on castle floor (checked after every row)."""
    if siege is None:
        return False
    castle = field.castle()
    for g in field.golems:
        if g.colour == siege and g.lives > 0 and (g.row, g.col) in castle:
            return True
    return False


def decide(field, siege, options, energy=None):
    """THE decision of a battle, after every row: None while it goes on,
    else its result (see ``result``).

    Call it after each row with ``energy=None``, and once more after the
    round's last row with the energy marker already moved down.  Order: the
    castle first (a capture in the row that also knocks a golem out is a
    capture), then a knock-out (one golem or none standing), then the
    energy track.  Used by ``Battle`` (the host's ``golems battle``) and by
    the device's ``GolemsMaster``, so both end every battle the same way.
    """
    if captured(field, siege) or len(field.alive()) <= 1 or \
            (energy is not None and energy_over(energy, options)):
        return outcome(field, siege)
    return None


def outcome(field, siege=None):
    """The result of a battle that is over, from its field alone (so a
    device restored from a snapshot at game over needs nothing more)."""
    return result(field, siege, captured(field, siege), True)


def end_reason(field, siege):
    """Why a battle that is over ended: CASTLE_TAKEN, KNOCKOUT or ENERGY_OUT."""
    if captured(field, siege):
        return CASTLE_TAKEN
    if len(field.alive()) <= 1:
        return KNOCKOUT
    return ENERGY_OUT


# -- what happened (one formatter for the host's transcript and the device) --
def format_report(golem, report, short=False, words=None):
    """``Red: then 3(F) ok/clash/ok, loses 1``: the golem's card (the branch a
    condition took, a repeat's count), the result of each step of a move and
    what it cost.  ``golems battle`` prints these (``textfmt.format_row``);
    the device shows them ``short`` (``Red: then 3(F) ok/clash/ok -1``), so
    four golems' lines fit beside the field on a 240x135 screen, in the
    language in use: ``words``, the four colours' names then
    ``words_battle``'s (``battle._lines``); English without."""
    if words is None:
        words = COLOUR_NAMES + ("out", "then", "else", "drops o") + RESULT_NAMES
    name = words[golem.colour]
    if report.action == NONE:
        return "%s: %s" % (name, words[4])
    act = cards.LETTERS[report.action]
    if report.times > 1:
        act = "%d(%s)" % (report.times, act)
    if report.branch is not None:
        act = words[6 - bool(report.branch)] + " " + act
    if len(report.steps) > 1:
        res = "/".join(words[8 + s] for s in report.steps)
    else:
        res = words[8 + report.result]
    text = "%s: %s %s" % (name, act, res)
    if report.lost:
        text += (" -%d" if short else ", loses %d") % report.lost
    if report.dropped:
        text += " " + words[7] if short else ", drops the barrel"
    return text


class Battle:
    """Autonomous golems (and the host's ``battle``): fixed programs played
    round after round until ``decide`` ends the battle.

    ``siege``: the colour that wins by standing on a castle field at the end
    of a row (``siege_attacker(field)``); the defenders win when energy runs
    out.  ``max_rounds`` stops the battle earlier (never later than the
    energy track); ``ended`` is the (round, row) of the row that ended it.
    """

    def __init__(self, field, programs, options=DEFAULT, energy=10, max_rounds=None,
                 siege=None):
        if len(programs) != len(field.golems):
            raise ValueError("%d golems on the field but %d programs"
                             % (len(field.golems), len(programs)))
        self.field = field
        self.programs = list(programs)
        self.options = options
        self.energy = energy
        self.max_rounds = max_rounds
        self.siege = siege
        self.round = 0        # rounds completed
        self.row = 0          # next row of the current round
        self.final = None     # the result once decided
        self.ended = None
        self.benched = []     # golems out at a recharge, best first (``recharge``)
        # Decided after rows only, as on the device; but a marker already
        # at its end leaves no round to play.
        if energy_over(energy, options):
            self.final = outcome(field, siege)
            self.ended = (0, 0)

    @property
    def captured(self):
        return self.final is not None and captured(self.field, self.siege)

    def over(self):
        if self.final is not None:
            return True
        return self.row == 0 and self.max_rounds is not None and self.round >= self.max_rounds

    def stopped(self):
        """Stopped by ``max_rounds`` rather than by the rules."""
        return self.final is None and self.over()

    def step(self):
        """Play the next row; returns its reports."""
        reports = play_row(self.field, self.programs, self.row, self.options)
        self.row += 1
        res = decide(self.field, self.siege, self.options)
        if res is None and self.row == cards.SLOTS:
            res = decide(self.field, self.siege, self.options, self.energy - 1)
        if res is not None:
            self.final = res
            self.ended = (self.round + 1, self.row)
        if self.row == cards.SLOTS:
            self.row = 0
            self.round += 1
            self.energy -= 1
        return reports

    def play_round(self):
        """Rows until the end of the round or the battle: a list of reports."""
        rows = []
        while True:
            rows.append(self.step())
            if self.row == 0 or self.final is not None:
                return rows

    def recharge(self):
        """The rules' tie-break at energy out: "Если Големы после
        исчерпания всей энергии имеют равное число жизней, то вы можете ...
        зарядить Големов на новый раунд": the golems tied with most lives
        are recharged and play on; the others are out (``benched``, ranked
        by the lives they had, below those that play on)."""
        res = self.result()
        if res[0] == "tie":
            self.programs, out = bench(self.field, self.programs, res[1])
            self.benched = self.benched + out
        self.energy = self.options.recharge
        self.final = None
        self.ended = None

    def result(self):
        """("win", colour), ("tie", colours) or ("draw", ())."""
        if self.final is not None:
            return self.final
        return outcome(self.field, self.siege)


def bench(field, programs, tied):
    """A recharge after a tie (``tied``: the colours with most lives):
    the golems standing outside it leave the field, keeping their lives
    for the ranking.  Returns the programs of the golems left (aligned with
    ``field.golems``) and the golems out, most lives first."""
    keep, kept, out = [], [], []
    for g, p in zip(field.golems, programs):
        if g.lives > 0 and g.colour not in tied:
            out.append(g)
        else:
            keep.append(g)
            kept.append(p)
    field.golems = keep
    out.sort(key=lambda g: (-g.lives, g.colour))
    return kept, out


def result(field, siege=None, captured=False, finished=True):
    """Who won on ``field``: ("win", colour), ("tie", colours) or ("draw", ()).

    "Выигравшим считается игрок, Голем которого остался один на поле или
    имеет большее число жизней."  In the siege the attacker (``siege``) wins
    by ``captured``; the defenders win when the attacker is out or the
    battle is ``finished`` without a capture.
    """
    alive = field.alive()
    if siege is not None:
        if captured:
            return ("win", siege)
        attackers = [g for g in alive if g.colour == siege]
        defenders = [g for g in alive if g.colour != siege]
        if not attackers and not defenders:
            return ("draw", ())
        if not defenders:
            return ("win", siege)
        if not attackers or finished:
            return ("win", defenders[0].colour)
    if not alive:
        return ("draw", ())
    best = max(g.lives for g in alive)
    top = tuple(g.colour for g in alive if g.lives == best)
    if len(top) == 1:
        return ("win", top[0])
    return ("tie", top)
