"""A power cut at any instant of any save, on every port (issue 35).

The real firmware plays a long session of a game on a board profile with its
own settings (``GM_SAVES = "lasting"``, the boards' default, paced to the
profile's flash, or ``"every_press"``), while the simulator's NVM
(host_sim.hw.nvm, written as the board's port's C writes it) logs every
write with what flash held before it.  Then every write is cut again at
many instants of its steps (each step's start, first microsecond, middle
and last microsecond; on the nRF52840 each word around the end of the
record; on the ESP32-S3 each erase mark, chunk and the index), and:

* the firmware's own reader (gmfw/nvmread.py) finds the last committed save
  (what the write replaced) or the new one once all its bytes are there,
  and says ``last save lost in a power cut`` only then, never anything else;
* on the nRF52840's pages (and the simulator's own profile) a cut never
  loses the game: the other slot sits in the other page;
* on the ESP32-S3, a cut from nvs_erase_all's first erase mark to the new
  blob's index leaves the NVM reading as a new board's (zeros): that
  window is measured per save, and the chance that a cut at a random
  instant of the session lands in one (``boards.CUTS_PER_HOUR`` an hour)
  stays under one game in 1,000 hours, in both modes;
* the board, booted from one image of each outcome (the committed save, the
  new one, a spoilt slot, a lost NVM), shows it: the game the save holds,
  the "resumed ..." line saying how far back the save may be (paced
  saves: "saved up to N min N s before power-off") and, after a spoilt
  slot, that the last save was lost, in one line; a lost NVM is a new game.

``make test`` runs a sample (Pipes with the default ``lasting`` and IceTowers
with ``every_press``, on every profile, 8-minute sessions); ``make
test-slow`` every registered game on every profile in both modes, 20-minute
sessions.
"""

import os
import random

import pytest

import boards
from gamemaster import registry
from gamemaster.app import App
from gamemaster.settings import Settings
from host_sim.runner import Simulator

from test_reliability_nvmstore import nvmread
from test_screen_sizes import check_screen

MODES = ("lasting", "every_press")
PROFILES = boards.PROFILE_MODULES


def play(sim, minutes, seed):
    """Presses after 2-40 s, now and then a pause or an undo hold."""
    r = random.Random(seed)
    t = 0.0
    while t < minutes * 60:
        k = r.random()
        if k < 0.08:
            sim.hold(1.0)
        elif k < 0.12:
            sim.hold(2.5)
        else:
            sim.press()
        wait = r.choice((2, 5, 9, 14, 22, 31, 40))
        sim.wait(wait)
        t += wait + 1


def instants(steps, record):
    """µs into a write where a cut is tried: each step's edges and middle,
    and the words around the end of the record (it starts a page)."""
    words = (len(record) + 3) // 4
    out = set()
    t = 0
    for kind, us, _ in steps:
        out.update((t, t + 1, t + us // 2, t + us - 1))
        if kind == "program":
            for k in (1, words - 1, words, words + 1):
                out.update((t + k * 41 - 1, t + k * 41))
        t += us
    out.add(t)
    return sorted(x for x in out if 0 <= x <= t)


def classify(store, log):
    """Every logged write cut at every instant: {outcome: (image, data,
    problem)} (one image of each) and the µs of loss windows."""
    outcomes = {}
    lost_us = 0
    for entry in log:
        committed, _ = nvmread.read(bytearray(entry["before"]))
        whole, steps = store.replay(entry)
        new, _ = nvmread.read(bytearray(whole))
        assert new is not None
        record = entry["value"]
        for at in instants(steps, record):
            image, _ = store.replay(entry, at)
            got, problem = nvmread.read(bytearray(image))
            assert problem in (None, nvmread.LOST), (at, problem)
            if got is None and committed is not None:
                # only the ESP32-S3's erased blob, which reads as zeros
                assert store.nvs_pages and image == bytes(len(image)), at
                kind = "lost"
            elif got == new and got != committed:
                assert problem is None, at
                kind = "new"
            else:
                assert got == committed, at
                kind = "spoilt" if problem else "committed"
            outcomes.setdefault(kind, (image, got, problem))
        lost_us += store.loss_window_us(entry["start"], record) if committed is not None else 0
    return outcomes, lost_us


def logic_app(sim):
    # the app at the logic level with the drive's own settings
    with open(os.path.join(sim.drive, "settings.toml"), encoding="utf-8") as f:
        return App(Settings.from_toml(f.read()))


def expected_where(sim, data):
    # the game the save holds
    app = logic_app(sim)
    app.restore(data, 0)
    return app.game.ID, app.where()


def new_game_phase(sim):
    app = logic_app(sim)
    app.new_game(0)
    return app.view(0).phase


def boot_from(sim, image):
    sim.machine.nvm.data[:] = image
    sim.reset()
    sim.wait(0.3)
    return sim.records[-1]


def sweep(board, game, mode, minutes, seed=3, boots=True):
    profile = boards.select(None, board)[1]
    gap = boards.save_gap_ms(profile, mode) // 1000
    with Simulator(board=board, game=game, seed=seed, boot_mode="resume",
                   extra_settings={"GM_SAVES": mode}, start=False) as sim:
        sim.machine.nvm.log = log = []
        sim.start()
        sim.wait(0.5)
        play(sim, minutes, seed)
        assert sim.crashes == []
        store = sim.machine.nvm
        store.log = None
        assert len(log) >= (3 if gap else 10), (board, game, mode, len(log))
        outcomes, lost_us = classify(store, log)
        page_port = not store.nvs_pages
        if page_port:
            assert "lost" not in outcomes and "spoilt" in outcomes, outcomes.keys()
        else:
            assert "lost" in outcomes, outcomes.keys()
            # the chance a cut at a random instant of play loses the game
            hours = minutes / 60
            per_1000_h = 1000 * boards.CUTS_PER_HOUR * lost_us / 1e6 / 3600 / hours
            assert per_1000_h < 1, (board, game, mode, per_1000_h)
        if not boots:
            return outcomes
        for kind, (image, data, problem) in sorted(outcomes.items()):
            row = boot_from(sim, image)
            hint = row["hint"] or ""
            # the line fits the board's screen (240x240, 240x135), nothing lost
            check_screen(sim, "%s %s boot after a cut (%s)" % (board, game, kind))
            assert sim.crashes == [] and "\n" not in hint, (kind, row)
            if data is None:
                # nothing was committed (a cut in a board's first save), or
                # the ESP32-S3's NVM reads as a new board's: a new game, one
                # line when a spoilt slot shows the cut
                assert row["phase"] == new_game_phase(sim) and row["errors"] == [], row
                assert (hint == nvmread.LOST + ": new game") == (problem is not None), row
                continue
            gid, where = expected_where(sim, data)
            assert row["game"] == gid, (kind, row)
            line = "resumed " + where
            if gap:
                line += " (saved up to %d min %d s before power-off)" % (gap // 60, gap % 60)
            if problem:
                line = nvmread.LOST + "; " + line
            assert hint == line, (kind, hint, line)
    return outcomes


SAMPLE = [pytest.param(b, g, m, id="%s-%s-%s" % (b, g, m))
          for b in PROFILES for g, m in (("pipes", "lasting"), ("icetowers", "every_press"))]


@pytest.mark.parametrize("board,game,mode", SAMPLE)
def test_a_cut_at_any_instant_of_any_save_resumes_the_last_committed_state(board, game, mode):
    sweep(board, game, mode, minutes=8)


ALL = [pytest.param(b, g, m, id="%s-%s-%s" % (b, g, m))
       for b in PROFILES for g in registry.ids() for m in MODES]


@pytest.mark.slow
@pytest.mark.parametrize("board,game,mode", ALL)
def test_every_game_every_profile_both_modes_long_sessions(board, game, mode):
    sweep(board, game, mode, minutes=20, seed=11)
