"""Hypothesis properties of the Golem Battle engine, formats and master."""

from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.golems import cards, mistake, packing
from gamemaster.golems.engine import Options, play_row
from gamemaster.golems.field import (
    BARREL, BLOCKS, DELTA, REACTIONS, STREAM_EW, STREAM_NS, TUNNEL, Field, Golem,
)
from gamemaster.golems.master import GolemsMaster
from gamemaster.golems.textfmt import format_field, format_program, parse_field, parse_program
from gamemaster.view_host import key as view_key

actions = st.integers(0, cards.ACTIONS - 1)
repeats = st.builds(cards.repeat, st.sampled_from((2, 3)), actions)
branches = st.one_of(actions, repeats)
conditions = st.builds(cards.cond, st.sampled_from((cards.ENEMY, cards.ATTACKED)),
                       branches, branches)
slots = st.one_of(actions, actions, repeats, conditions)
programs = st.tuples(slots, slots, slots, slots)
options = st.builds(Options, moves=st.sampled_from(("relative", "absolute")),
                    attacked=st.sampled_from(("this_row", "last_row")))


@st.composite
def fields(draw):
    size = draw(st.sampled_from((4, 6)))
    n = size * size
    kinds = draw(st.lists(st.sampled_from((0, 0, 0, 0, 1, 2, 3, 4, STREAM_EW, STREAM_NS)),
                          min_size=n, max_size=n))
    if draw(st.booleans()):
        a, b = draw(st.lists(st.integers(0, n - 1), min_size=2, max_size=2, unique=True))
        kinds[a] = kinds[b] = TUNNEL
    free = [i for i in range(n) if not REACTIONS[kinds[i]][BLOCKS]]
    count = draw(st.integers(min(2, len(free)), min(4, len(free))))
    spots = draw(st.lists(st.sampled_from(free), min_size=count, max_size=count, unique=True)) \
        if free else []
    golems = []
    for colour in range(len(spots)):
        i = spots[colour]
        golems.append(Golem(colour, i // size, i % size, draw(st.integers(0, 3)),
                            draw(st.integers(1, 3)), draw(st.booleans())))
    return Field(size, kinds, golems)


def barrels(field):
    return sum(1 for k in field.cells if k == BARREL) + sum(
        1 for g in field.golems if g.lives > 0 and g.carrying)


def check_invariants(field, before_lives):
    seen = set()
    for g, lives in zip(field.golems, before_lives):
        assert g.lives <= lives, "lives never grow"
        assert g.lives >= 0
        if g.lives == 0:
            continue
        assert field.inside(g.row, g.col), "never off the field"
        assert not REACTIONS[field.at(g.row, g.col)][BLOCKS], \
            "never in a wall, water or barrel"
        assert (g.row, g.col) not in seen, "two golems never share a field"
        seen.add((g.row, g.col))


@settings(max_examples=examples(300), deadline=None)
@given(fields(), st.data(), options)
def test_rows_keep_the_invariants(field, data, opts):
    progs = [data.draw(programs) for _ in field.golems]
    check_invariants(field, [g.lives for g in field.golems])
    start_barrels = barrels(field)
    for r in range(8):
        lives = [g.lives for g in field.golems]
        reports = play_row(field, progs, r % 4, opts)
        check_invariants(field, lives)
        for g, rep, before in zip(field.golems, reports, lives):
            assert before - g.lives == rep.lost
        assert barrels(field) <= start_barrels, "barrels are never created"


@settings(max_examples=examples(200), deadline=None)
@given(fields(), st.data())
def test_play_is_deterministic_and_packs_exactly(field, data):
    progs = [data.draw(programs) for _ in field.golems]
    a, b = field.copy(), field.copy()
    for r in range(4):
        ra = play_row(a, progs, r)
        rb = play_row(b, progs, r)
        assert [x.pack() for x in ra] == [x.pack() for x in rb]
    assert a.key() == b.key()
    out = bytearray()
    packing.pack_field(a, out)
    for p in progs:
        packing.pack_program(p, out)
    f2, at = packing.unpack_field(bytes(out), 0)
    assert f2.key() == a.key()
    for p in progs:
        q, at = packing.unpack_program(bytes(out), at)
        assert q == p
    assert at == len(out)


@settings(max_examples=examples(200), deadline=None)
@given(fields(), programs)
def test_text_formats_round_trip(field, program):
    field.golems = [g for g in field.golems if g.lives > 0]
    assert parse_field(format_field(field)).key() == field.key()
    assert parse_program(format_program(program)) == program


@settings(max_examples=examples(200), deadline=None)
@given(st.text(alphabet="FBLRSXDTEA?23(),; \n", max_size=30))
def test_program_parser_never_crashes_on_junk(text):
    try:
        p = parse_program(text)
    except ValueError as e:
        assert str(e).startswith("line ")
    else:
        assert len(p) == 4


class _Settings:
    def __init__(self, values):
        self.values = values

    def get(self, key):
        return self.values.get(key)


@settings(max_examples=examples(60), deadline=None)
@given(st.sampled_from(("beginner", "standard", "autonomous", "siege")),
       st.integers(2, 4), st.sampled_from((0, 30, 90)), st.integers(0, 2 ** 32 - 1),
       st.lists(st.tuples(st.booleans(), st.integers(0, 5000)), max_size=120))
def test_master_snapshot_restore_is_exact_anywhere(variant, players, secs, seed, steps):
    s = _Settings({"GOLEMS_VARIANT": variant, "GOLEMS_PLAYERS": players,
                   "GOLEMS_PROGRAM_SECONDS": secs})
    m = GolemsMaster(s, seed)
    now = 0
    m.start(now)
    for press, dt in steps:
        other = GolemsMaster(_Settings({}), 1)
        other.restore(m.snapshot(now), now)
        assert other.snapshot(now) == m.snapshot(now)
        assert view_key(other.view(now)) == view_key(m.view(now))
        assert len(m.snapshot(now)) < 200
        now += dt
        if press:
            m.press(now)
            other.press(now)
        else:
            m.tick(now)
            other.tick(now)
        assert other.snapshot(now) == m.snapshot(now)
        assert 1 <= m.energy <= 10
    assert m.phase in ("setup", "roll", "program", "execute", "lives", "round_end", "final_row",
                       "game_over")


# -- issue 15 ------------------------------------------------------------------
class _DriveSettings:
    def __init__(self, **values):
        self.values = values

    def get(self, key):
        return self.values.get(key)


@st.composite
def legal_programs(draw):
    """Programs one player's cards can lay out (autonomous: every bonus card
    once): cards dealt from a shuffled deck, bonus cards from a shuffled
    row of the four and four blanks."""
    deck = draw(st.permutations([a for a in range(cards.ACTIONS)
                                 for _ in range(cards.COUNTS[a])]))
    bonus = draw(st.permutations([cards.BONUS_ENEMY, cards.BONUS_ATTACKED,
                                  cards.BONUS_REPEAT2, cards.BONUS_REPEAT3,
                                  None, None, None, None]))
    deck = list(deck)
    out = []
    for i in range(cards.SLOTS):
        b = bonus[i]
        if b is None:
            out.append(deck.pop())
        elif b in (cards.BONUS_REPEAT2, cards.BONUS_REPEAT3):
            out.append(cards.repeat(2 if b == cards.BONUS_REPEAT2 else 3, deck.pop()))
        else:
            kind = cards.ENEMY if b == cards.BONUS_ENEMY else cards.ATTACKED
            out.append(cards.cond(kind, deck.pop(), deck.pop()))
    program = tuple(out)
    cards.check_program(program, cards.BONUS_CARDS, 4, True)
    return program


@settings(max_examples=examples(80), deadline=None)
@given(fields(), st.data())
def test_host_battle_and_device_end_every_battle_the_same(field, data):
    """engine.Battle (golems battle) and GolemsMaster (drive files, one row a
    press) reach the same result in the same round and row."""
    from gamemaster.golems import drive, engine
    progs = [data.draw(legal_programs()) for _ in field.golems]
    text = format_field(field)
    if field.battle_problem():
        # too few golems, or a siege with a third side: both refuse it
        files = {drive.FIELD_FILE: text}
        for g, p in zip(field.golems, progs):
            files[drive.PROGRAM_FILES[g.colour]] = format_program(p)
        m = GolemsMaster(_DriveSettings(GOLEMS_VARIANT="autonomous"), 1, files=files)
        m.start(0)
        assert not m.battle() and m.load_error == (0, "golems/field.txt", field.battle_problem())
        assert m.view(0).lines[0] == "golems/field.txt: " + mistake.text(field.battle_problem())
        return
    host_field = parse_field(text)
    battle = engine.Battle(host_field, progs, siege=engine.siege_attacker(host_field))
    while not battle.over():
        battle.play_round()
    files = {drive.FIELD_FILE: text}
    for g, p in zip(field.golems, progs):
        files[drive.PROGRAM_FILES[g.colour]] = format_program(p)
    m = GolemsMaster(_DriveSettings(GOLEMS_VARIANT="autonomous"), 1, files=files)
    m.start(0)
    assert m.battle(), m.load_error
    for _ in range(60):
        if m.phase == "game_over":
            break
        m.press(0)
    assert m.phase == "game_over"
    assert m.result() == battle.result()
    assert (m.round, m.row) == battle.ended
    assert m.field.key() == host_field.key()


@settings(max_examples=examples(200), deadline=None)
@given(fields(), st.data())
def test_reports_pack_and_unpack_exactly(field, data):
    from gamemaster.golems.engine import Report
    progs = [data.draw(programs) for _ in field.golems]
    for r in range(4):
        for rep in play_row(field, progs, r):
            back = Report.unpack(rep.pack())
            assert len(rep.pack()) == Report.SIZE
            assert (back.action, back.times, back.result, back.steps, back.lost,
                    back.dropped, back.branch) == \
                (rep.action, rep.times, rep.result, rep.steps, rep.lost, rep.dropped,
                 rep.branch)


@st.composite
def stream_cases(draw):
    # a golem one field before a straight stream (east-west or north-south),
    # moving along it or across it, with whatever lies past its far end
    size = draw(st.sampled_from((4, 5, 6)))
    n = size * size
    kinds = draw(st.lists(st.sampled_from((0, 0, 0, 1, 2, 3, 4)), min_size=n, max_size=n))
    kind = draw(st.sampled_from((STREAM_EW, STREAM_NS)))
    length = draw(st.integers(1, size - 2))
    line = draw(st.integers(0, size - 1))
    start = draw(st.integers(1, size - length))
    along = (1, 0) if kind == STREAM_NS else (0, 1)
    cells = [(start + k, line) if kind == STREAM_NS else (line, start + k) for k in range(length)]
    for r, c in cells:
        kinds[r * size + c] = kind
    br, bc = cells[0][0] - along[0], cells[0][1] - along[1]
    kinds[br * size + bc] = 0
    facing = 2 if kind == STREAM_NS else 1        # along the stream, into it
    if draw(st.booleans()):                       # or from the bank, across it
        r, c = cells[draw(st.integers(0, length - 1))]
        br, bc = (r, c - 1) if kind == STREAM_NS else (r - 1, c)
        if not (0 <= br < size and 0 <= bc < size):
            br, bc = (r, c + 1) if kind == STREAM_NS else (r + 1, c)
            facing = 3 if kind == STREAM_NS else 0
        else:
            facing = 1 if kind == STREAM_NS else 2
        kinds[br * size + bc] = 0
    lives = draw(st.integers(1, 3))
    return Field(size, kinds, [Golem(0, br, bc, facing, lives)]), (br, bc)


def _landing(field, g):
    # where the stream ahead of ``g`` would carry it: the field past its far
    # end, whether ``g`` steps in across it (from the bank), and whether
    # that field is ground to land on
    dr, dc = DELTA[g.facing]
    er, ec = g.row + dr, g.col + dc
    kind = field.at(er, ec)
    land = (er, ec)
    while field.inside(land[0], land[1]) and field.at(land[0], land[1]) == kind:
        land = (land[0] + dr, land[1] + dc)
    across = (kind == STREAM_EW) != (dc != 0)
    ground = (field.inside(land[0], land[1]) and not REACTIONS[field.at(land[0], land[1])][BLOCKS]
              and field.at(land[0], land[1]) != TUNNEL)
    return land, across, ground


@settings(max_examples=examples(300), deadline=None)
@given(stream_cases())
def test_a_stream_carries_a_golem_from_its_end_to_past_its_other_end_for_one_life(case):
    from gamemaster.golems import engine
    field, (r0, c0) = case
    g = field.golems[0]
    lives = g.lives
    text = format_field(field)
    assert parse_field(text).key() == field.key()       # the text format keeps streams
    land, across, ground = _landing(field, g)
    rep = play_row(field, [(cards.FORWARD, cards.STAND, cards.STAND, cards.STAND)], 0)[0]
    assert rep.lost == 1 and g.lives == lives - 1       # a stream always costs one life
    if across or not ground:
        assert rep.steps == [engine.WATER] and (g.row, g.col) == (r0, c0)
    else:
        assert rep.steps == [engine.CARRIED] and (g.row, g.col) == land


@settings(max_examples=examples(300), deadline=None)
@given(stream_cases(), st.booleans())
def test_a_stream_step_costs_one_life_whatever_stops_the_carry(case, blocker):
    # issue 36: a carry stopped by a golem on the landing field is water, as
    # one stopped by a wall or the edge: the golem stays on its bank and
    # loses exactly one life; the golem standing there loses nothing
    from gamemaster.golems import engine
    field, (r0, c0) = case
    g = field.golems[0]
    lives = g.lives
    land, across, ground = _landing(field, g)
    stays = blocker and ground and not across
    if stays:
        field = Field(field.size, field.cells, [g, Golem(1, land[0], land[1], 0, 3)])
        g = field.golems[0]
    programs = [(cards.FORWARD, cards.STAND, cards.STAND, cards.STAND)]
    rep = play_row(field, programs + [(cards.STAND,) * 4] * (len(field.golems) - 1), 0)
    assert rep[0].lost == 1 and g.lives == lives - 1
    if stays or across or not ground:
        assert rep[0].steps == [engine.WATER] and (g.row, g.col) == (r0, c0)
    else:
        assert rep[0].steps == [engine.CARRIED] and (g.row, g.col) == land
    if stays:
        assert field.golems[1].lives == 3 and rep[1].lost == 0


@settings(max_examples=examples(300), deadline=None)
@given(fields())
def test_a_recharge_keeps_the_tied_golems_only_and_ranks_the_others_by_lives(field):
    # issue 36: "Если Големы ... имеют равное число жизней ... зарядить
    # Големов": the golems tied with most lives play on, the others are out
    from gamemaster.golems import engine
    best = max([g.lives for g in field.golems] or [0])
    tied = tuple(g.colour for g in field.golems if g.lives == best)
    before = [(g.colour, g.lives) for g in field.golems]
    programs = [("p", g.colour) for g in field.golems]
    kept, out = engine.bench(field, programs, tied)
    assert [g.colour for g in field.golems] == [c for c, _ in before if c in tied]
    assert kept == [("p", g.colour) for g in field.golems]        # programs stay aligned
    assert sorted((g.colour, g.lives) for g in out) == sorted(b for b in before if b[0] not in tied)
    assert all(g.lives < best for g in out)
    assert [g.lives for g in out] == sorted((g.lives for g in out), reverse=True)
