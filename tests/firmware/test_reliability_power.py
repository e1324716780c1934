"""Power cuts at random moments of real games, on the real firmware (issue 5).

The simulator cuts the power (RAM lost, NVM kept) and the firmware boots
again with ``GM_BOOT = "resume"``.  After every cut the device must show the
game it had: same phase, turn, element, water round (Pipes) or round, row and
bonus rolls (Golem Battle), and a countdown within a second of where it was
(``GM_CHECKPOINT_SECONDS = 1``; the default 15 s bound is tested too).  The
PRNG state is checked by its effect: every turn's element equals the element
an uninterrupted game with the same seed draws for that turn.

Resets cost ~50 ms of real time each; the default run injects a few hundred,
``-m slow`` a few thousand (see docs/reliability.md for the figures).
"""

import random

import pytest

from host_sim.runner import Simulator

from test_reliability_nvmstore import last, reference_elements, resets_of

PIPES_KEYS = ("phase", "turn", "water_round", "element")
GOLEMS_KEYS = ("phase", "title", "round", "lines", "big")


def _act(sim, r):
    """One random thing a player does (no menu: its own tests and the fuzzer
    cover it; a cut inside the menu resumes the game behind it)."""
    k = r.random()
    if k < 0.45:
        sim.press()
    elif k < 0.50:
        sim.hold(1.0)                      # pause / resume
    elif k < 0.53:
        sim.hold(2.5)                      # undo
    sim.wait(r.choice((0.03, 0.2, 0.7, 1.3, 2.6, 4.1)))


def _cut_and_compare(sim, keys, bound_s):
    before = last(sim)
    sim.reset()
    after = last(sim)
    assert after["boot"] == before["boot"] + 1
    for k in keys:
        if k == "big" and before["phase"] == "roll" and before["art"] == "text":
            # the dice were tumbling: saves are not made per animation frame
            # (flash wear), so the 1.2 s tumble starts again; the faces were
            # drawn when the roll began and come out the same (next cut)
            continue
        assert after[k] == before[k], (k, before, after)
    b, a = before["seconds_left"], after["seconds_left"]
    if b is None:
        assert a is None
    else:
        # never less time than at the cut, at most bound_s more
        assert b <= a <= b + bound_s, (before, after)
    return before, after


def run_pipes_resets(seed, cuts, draw="uniform", checkpoint=1, bound=1):
    r = random.Random(seed)
    seen = {}
    with Simulator(game="pipes", seed=seed, boot_mode="resume",
                   extra_settings={"GM_CHECKPOINT_SECONDS": checkpoint, "PIPES_DRAW": draw,
                                   "GM_TURN_SECONDS": 20}) as sim:
        sim.wait(0.1)
        for _ in range(cuts):
            for _ in range(r.randint(0, 2)):
                _act(sim, r)
            _cut_and_compare(sim, PIPES_KEYS, bound)
            if r.random() < 0.1:
                sim.wait(r.random() * 3)
        for row in sim.records:
            if row["phase"] in ("turn", "timeout", "paused") and row["element"]:
                assert seen.setdefault(row["turn"], row["element"]) == row["element"], row
        assert sim.crashes == []
        assert resets_of(sim) == cuts
        hints = [row["hint"] for row in sim.records if row["hint"]]
        assert any(h.startswith("resumed Pipes") for h in hints)
    ref = reference_elements(seed, max(seen) if seen else 0, draw)
    assert {t: ref[t] for t in seen} == seen
    return cuts


@pytest.mark.parametrize("seed,draw", [(11, "uniform"), (12, "bag"), (13, "weighted")])
def test_pipes_resumes_exactly_after_random_power_cuts(seed, draw):
    run_pipes_resets(seed, 60, draw)


def test_default_checkpoints_bound_the_clock_by_15_seconds():
    run_pipes_resets(21, 40, checkpoint=15, bound=15)


def test_golems_resumes_exactly_after_random_power_cuts():
    r = random.Random(5)
    # the lives entry mid-way (a golem's count shown, not yet entered) and a
    # tie's choice come back as they were; a table enters each with the hold
    with Simulator(game="golems", seed=5, boot_mode="resume",
                   extra_settings={"GOLEMS_PLAYERS": 3, "GM_CHECKPOINT_SECONDS": 1}) as sim:
        sim.wait(0.1)
        for _ in range(45):
            for _ in range(r.randint(0, 3)):
                if last(sim)["phase"] in ("lives", "game_over") and r.random() < 0.5:
                    sim.hold(1.0)              # the count shown entered
                    sim.wait(r.choice((0.03, 0.7, 2.6)))
                else:
                    _act(sim, r)
            _cut_and_compare(sim, GOLEMS_KEYS, 1)
        assert sim.crashes == []
        assert max(row.get("round", 0) for row in sim.records) >= 3
        assert "lives" in set(row["phase"] for row in sim.records)


def test_restart_turn_setting_gives_the_whole_turn_back():
    with Simulator(game="pipes", seed=4, boot_mode="resume",
                   extra_settings={"GM_RESUME": "restart_turn", "GM_TURN_SECONDS": 30}) as sim:
        sim.press()
        sim.wait(12)
        before = last(sim)
        assert before["seconds_left"] == 18
        sim.reset()
        after = last(sim)
        assert (after["turn"], after["element"], after["seconds_left"]) == (
            before["turn"], before["element"], 30)
        sim.wait(31)
        assert last(sim)["phase"] == "timeout"
        sim.reset()                      # a timed-out turn restarts too
        assert (last(sim)["phase"], last(sim)["seconds_left"]) == ("turn", 30)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 112))
def test_thousands_of_power_cuts(seed):
    run_pipes_resets(seed, 250, ("uniform", "bag", "weighted")[seed % 3])


def writes_per_hour(checkpoint, seed=1):
    """NVM writes in one hour of Pipes, every save written at once: the
    docs' one-hour mix (host_sim.wear: players press after 8..45 s, every
    tenth turn runs out, one pause a quarter of an hour) at the logic level
    with the firmware's own store (the store skips a save whose bytes are
    already there)."""
    from host_sim import wear
    clue = dict(wear.page_erase_profiles())["clue"]
    fig = wear.one_hour("pipes", clue, "every_press", seed, checkpoint)
    return fig["nvm_writes"], fig["presses"]


def test_nvm_writes_per_hour_are_what_docs_reliability_says():
    default, presses = writes_per_hour(15)
    every_second, _ = writes_per_hour(1)
    only_boundaries, _ = writes_per_hour(0)
    assert only_boundaries <= presses + 20          # one per press (+ pauses, resumes)
    assert only_boundaries < default < 2.5 * only_boundaries
    assert every_second > 5 * default
    # the figures quoted in docs/reliability.md (seed 1)
    assert (presses, only_boundaries, default, every_second) == (110, 121, 214, 1980)


def test_icetowers_clock_goes_back_at_most_the_checkpoint_after_a_cut():
    # IceTowers' game clock counts up all game long; with every save at once
    # a cut takes back at most GM_CHECKPOINT_SECONDS (15) of it, as every
    # game's clock (it once saved every 2 x 15 s: 28.5 s back was seen)
    r = random.Random(4)
    back = []
    with Simulator(game="icetowers", seed=4, boot_mode="resume",
                   extra_settings={"GM_SAVES": "every_press"}) as sim:
        sim.wait(0.5)
        sim.press()
        sim.wait(4)
        for _ in range(30):
            sim.wait(r.uniform(1, 40))
            before = last(sim)
            sim.reset()
            sim.wait(0.1)
            after = last(sim)
            assert after["phase"] == before["phase"] == "play", (before, after)
            back.append(before["elapsed"] - after["elapsed"])
        assert sim.crashes == []
    assert 0 <= min(back) and max(back) <= 15, back
    assert max(back) >= 10, back                     # the cuts fell late in checkpoints too
