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


# What each displayio and vectorio stand-in holds on the VM, against what the
# C holds (its struct and buffers, each m_malloc rounded to 16-byte GC
# blocks; the sizes are the stand-ins' own, written beside them, from the
# structs compiled for a 32-bit target): a Group's 48 B struct and its
# members list (a list object and 4 slots: 32 B); a Bitmap's 48 B struct
# and its rows (8 x 8 at 2 bits: a word a row, 32 B; the Flipop tiles' 270 x
# 27 at 2 bits: 17 words a row); a Palette's 16 B and 16 B a colour; a
# TileGrid's 96 B and, beyond 4 tiles, a byte a tile; a vectorio shape's 32 +
# 64 B; a Python class over Group (gmfw.textlabel's Label).
HELD = (("displayio.Group()", 48 + 32), ("displayio.Group(x=3, y=-4, scale=2)", 48 + 32),
        ("displayio.Bitmap(8, 8, 2)", 48 + 32), ("displayio.Bitmap(270, 27, 4)", 48 + (17 * 4 * 27 + 15) // 16 * 16),
        ("displayio.Palette(4)", 16 + 64), ("displayio.Palette(2)", 16 + 32),
        ("displayio.Palette(1)", 16 + 16),
        ("displayio.TileGrid(BM, pixel_shader=PAL)", 96),
        ("displayio.TileGrid(BM, pixel_shader=PAL, width=5, height=5, x=2, y=3)", 96 + 32),
        ("vectorio.Rectangle(pixel_shader=PAL, width=3, height=3, x=1, y=1, color_index=1)", 96),
        ("vectorio.Circle(pixel_shader=PAL, radius=3, x=1)", 96),
        # a Python class over Group with 7 attributes of its own: its
        # instance (32 B: a slot for the C object), their table (8 entries:
        # 64 B), the C struct and its list
        ("Sub()", 32 + 64 + 48 + 32))


def test_each_display_stand_in_holds_on_the_vm_what_its_c_object_holds(tmp_path):
    # 40 of each made in one module, against the same module making none:
    # what the 40 hold, less the list they are kept in, is 40 objects'
    # worth within the VM's heap layout (a few bytes an object).  Before
    # the fields were packed: a 25-tile TileGrid 195 B, a Palette(4) 126 B,
    # a Rectangle 149 B, an 8 x 8 Bitmap 114 B; before the sizes came from
    # the C structs compiled for 32 bits: a Group 96 B, a TileGrid 112 B, a
    # vectorio shape 112 B, a Palette's colour 12 B.
    from tests.gates._tools import need
    from tools import mpvm
    from tools.mpvm import firmware_ram
    need(mpvm.missing(), "stand-in sizes on the MicroPython VM (Node 20 + npm micropython-webassembly-pyscript)")
    (tmp_path / "held_base.py").write_text(
        "import displayio\nBM = displayio.Bitmap(8, 8, 2)\nPAL = displayio.Palette(2)\n\n\n"
        "class Sub(displayio.Group):\n    def __init__(self):\n        super().__init__()\n"
        "        self.a = self.b = self.c = self.d = self.e = self.f = self.g = 0\n")
    for i, (expr, _) in enumerate(HELD):
        for n in (0, 40):
            (tmp_path / ("held_%d_%d.py" % (i, n))).write_text(
                "import displayio, vectorio\nfrom held_base import BM, PAL, Sub\nL = [None] * 40\n"
                "for i in range(%d):\n    o = %s\n    o.x = 5\n    L[i] = o\no = None\n" % (n, expr))
    ms, tmp = firmware_ram.mounts()
    try:
        for i, (expr, c_bytes) in enumerate(HELD):
            # each in a VM of its own: another's garbage would move the heap's layout
            r = mpvm.run("tests", [], mounts=mpvm.DEFAULT_MOUNTS + ms + ((str(tmp_path), "/extra"),),
                         paths=firmware_ram.PATHS + mpvm.DEFAULT_PATHS + ("/extra",),
                         preload=["displayio", "vectorio", "held_base", "held_%d_0" % i, "held_%d_40" % i])
            assert r.ok, r.summary()
            live = [v for _, v in r.stats["preloaded"]]
            each = ((live[4] - live[3]) - (live[3] - live[2])) / 40.0
            assert abs(each - c_bytes) <= 6, (expr, each, c_bytes)
    finally:
        import shutil
        for d in tmp:
            shutil.rmtree(d, ignore_errors=True)
