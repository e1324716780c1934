"""Properties of the IceTowers referee under random taps, holds and time
(hypothesis): every state survives a snapshot round trip exactly (undo and a
power cut bring back the state before the last gesture, the call menu and
the pips too), the game clock never runs backwards while the game goes on,
scores never pass the table, and time alone never changes an entry: the call
shown, a count, its step or its colour move only with a gesture, and a
count moves to the next colour only on the hold, with its total shown."""
from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.icetowers.referee import PHASES, PIPS_PER_SET, IceTowersReferee
from gamemaster.settings import Settings
from gamemaster.view_host import key as view_key

# (gesture: 0 none, 1 tap, 2 the short hold; then ms of time)
steps = st.lists(st.tuples(st.integers(0, 2), st.integers(0, 9000)), max_size=80)
configs = st.tuples(st.integers(2, 4), st.sampled_from(("normal", "gus", "double")),
                    st.sampled_from((0, 1, 2)))
ENTRIES = ("call", "score")        # entries no clock of their own ends


def make(cfg):
    players, variant, limit = cfg
    return IceTowersReferee(Settings.from_toml(
        'ICETOWERS_PLAYERS = %d\nICETOWERS_VARIANT = "%s"\nICETOWERS_LIMIT_MINUTES = %d\n'
        % (players, variant, limit)), 1)


def gesture(g, kind, now):
    if kind == 1:
        return g.press(now)
    if kind == 2 and g.hold_entry(now):
        return g.hold_entry(now, 2)
    return False


def entry_state(g):
    return (g.phase, g.call, g.slot, g.step, bytes(g.scores))


@settings(max_examples=examples(200), deadline=None)
@given(configs, steps)
def test_random_play_keeps_exact_snapshots_and_a_forward_clock(cfg, actions):
    g = make(cfg)
    now = 0
    g.start(now)
    last_elapsed = 0
    for kind, wait in actions:
        before = g.phase
        gesture(g, kind, now)
        if before == "result" and kind == 1:
            last_elapsed = 0
        state = entry_state(g)
        for t in range(now, now + wait + 1, 500):
            g.tick(t)
            # time alone: a call menu or a count without a time limit stays
            if state[0] in ENTRIES and not (state[0] == "call" and g.clock.limit):
                assert entry_state(g) == state
        now += wait
        g.tick(now)
        assert g.phase in PHASES
        e = g.view(now).fact("elapsed")
        assert e >= last_elapsed
        last_elapsed = e
        assert all(s <= PIPS_PER_SET * len(g.scores) for s in g.scores)
        h = make((2, "normal", 0))
        h.restore(g.snapshot(now), now)
        assert h.snapshot(now) == g.snapshot(now)
        assert view_key(h.view(now)) == view_key(g.view(now))
        if g.clock.limit:
            assert e <= g.clock.limit // 1000


@settings(max_examples=examples(200), deadline=None)
@given(configs, st.lists(st.tuples(st.integers(1, 2), st.integers(0, 20000)), max_size=80))
def test_a_count_moves_to_another_colour_only_on_the_hold_that_showed_its_total(cfg, actions):
    g = make(cfg)
    g.start(0)
    g.press(0)
    now = 3000
    g.tick(now)
    for t in (4000, 4100, 4200):                # the call menu on END
        g.press(t)
    g.hold_entry(5200, 2)
    now = 7000
    g.tick(now)
    g.press(now)
    assert g.phase == "score"
    for kind, wait in actions:
        if g.phase != "score":
            break
        v = g.view(now)
        slot, step, count = g.slot, g.step, v.art[1]
        gesture(g, kind, now)
        if g.slot != slot or g.phase != "score":
            # only the hold on the ones, which showed this total, moves on
            assert kind == 2 and step == 1 and v.lines[1] == "hold 1 s: enter " + count
            assert count == "%d" % g.scores[slot]
        elif kind == 1:
            assert g.step == step
        state = entry_state(g)
        for t in range(now, now + wait + 1, 250):      # time alone: never
            g.tick(t)
            assert entry_state(g) == state
        now += wait
