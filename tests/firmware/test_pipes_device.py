"""The real firmware plays Pipes in the headless simulator (issue 2).

Everything here goes through the faked hardware only: button edges into
keypad, frames out of the off-screen display, colours out of the NeoPixel
data line, tones out of the audio fake.
"""

import pytest

from host_sim.runner import Simulator

TURN_GREEN = (0, 200, 60)


def lit(ring):
    """Pixels fully showing the completed-turn colour (green, no red); a
    ring with fewer pixels than turns also shows one partly lit pixel."""
    full_g = TURN_GREEN[1] * 30 // 100 - 1       # GM_BRIGHTNESS defaults to 30 %
    return sum(1 for p in ring if p[0] == 0 and p[1] >= full_g and p[1] > p[2])


def rows_where(sim, **kw):
    return [r for r in sim.records if all(r.get(k) == v for k, v in kw.items())]


def last(sim):
    return sim.records[-1]


@pytest.fixture
def sim():
    s = Simulator(game="pipes", seed=7)
    yield s
    s.close()


def test_whole_game_twelve_turns_timeout_water_undo_pause_menu(sim):
    seen_elements = []
    # turns 1..11 ended early by a press
    for turn in range(1, 12):
        sim.wait(2)
        row = last(sim)
        assert (row["phase"], row["turn"], row["water_round"]) == ("turn", turn, 0)
        assert row["element"] is not None
        seen_elements.append(row["element"])
        assert lit(row["ring"]) == turn - 1         # completed turns on the 12-pixel ring
        sim.press()
    # turn 12 runs out: warning in the last 10 s, then TIME! until a press
    sim.wait(51.5)
    row = last(sim)
    assert row["turn"] == 12 and row["seconds_left"] == 9 and row["warning"]
    sim.wait(10)
    row = last(sim)
    assert row["phase"] == "timeout" and row["seconds_left"] == 0
    assert all(px[0] > 0 and px[1] == 0 and px[2] == 0 for px in row["ring"])   # all red
    sim.wait(30)
    assert last(sim)["phase"] == "timeout"                # waits for the player
    sim.press()
    # water round 1 flashes blue until a press
    sim.wait(2.2)
    water = rows_where(sim, phase="water", water_round=1)
    assert len(water) >= 4
    blues = set(tuple(r["ring"][0]) for r in water)
    assert len(blues) == 2 and all(b[2] > b[0] and b[2] > b[1] for b in blues)
    img = sim.display_image()
    r, g, b = img.getpixel((5, 120))[:3]
    assert b > r and b > g                                # the screen is blue or dark blue
    sim.press()
    sim.wait(1)
    row = last(sim)
    assert (row["phase"], row["turn"], row["water_round"]) == ("turn", 13, 1)
    assert lit(row["ring"]) == 12
    element_13 = row["element"]
    sim.press()
    sim.wait(1)
    assert (last(sim)["phase"], last(sim)["water_round"]) == ("water", 2)
    # an accidental press: undo (hold 2-4 s) takes it back, same element
    sim.hold(2.5)
    sim.wait(0.5)
    row = last(sim)
    assert (row["phase"], row["turn"], row["element"]) == ("turn", 13, element_13)
    # pause (hold ~1 s): the clock stops, a tap resumes
    sim.hold(1.0)
    sim.wait(0.3)
    paused_at = last(sim)["seconds_left"]
    assert last(sim)["phase"] == "paused"
    sim.wait(120)
    assert last(sim)["phase"] == "paused" and last(sim)["seconds_left"] == paused_at
    sim.press()
    sim.wait(0.3)
    # the tap and the wait run the clock for ~0.5 s again
    assert last(sim)["phase"] == "turn" and last(sim)["seconds_left"] in (paused_at, paused_at - 1)
    # the menu opens while the button is held 4 s; leaving it resumes the turn
    sim.hold(4.5)
    sim.wait(0.3)
    assert last(sim)["phase"] == "menu"
    sim.hold(2.5)                                         # undo-length hold leaves the menu
    sim.wait(0.3)
    assert last(sim)["phase"] == "turn" and last(sim)["turn"] == 13
    assert sim.crashes == []


def test_same_seed_same_elements_in_the_simulator():
    def elements(seed):
        with Simulator(game="pipes", seed=seed) as s:
            out = []
            for _ in range(15):
                s.wait(0.5)
                if last(s)["phase"] == "turn":
                    out.append(last(s)["element"])
                s.press()
            return out
    a = elements(11)
    assert a == elements(11)
    assert a != elements(12)
    assert len(a) >= 13


def test_ring_sizes_read_sensibly():
    for n in (10, 12, 16, 24):
        with Simulator(game="pipes", seed=3, ring=n) as s:
            for done in range(0, 13):
                s.wait(0.3)
                ring = last(s)["ring"]
                assert len(ring) == n
                if last(s)["phase"] == "turn":
                    assert lit(ring) == (done * n) // 12, (n, done, ring)
                s.press()


def test_timeout_plays_a_sound_and_turn_start_beeps(sim):
    sim.wait(61)
    sim.press()
    sim.wait(0.5)
    cues = [c for r in sim.records for c in (r.get("cues") or [])]
    # one-period samples at 8 kHz: pitches land within a few percent
    assert any(abs(c.get("hz", 0) - 440) <= 13 for c in cues), cues   # the timeout buzz
    assert any(abs(c.get("hz", 0) - 880) <= 26 for c in cues)         # the new turn's beep


def test_bad_settings_are_shown_and_defaults_used(tmp_path):
    bad = tmp_path / "settings.toml"
    bad.write_text('GM_TURN_SECONDS = "soon"\n')
    with Simulator(game="pipes", seed=1, settings=str(bad)) as s:
        s.wait(0.5)
        row = last(s)
        assert "GM_TURN_SECONDS" in row["hint"] and "line 1" in row["hint"]
        assert row["seconds_left"] == 60
