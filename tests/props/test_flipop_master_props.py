"""Flipop game-master properties: any sequence of taps and waits, in every
mode, keeps the game consistent, and every snapshot restores to the same
bytes (undo = restore) and the same picture."""

from hypothesis import given, settings, strategies as st
from tests.examples import examples

from gamemaster.flipop.master import FlipopMaster
from gamemaster.settings import Settings

MODES = ("bank", "move", "versus")
RULES = ("perp/free/chain/quiet", "any/gate/first/stuck", "straight/free/off/quiet",
         "perp/free/chain/exit")

# an action: tap (True) or wait that many ms (False, ms)
actions_st = st.lists(st.tuples(st.booleans(), st.integers(1, 40000)), min_size=1, max_size=40)


def _make(mode, human, rules, seed):
    text = ('FLIPOP_MODE = "%s"\nFLIPOP_HUMAN = "%s"\nFLIPOP_RULES = "%s"\nFLIPOP_SECONDS = 30\n'
            % (mode, human, rules))
    return FlipopMaster(Settings.from_toml(text), seed)


@settings(max_examples=examples(150), deadline=None)
@given(st.sampled_from(MODES), st.sampled_from(("white", "black")), st.sampled_from(RULES),
       st.integers(1, 2 ** 31 - 1), actions_st)
def test_any_taps_and_waits_keep_the_game_consistent_and_snapshots_exact(mode, human, rules,
                                                                         seed, actions):
    g = _make(mode, human, rules, seed)
    now = 0
    g.start(now)
    for tap, ms in actions:
        if tap:
            g.press(now)
        else:
            end = now + ms
            while now < end:                 # the loop: ticks when the game asks, 1 s at most
                w = g.wake_in(now)
                now = min(end, now + (20 if w <= 0 else min(w, 1000)))
                g.tick(now)
        v = g.view(now)
        assert v.phase == g.phase
        if v.seconds_left is not None:
            assert 0 <= v.seconds_left
        data = g.snapshot(now)
        h = _make(mode, human, rules, 1)
        h.restore(data, now)
        if g.phase == "think":
            # a restored search starts again from the same random state
            assert h.phase in ("think", "choose", "over")
        else:
            assert h.snapshot(now) == data
            assert h.view(now).art == v.art or g.armed
        if g.pos is not None:
            assert g.pos.w & g.pos.b == 0
            if g.phase == "choose":
                assert g.pos.side == g.human
            if g.phase == "show":
                assert g.move in g.pos.legal_moves()
