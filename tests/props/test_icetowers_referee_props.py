"""Properties of the IceTowers referee under random taps and time (hypothesis):
every state survives a snapshot round trip exactly (but for the two
exceptions undo needs: a call menu comes back as play, a scoring step with
its full time), the game clock never runs backwards while the game goes on,
scores never pass the table, and a count moves to another colour only on a
tap on the "done" screen that showed it."""
from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.icetowers.referee import GRACE_MS, PHASES, PIPS_PER_SET, IceTowersReferee
from gamemaster.settings import Settings
from gamemaster.view_host import key as view_key

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
        if g.phase == "call":
            assert h.phase == "play" and h.view(now).fact("elapsed") == e
        elif g.phase == "score":
            assert (h.slot, h.step, h.scores) == (g.slot, g.step, g.scores)
            assert h.view(now).lines == g.view(now).lines and h.timer.elapsed(now) == 0
        else:
            assert h.snapshot(now) == g.snapshot(now)
            assert view_key(h.view(now)) == view_key(g.view(now))
        if g.clock.limit:
            assert e <= g.clock.limit // 1000


@settings(max_examples=examples(200), deadline=None)
@given(configs, st.lists(st.tuples(st.booleans(), st.integers(0, 20000)), max_size=80))
def test_a_count_moves_to_another_colour_only_on_a_tap_on_done(cfg, actions):
    g = make(cfg)
    g.start(0)
    g.press(0)
    now = 3000
    g.tick(now)
    for t in (4000, 4100, 4200):                # END
        g.press(t)
    now = 7000
    g.tick(now)
    g.press(now)
    assert g.phase == "score"
    for tap, wait in actions:
        if g.phase != "score":
            break
        if tap:
            v = g.view(now)
            slot, count = g.slot, v.art[1]
            # "done" gave way to +10 less than GRACE_MS ago: the tap answers "done"
            just = g.auto and g.timer.elapsed(now) < GRACE_MS and v.lines[0] == "tap: +10"
            g.press(now)
            if g.slot != slot or g.phase != "score":
                # the screen the tap answered showed this colour's total and "done"
                assert v.lines[0].startswith("tap: done") or just
                assert count == "%d" % g.scores[slot]
        slot, phase = g.slot, g.phase
        for t in range(now, now + wait + 1, 250):      # time alone: never
            g.tick(t)
            assert (g.phase, g.slot) == (phase, slot)
        now += wait
