"""The off-screen board.DISPLAY: real displayio compositing into a PNG, with
the pixels each refresh wrote counted as the C code would send them."""

import displayio
import terminalio
from adafruit_display_text import label
from fixtures.tiny import tiny_sim
from PIL import Image

from host_sim.offscreen import OffscreenDisplay
from host_sim.bench import GOLEMS_TOUR, PIPES_TOUR
from host_sim.runner import Simulator


def _scene(display):
    group = displayio.Group()
    bmp = displayio.Bitmap(240, 240, 2)
    pal = displayio.Palette(2)
    pal[0] = 0x000000
    pal[1] = 0xFF0000
    for x in range(100):
        for y in range(50):
            bmp[x, y] = 1
    group.append(displayio.TileGrid(bmp, pixel_shader=pal))
    text = label.Label(terminalio.FONT, text="12", color=0x00FF00, scale=3, x=20, y=150)
    group.append(text)
    display.root_group = group
    return bmp, text


def test_pixels_land_in_the_image_and_refreshes_count_only_what_changed():
    d = OffscreenDisplay()
    bmp, text = _scene(d)
    d.refresh()
    assert d.last_pixels == 240 * 240
    assert d.image.getpixel((5, 5)) == (255, 0, 0)
    assert d.image.getpixel((200, 5)) == (0, 0, 0)
    d.refresh()
    assert d.last_pixels == 0          # nothing changed, nothing sent
    text.text = "13"
    d.refresh()
    label_pixels = d.last_pixels
    assert 0 < label_pixels < 240 * 240 // 10
    assert (0, 255, 0) in {d.image.getpixel((x, y)) for x in range(20, 80) for y in range(130, 170)}
    bmp[150, 150] = 1
    d.refresh()
    assert d.last_pixels == 1 and d.image.getpixel((150, 150)) == (255, 0, 0)
    assert d.refresh_count == 4 and d.pixels_total == 240 * 240 + label_pixels + 1


def test_colours_are_rgb565_like_the_panel():
    d = OffscreenDisplay(64, 32)
    group = displayio.Group()
    bmp = displayio.Bitmap(64, 32, 1)
    pal = displayio.Palette(1)
    pal[0] = 0x123456
    group.append(displayio.TileGrid(bmp, pixel_shader=pal))
    d.root_group = group
    d.refresh()
    r, g, b = d.image.getpixel((3, 3))
    assert (r >> 3, g >> 2, b >> 3) == (0x12 >> 3, 0x34 >> 2, 0x56 >> 3)
    assert d.image.size == (64, 32)


def test_frames_are_written_as_png_and_recorded_with_their_pixel_count(tmp_path):
    out = tmp_path / "rec.jsonl"
    with tiny_sim(record_path=str(out), frames_dir=str(tmp_path / "frames")) as sim:
        sim.press()
        sim.wait(0.1)
        sim.finish()
        rows = sim.records
        assert rows[0]["refresh_pixels"] == 240 * 240
        changed = [r for r in rows[1:] if r["refresh_pixels"]]
        assert changed and all(r["refresh_pixels"] < 240 * 240 // 4 for r in changed)
        first = Image.open(tmp_path / rows[0]["frame"])
        assert first.size == (240, 240) and first.getpixel((5, 5)) == (0, 0, 255)
        assert sim.display_image().getpixel((5, 5)) == (0, 0, 255)


def test_auto_refresh_displays_are_refreshed_by_the_simulator():
    with tiny_sim(TINY_AUTO=1) as sim:
        sim.wait(0.1)
        assert sim.display.refresh_count >= 1
        assert sim.display_image().getpixel((5, 5)) == (0, 0, 255)


def test_refreshes_are_accounted_exactly_but_composed_only_when_read():
    # Two displays, the same scene and the same changes: one composes every
    # refresh as it happens (eager), the other only counts until read.
    # Areas and pixel counts must agree refresh by refresh, the lazy one
    # must not compose anything until its image is read, and then show the
    # same picture.
    lazy, eager = OffscreenDisplay(), OffscreenDisplay(eager=True)
    scenes = [_scene(lazy), _scene(eager)]
    counts = []
    for d, (bmp, text) in zip((lazy, eager), scenes):
        d.refresh()
        seen = [(d.last_pixels, list(d.last_areas))]
        text.text = "13"
        d.refresh()
        seen.append((d.last_pixels, list(d.last_areas)))
        bmp[150, 150] = 1
        d.refresh()
        seen.append((d.last_pixels, list(d.last_areas)))
        counts.append(seen)
    assert counts[0] == counts[1]
    # the first refresh is the whole screen as one area; the last one pixel
    assert counts[0][0] == (240 * 240, [(0, 0, 240, 240)])
    assert counts[0][2] == (1, [(150, 150, 151, 151)])
    assert lazy.compose_ms_total == 0.0 and eager.compose_ms_total > 0.0
    assert lazy.areas_total == eager.areas_total == sum(len(a) for _, a in counts[0])
    assert lazy.max_refresh_pixels == 240 * 240
    assert lazy.image.tobytes() == eager.image.tobytes()
    assert lazy.image.getpixel((150, 150)) == (255, 0, 0)


def test_a_game_composed_area_by_area_equals_the_whole_scene_composed_on_demand():
    # What the lazy display shows when read (the whole scene composed then)
    # must be what the panel shows after refreshing only the dirty areas:
    # checked through turns, the warning, a timeout, a water round, pause
    # and the menu (frames sampled, at every phase change and every 7th: a full
    # composition costs ~70 ms).
    mismatches, checked, last_phase = [], [], [None]
    with Simulator(game="pipes", seed=7, extra_settings={"GM_TURN_SECONDS": 30}) as sim:
        sim.display.eager = True

        def check(row):
            d = sim.display
            changed = row["phase"] != last_phase[0]
            last_phase[0] = row["phase"]
            if d is None or not row["refresh_pixels"] or not (changed or row["tele_frame"] % 7 == 0):
                return
            checked.append(row["phase"])
            if d.image.tobytes() != d.compose_scene().tobytes():
                mismatches.append((row["t_ms"], row["phase"], row.get("turn")))

        sim.recorder.listeners.append(check)
        script = "wait 1.5\n" + "press\nwait 0.3\n" * 11 + "wait 32\npress\nwait 0.6\n"
        script += "press\nwait 0.5\nhold 1\nwait 0.5\npress\nwait 0.5\nhold 4.5\nwait 0.5\n"
        sim.run_script(script)
    assert {"turn", "timeout", "water", "paused", "menu"} <= set(checked), checked
    assert not mismatches, mismatches


def test_a_released_board_sends_every_dirty_area_even_one_inside_another():
    # busdisplay's _refresh_display walks the whole list from
    # displayio_group_get_refresh_areas and _refresh_area sends each one:
    # no released CircuitPython drops an area lying inside another (that
    # filter is an unmerged pull request), so a changed label costs its
    # removed glyphs' area plus every new glyph inside it
    d = OffscreenDisplay()
    _, text = _scene(d)
    d.refresh()
    text.text = "13"
    d.refresh()
    areas = d.last_areas

    def inside(a, b):
        return a is not b and b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]

    assert any(inside(a, b) for a in areas for b in areas)
    assert d.last_pixels == sum((a[2] - a[0]) * (a[3] - a[1]) for a in areas)


def test_the_unmerged_filter_drops_areas_inside_another():
    # the pull request's filter_out_redundant_areas (shared-module/displayio/
    # Group.c at 1aacf1a8, not in a release), kept to say what it would save
    from displayio._area import Area

    from host_sim.offscreen import drop_contained_areas

    def boxes(areas):
        return [(a.x1, a.y1, a.x2, a.y2) for a in areas]

    screen = Area(0, 0, 240, 240)
    glyph = Area(10, 10, 20, 22)
    label = Area(5, 5, 60, 30)          # holds the glyph
    apart = Area(100, 100, 110, 110)    # inside the screen only
    crossing = Area(50, 20, 80, 40)     # overlaps the label, not inside it
    # the glyph (first) lies inside the later label: dropped, order kept
    assert boxes(drop_contained_areas([glyph, label, crossing])) == [
        (5, 5, 60, 30), (50, 20, 80, 40)]
    # a full-screen area swallows everything, wherever it is in the list
    assert boxes(drop_contained_areas([glyph, apart, screen, label])) == [(0, 0, 240, 240)]
    # two equal areas: the earlier one stays (not both dropped)
    twin = Area(5, 5, 60, 30)
    kept = drop_contained_areas([label, twin])
    assert len(kept) == 1 and kept[0] is label
    # overlapping but not nested: both stay (C does not merge those)
    assert len(drop_contained_areas([label, crossing])) == 2


def _tour(game, script, filter_contained=False):
    # Every refresh of a game touring its phases: (phase, pixels, areas).
    frames = []
    saved = OffscreenDisplay.filter_contained
    OffscreenDisplay.filter_contained = filter_contained
    try:
        with Simulator(game=game, seed=7, extra_settings={"GM_TURN_SECONDS": 30}) as sim:
            def grab(row):
                d = sim.display
                if row["refresh_pixels"]:
                    frames.append((row["phase"], d.last_pixels, list(d.last_areas)))
            sim.recorder.listeners.append(grab)
            sim.run_script(script)
            assert sim.display.refreshes_over_screen == 0
    finally:
        OffscreenDisplay.filter_contained = saved
    return frames


def test_no_frame_refreshes_more_than_the_screen_and_water_frames_are_one_full_refresh():
    # as released CircuitPython refreshes (every dirty area sent): a new
    # background or a picture coming or going is one full refresh (the
    # firmware sets the root group again), never the screen plus what
    # changed on it (a picture back after the pause was 137,596 px)
    full = 240 * 240
    pipes = _tour("pipes", PIPES_TOUR)
    golems = _tour("golems", GOLEMS_TOUR)
    assert {"turn", "timeout", "water", "paused", "menu"} <= {p for p, _, _ in pipes}
    assert {"roll", "program", "execute", "menu"} <= {p for p, _, _ in golems}
    assert max(px for _, px, _ in pipes + golems) == full      # the first frame, and water
    for before, after in zip(pipes, pipes[1:]):
        if (before[0] == "water") != (after[0] == "water"):
            assert after[1:] == (full, [(0, 0, 240, 240)]), (before[0], after[0], after[1])
    flips = [after for before, after in zip(pipes, pipes[1:])
             if (before[0] == "paused") != (after[0] == "paused")]
    assert len(flips) >= 2 and all(f[1:] == (full, [(0, 0, 240, 240)]) for f in flips)
