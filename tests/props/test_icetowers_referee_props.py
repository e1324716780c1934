"""Properties of the IceTowers referee under random taps and time (hypothesis):
every state survives a snapshot round trip exactly, the game clock never
runs backwards while the game goes on, and scores never pass the table."""
from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.icetowers.referee import PHASES, PIPS_PER_SET, IceTowersReferee
from gamemaster.settings import Settings

steps = st.lists(st.tuples(st.booleans(), st.integers(0, 9000)), max_size=80)
configs = st.tuples(st.integers(2, 4), st.sampled_from(("normal", "gus", "double")),
                    st.sampled_from((0, 1, 2)))


def make(cfg):
    players, variant, limit = cfg
    return IceTowersReferee(Settings.from_toml(
        'ICETOWERS_PLAYERS = %d\nICETOWERS_VARIANT = "%s"\nICETOWERS_LIMIT_MINUTES = %d\n'
        % (players, variant, limit)), 1)


@settings(max_examples=examples(200), deadline=None)
@given(configs, steps)
def test_random_play_keeps_exact_snapshots_and_a_forward_clock(cfg, actions):
    g = make(cfg)
    now = 0
    g.start(now)
    last_elapsed = 0
    for tap, wait in actions:
        if tap:
            before = g.phase
            g.press(now)
            if before == "result":
                last_elapsed = 0
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
        assert h.view(now).key() == g.view(now).key()
        if g.clock.limit:
            assert e <= g.clock.limit // 1000
