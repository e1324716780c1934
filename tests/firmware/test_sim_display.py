"""The off-screen board.DISPLAY: real displayio compositing into a PNG, with
the pixels each refresh wrote counted as the C code would send them."""

import displayio
import terminalio
from adafruit_display_text import label
from fixtures.tiny import tiny_sim
from PIL import Image

from host_sim.offscreen import OffscreenDisplay


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
