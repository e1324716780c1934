"""Random presses, holds and waits never crash the app or show an
impossible state (issue 2: 200 scripted turns with random presses)."""

from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.app import App
from gamemaster.gestures import GestureClassifier
from gamemaster.pipes import elements
from gamemaster.settings import Settings
from gamemaster.ticks import TICKS_PERIOD, ticks_add

PHASES = {"ready", "turn", "timeout", "water", "paused", "menu"}


def check(app, now):
    v = app.view(now)
    g = app.game
    assert isinstance(v.phase, str) and v.phase
    if g.ID != "pipes":                 # the menu may switch games; their own tests cover them
        return
    assert v.phase in PHASES, v.phase
    water_after = app.settings.get("PIPES_WATER_AFTER")
    if g.phase == "water":
        assert g.water_round == g.turn - water_after + 1
    elif g.phase in ("turn", "timeout"):
        assert g.water_round == max(0, g.turn - water_after)
        assert 0 <= g.element < elements.COUNT
    if v.seconds_left is not None:
        assert 0 <= v.seconds_left <= 600
    if v.phase == "turn" and v.art[0] == "pipe":
        assert v.art[1] in elements.NAMES
    assert v.ring[0] in ("off", "fill", "count", "players", "marker", "hold", "energy")


actions = st.lists(
    st.one_of(
        st.tuples(st.just("press"), st.integers(20, 600)),
        st.tuples(st.just("hold"), st.integers(700, 6000)),
        st.tuples(st.just("wait"), st.integers(0, 90000)),
    ),
    min_size=50, max_size=400,
)


@settings(max_examples=examples(60), deadline=None)
@given(actions, st.integers(0, TICKS_PERIOD - 1), st.integers(1, 2 ** 31 - 1),
       st.sampled_from(["uniform", "bag", "weighted"]))
def test_random_input_never_breaks(script, start, seed, draw):
    app = App(Settings.from_toml('GM_BOOT = "play"\nGM_SEED = %d\nPIPES_DRAW = "%s"\n' % (seed, draw)))
    now = start
    app.boot(now)

    def wait(ms):
        nonlocal now
        while ms > 0:
            step = min(ms, 50)
            now = ticks_add(now, step)
            ms -= step
            app.tick(now)
        check(app, now)

    for kind, ms in script:
        if kind == "wait":
            wait(ms)
        else:
            app.button(True, now)
            wait(ms)
            app.button(False, now)
            wait(60)


def test_two_hundred_turns_with_random_presses():
    import random
    r = random.Random(2024)
    app = App(Settings.from_toml('GM_BOOT = "play"\nGM_SEED = 99\n'))
    now = TICKS_PERIOD - 90000
    app.boot(now)
    turns = 0
    while app.game.turn < 200:
        ms = r.choice([r.randint(100, 5000), r.randint(55000, 70000)])
        while ms > 0:
            now = ticks_add(now, 50)
            ms -= 50
            app.tick(now)
        app.button(True, now)
        for _ in range(3):
            now = ticks_add(now, 40)
            app.tick(now)
        app.button(False, now)
        for _ in range(3):
            now = ticks_add(now, 40)
            app.tick(now)
        check(app, now)
        turns += 1
    assert app.game.water_round == 200 - 12 or app.game.water_round == 200 - 11
    assert turns >= 200


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 3000)), max_size=80))
def test_classifier_survives_any_edge_sequence(edges):
    c = GestureClassifier()
    t = 0
    for pressed, dt in edges:
        t = ticks_add(t, dt)
        c.feed(pressed, t)
        while c.poll(t) is not None:
            pass
    c.resync(False, t)
    assert c.held_ms(t) == -1
    while c.poll(ticks_add(t, 10000)) is not None:
        pass
