"""Hypothesis properties of the IceTowers engine and the real-time simulation."""

from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.icetowers.engine import IceTowers, TAKE, END_NAMES
from gamemaster.icetowers.rules import Rules, STANDARD, GHOST, DOUBLE, NCOLOURS, SIZES
from gamemaster.icetowers.sim import Sim, STRATEGIES, effect, END_LIMIT, _free_except, _free_table
from gamemaster.prng import Rng

setups = st.sampled_from(((2, STANDARD), (3, STANDARD), (4, STANDARD), (2, GHOST), (2, DOUBLE)))
rule_sets = st.builds(
    Rules, cap_same_size=st.booleans(), mine_onto_single=st.booleans(),
    mine_any_position=st.booleans(), mine_table_only_if_stuck=st.booleans(),
    split_own_tower=st.booleans(), split_same_size_only=st.booleans(),
    split_part_may_cap=st.booleans(), gus_can_mine=st.booleans(), double_as_four=st.booleans(),
    singles_score=st.booleans(), hand_limit=st.integers(0, 2), loop_limit=st.integers(2, 4),
    stall_limit=st.sampled_from((0, 10, 120)))


def check_invariants(g):
    # 15 pyramids per colour in play, 5 of each size, always (on the table,
    # in towers or in hands); none of a colour not in play.
    census = g.census()
    for c in range(NCOLOURS):
        want = [0, 5, 5, 5] if c in g.colours else [0, 0, 0, 0]
        assert census[c] == want, (c, census[c])
    # every tower keeps its order, and its pips go to its top's colour
    want = [0] * NCOLOURS
    for i in range(len(g.stacks)):
        t = g.stacks[i]
        assert len(t) >= 1
        for j in range(1, len(t)):
            assert (t[j] & 3) <= (t[j - 1] & 3)
        if g.ids[i] in g.void or (len(t) == 1 and not g.rules.singles_score):
            continue
        want[t[-1] >> 2] += sum(p & 3 for p in t)
    if g.rules.singles_score:
        for c in range(NCOLOURS):
            want[c] += sum(g.hands[c])
    assert g.colour_scores() == want
    assert len(set(g.ids)) == len(g.ids)
    check_free_table(g)


def check_free_table(g):
    # The bots' table of free pyramids answers "the smallest free-standing or
    # held pyramid of these colours, except on this tower" as the plain scan does.
    for cols in [[c] for c in g.colours] + [list(g.colours)]:
        table = _free_table(g, cols)
        for but in list(g.ids) + [-2]:
            want = 4
            for i in range(len(g.stacks)):
                t = g.stacks[i]
                if len(t) == 1 and (t[0] >> 2) in cols and g.ids[i] != but:
                    want = min(want, t[0] & 3)
            for c in cols:
                want = min([want] + list(g.hands[c]))
            assert _free_except(table, but) == want, (cols, but, table)


@settings(max_examples=examples(60), deadline=None)
@given(setups, rule_sets, st.integers(0, 2 ** 32 - 1), st.lists(st.integers(0, 10 ** 6), max_size=120))
def test_random_play_conserves_pyramids_and_control_is_the_tops_colour(setup, rules, seed, picks):
    players, variant = setup
    g = IceTowers(players, variant, rules, Rng(seed))
    check_invariants(g)
    for k in picks:
        if g.over:
            break
        p = k % players
        acts = g.legal_actions(p)
        for a in acts:
            assert g.is_legal(p, a), a
        if not acts or k % 17 == 0:
            g.pass_(p)
        else:
            a = acts[(k // players) % len(acts)]
            before = g.colour_scores()
            predicted = effect(g, a)
            g.apply(p, a)
            after = g.colour_scores()
            if not g.over:
                # the simulation's evaluator predicts the real score change
                assert [after[c] - before[c] for c in range(NCOLOURS)] == predicted
        check_invariants(g)
        data = g.to_bytes()
        h = IceTowers.from_bytes(data, rules)
        assert h.to_bytes() == data
        assert h.colour_scores() == g.colour_scores()
        assert h.legal_actions(0) == g.legal_actions(0)
    if g.over:
        assert g.holding() == 0
        for p in range(players):
            assert g.legal_actions(p) == []


@settings(max_examples=examples(20), deadline=None)
@given(setups, st.integers(0, 2 ** 32 - 1), st.lists(st.sampled_from(STRATEGIES), min_size=1, max_size=4))
def test_simulated_games_end_by_the_rules_and_conserve_pyramids(setup, seed, strategies):
    players, variant = setup
    sim = Sim(players, strategies, seed, variant).run()
    assert sim.end != 0 and sim.end != END_LIMIT, sim.end_name()
    assert END_NAMES[sim.game.over] in ("no-moves", "all-done", "loop")
    check_invariants(sim.game)
    assert sim.now > 0
    # and the same seed gives the same game
    again = Sim(players, strategies, seed, variant).run()
    assert (again.digest, again.now, again.applied) == (sim.digest, sim.now, sim.applied)


@settings(max_examples=examples(60), deadline=None)
@given(setups, st.lists(st.lists(st.tuples(st.integers(0, 4), st.sampled_from(SIZES)),
                                 min_size=1, max_size=6), max_size=12))
def test_pack_unpack_round_trip_of_built_tables(setup, towers):
    players, variant = setup
    g = IceTowers(players, variant, empty=True)
    for t in towers:
        pieces = sorted([(c << 2) | s for c, s in t if c in g.colours], key=lambda p: -(p & 3))
        if pieces:
            g.add_tower(pieces)
    h = IceTowers.from_bytes(g.to_bytes())
    assert [bytes(t) for t in h.stacks] == [bytes(t) for t in g.stacks]
    assert h.ids == g.ids and h.colour_scores() == g.colour_scores()


# -- issue 36: a table written in any colours of the range -------------------
@st.composite
def written_tables(draw):
    # towers of pyramids in 2..4 distinct colours of the range (white too),
    # each colour used at least once, at most 5 of a colour and size
    from gamemaster.icetowers.rules import RANGE
    colours = draw(st.lists(st.sampled_from(RANGE), min_size=2, max_size=4, unique=True))
    pieces = []
    for c in colours:
        sizes = draw(st.lists(st.sampled_from((1, 2, 3)), min_size=1, max_size=6))
        for s in sizes:
            if sum(1 for p in pieces if p == (c, s)) < 5:
                pieces.append((c, s))
    order = draw(st.permutations(pieces))
    cuts = draw(st.lists(st.booleans(), min_size=len(order), max_size=len(order)))
    towers, tower = [], []
    for piece, cut in zip(order, cuts):
        if tower and (cut or piece[1] > tower[-1][1]):
            towers.append(tower)
            tower = []
        tower.append(piece)
    towers.append(tower)
    sep = draw(st.sampled_from(("\n", "\r\n", "\r")))
    text = sep.join(" ".join("%s%d" % p for p in t) for t in towers) + sep
    return colours, towers, text


@settings(max_examples=examples(300), deadline=None)
@given(written_tables())
def test_the_players_are_the_colours_written_and_every_pip_is_scored(case):
    from gamemaster.icetowers.rules import RANGE
    from gamemaster.icetowers.tabletext import format_table, parse
    colours, towers, text = case
    g = parse(text)
    # as many players as colours written, seated in the range's order, no phantom
    assert g.players == len(colours)
    seats = sorted(colours, key=RANGE.index)
    assert [g.names[c] for p in range(g.players) for c in g.own_colours(p)] == seats
    # every tower's pips to its top's colour, none elsewhere
    want = dict((c, 0) for c in colours)
    for t in towers:
        want[t[-1][0]] += sum(s for _, s in t)
    scores = g.player_scores()
    assert dict((g.names[p], scores[p]) for p in range(g.players)) == want
    # written back (with its colours: line) it reads the same
    again = parse(format_table(g))
    assert [bytes(t) for t in again.stacks] == [bytes(t) for t in g.stacks]
    assert again.names == g.names and again.players == g.players
