"""The heap stand-ins (tools/mpvm/standins) keep alive what the C object
points at, as the C struct does: a TileGrid its bitmap and palette, a
vectorio shape its palette.  A stand-in that dropped them let a picture's
bitmap be collected on the VM while the board holds it (a TileGrid over a
bitmap nothing else keeps: gmfw/art_flipop.py's tiles)."""

import gc
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STANDINS = os.path.join(ROOT, "tools", "mpvm", "standins")


def _standin(name):
    # the stand-in module itself (the tests' own displayio is Blinka's)
    import importlib.util
    sys.path.insert(0, STANDINS)
    try:
        spec = importlib.util.spec_from_file_location("standin_" + name,
                                                      os.path.join(STANDINS, name + ".py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(STANDINS)


def _holds(holder, target):
    # whether ``target`` is reachable from ``holder``'s own objects
    seen, todo = set(), [holder]
    while todo:
        obj = todo.pop()
        if obj is target:
            return True
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        todo.extend(gc.get_referents(obj))
    return False


def test_a_tilegrid_holds_its_bitmap_and_palette_and_a_shape_its_palette():
    displayio = _standin("displayio")
    vectorio = _standin("vectorio")
    bitmap = displayio.Bitmap(30, 10, 4)
    palette = displayio.Palette(4)
    for w in (1, 5):                      # tiles inline, or an array of their own
        grid = displayio.TileGrid(bitmap, pixel_shader=palette, width=w, height=1,
                                  tile_width=6, tile_height=10)
        assert _holds(grid.__dict__, bitmap) and _holds(grid.__dict__, palette)
    rect = vectorio.Rectangle(pixel_shader=palette, width=3, height=3)
    circle = vectorio.Circle(pixel_shader=palette, radius=3)
    assert _holds(rect.__dict__, palette) and _holds(circle.__dict__, palette)
