"""Flash wear on the real firmware: the two ways a table can save
(``GM_SAVES``) on an nRF52840's NVM, and a worn-out flash page.

The simulator poses as an nRF52840 (``nvm_wear`` of boards/clue.py: two
4 KB pages, 10,000 erases each, every write erases the page it touches).
``lasting`` writes at most once per ``boards.save_gap_ms`` (225 s): a power cut
takes back at most that much play, none once the table has been still that
long.  ``every_press`` writes every save at once: the exact resume.
The per-game hours of play each gives are gated in tests/host/test_flash_wear.py;
here, on the firmware, Pipes in ``make test`` and every other game in ``make test-slow``.
"""

import importlib
import random

import pytest

from gamemaster import registry
from host_sim.runner import Simulator

from test_reliability_nvmstore import last

CLUE = importlib.import_module("boards.clue").PROFILE
NRF_WEAR = CLUE["nvm_wear"]
GAP_S = importlib.import_module("boards").save_gap_ms(CLUE) / 1000
KEYS = ("phase", "turn", "element", "water_round")


def _sim(saves, turn=0, **kw):
    return Simulator(game="pipes", seed=3, boot_mode="resume", nvm_wear=NRF_WEAR,
                     extra_settings={"GM_SAVES": saves, "GM_TURN_SECONDS": turn}, **kw)


def _state(sim):
    row = last(sim)
    return tuple(row[k] for k in KEYS)


def test_the_gap_is_what_the_docs_say():
    assert GAP_S == 225.0            # 1,250 h x 1 erase per write / (2 pages x 10,000)


def test_lasting_writes_at_most_once_per_gap_and_a_cut_takes_back_at_most_the_gap():
    with _sim("lasting") as sim:
        sim.wait(0.1)
        written = sim.nvm_writes                  # the new game, at once
        assert written == 1
        saved = _state(sim)
        for _ in range(5):                        # a minute of presses: held in RAM
            sim.press()
            sim.wait(10)
        assert sim.nvm_writes == written
        assert _state(sim) != saved
        sim.reset()                               # the cut takes the minute back
        assert _state(sim) == saved
        # the resumed game goes on: its first save is written at once (one
        # write per boot), the next ones are held; then the table is still
        for _ in range(3):
            sim.press()
            sim.wait(5)
        assert sim.nvm_writes == written + 1
        played = _state(sim)
        sim.wait(GAP_S)                           # the held save reaches flash
        assert sim.nvm_writes == written + 2
        sim.reset()
        assert _state(sim) == played              # still for a gap: exact
        erases = sim.machine.nvm.unit_erases
        # one page erase per write, alternating between the two pages
        assert sum(erases.values()) == sim.nvm_writes and max(erases.values()) - min(erases.values()) <= 1


def test_lasting_writes_the_state_as_it_is_when_it_writes_not_a_save_it_held():
    # a running turn clock is checkpointed every 15 s; the paced write, a
    # second before the gap is over, takes the state then (the clock then),
    # not the last checkpoint it held: a cut right after it gives back
    # nothing of the clock
    with _sim("lasting", turn=180) as sim:
        sim.wait(0.1)
        sim.press()
        sim.wait(195)                             # the turn timed out; the next one
        sim.press()
        written = sim.nvm_writes
        while sim.nvm_writes == written:
            sim.wait(0.25)
        at_write = last(sim)["seconds_left"]
        assert GAP_S - 2 < sim.now_ms / 1000 < GAP_S            # a second early
        sim.reset()
        assert at_write <= last(sim)["seconds_left"] <= at_write + 1


def test_every_press_writes_each_save_at_once_and_resumes_exactly():
    with _sim("every_press") as sim:
        sim.wait(0.1)
        for n in range(4):
            sim.press()
            sim.wait(3)
            before = _state(sim)
            sim.reset()
            assert _state(sim) == before, n
        assert sim.nvm_writes >= 5


def _hints(sim, text):
    return sum(1 for i, row in enumerate(sim.records)
               if row["hint"] == text and (i == 0 or sim.records[i - 1]["hint"] != text))


def test_a_worn_page_keeps_the_game_going_with_one_line_and_nothing_lost():
    worn_line = "flash page worn out: saving in the other one"
    with _sim("every_press") as sim:
        sim.wait(0.1)
        sim.press()
        sim.wait(1)
        sim.machine.nvm.worn_units = {0}          # slot A's page wears out
        for _ in range(4):
            sim.press()
            sim.wait(5)
        assert _hints(sim, worn_line) == 1        # one line, once
        assert not any(row["hint"] and "error" in row["hint"] for row in sim.records)
        before = _state(sim)
        sim.reset()                               # every save landed in slot B
        assert _state(sim) == before
        sim.machine.nvm.worn_units = {0, 1}       # and then both pages
        for _ in range(3):
            sim.press()
            sim.wait(5)
        failed = "save failed: flash worn out, game not saved"
        assert _hints(sim, failed) == 1
        assert last(sim)["turn"] == before[1] + 3  # play goes on
        assert sim.crashes == []


def test_a_worn_page_that_raises_is_handled_the_same():
    with _sim("every_press") as sim:
        sim.wait(0.1)
        sim.machine.nvm.worn_units = {0, 1}
        sim.machine.nvm.worn_raises = True
        sim.press()
        sim.wait(5)
        sim.press()
        sim.wait(5)
        assert _hints(sim, "save failed: flash worn out, game not saved") == 1
        assert sim.crashes == [] and last(sim)["phase"] == "turn"


def _firmware_hour(game_id, saves, seed=1):
    """The docs' one-hour mix on the real firmware: presses after 8-45 s,
    every tenth turn run out (65 s), a 30 s pause each quarter hour."""
    r = random.Random(seed)
    with Simulator(game=game_id, seed=5, boot_mode="resume", nvm_wear=NRF_WEAR,
                   extra_settings={"GM_SAVES": saves}) as sim:
        elapsed = presses = 0
        next_pause = 900
        while elapsed < 3600:
            sim.press()
            presses += 1
            wait = r.randint(8, 45) if r.random() > 0.1 else 65
            sim.wait(wait)
            elapsed += wait
            if elapsed >= next_pause:
                sim.hold(1.0)
                sim.wait(30)
                elapsed += 31
                next_pause += 900
        assert sim.crashes == []
        return presses, sim.nvm_writes, dict(sim.machine.nvm.unit_erases)


# make test plays the hour on one game's firmware (the first registered,
# Pipes); make test-slow on every other registered game (~1.7 s of CPU each)
SAMPLE = registry.ids()[0]


@pytest.mark.parametrize("game_id", [g if g == SAMPLE else pytest.param(g, marks=pytest.mark.slow)
                                     for g in registry.ids()])
def test_every_registered_game_on_the_firmware_lasts_1000_hours_of_play(game_id):
    # the same gate as tests/host/test_flash_wear.py, on the real firmware
    # (its loop, boot write and pacer) rather than the app alone
    presses, writes, erases = _firmware_hour(game_id, "lasting")
    assert presses >= 100, game_id
    worst = max(erases.values())
    assert NRF_WEAR["rated_cycles"] / worst >= 1000, (game_id, writes, erases)
    assert writes <= 3600 / GAP_S + 2, (game_id, writes)      # + the boot's first save


def test_every_press_on_the_firmware_writes_about_every_save():
    presses, writes, erases = _firmware_hour("pipes", "every_press")
    assert writes >= presses and abs(erases[0] - erases[1]) <= 1
    assert NRF_WEAR["rated_cycles"] / max(erases.values()) < 150    # the ~93 h of the docs
