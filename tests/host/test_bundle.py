"""The drive images from ``python -m host_sim bundle``.

The real bundle is built once (libraries pip-installed into build/, reused),
unpacked, and the firmware is started from the unpacked folder in a child
process whose imports can reach only the bundle (code, gmfw, boards, lib/)
and the simulator's hardware stand-ins (Blinka and host_sim.hw): a library
the bundle forgot fails the import instead of being found in the dev venv.
"""

import json
import os
import re
import subprocess
import sys
import zipfile

import pytest

from host_sim import bundle, deploy

ROOT = bundle.ROOT
# one test process builds the bundle for the whole file: builds share build/
# (the pip-installed libraries, the stage folders), so two side by side race
pytestmark = pytest.mark.xdist_group("bundle-build")
# Libraries Blinka's stand-ins for built-in modules import themselves
# (terminalio -> fontio -> adafruit_bitmap_font); the board never loads them.
STAND_IN_IMPORTS = ("adafruit_bitmap_font",)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    dist = tmp_path_factory.mktemp("dist")
    lines = []
    zips = bundle.build(dist_dir=str(dist), log=lines.append)
    return zips, lines


def _unpack(zip_path, where):
    with zipfile.ZipFile(zip_path) as zf:
        zf.extractall(where)
        tops = {name.split("/")[0] for name in zf.namelist()}
    assert len(tops) == 1, "a bundle holds exactly one top folder, got %s" % sorted(tops)
    return os.path.join(where, tops.pop())


def _files(folder):
    out = {}
    for dirpath, _, filenames in os.walk(folder):
        for name in filenames:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, folder).replace(os.sep, "/")] = f.read()
    return out


def _repo_files(sub):
    top = os.path.join(ROOT, sub)
    return {os.path.relpath(p, top).replace(os.sep, "/"): open(p, "rb").read()
            for p in bundle._py_files(top)}


def test_both_images_hold_the_same_files_and_only_bundle_txt_differs(built, tmp_path):
    zips, _ = built
    assert sorted(zips) == [9, 10]
    nine = _files(_unpack(zips[9], str(tmp_path / "9")))
    ten = _files(_unpack(zips[10], str(tmp_path / "10")))
    assert sorted(nine) == sorted(ten)
    differing = sorted(p for p in nine if nine[p] != ten[p])
    assert differing == ["BUNDLE.txt"]
    assert nine["BUNDLE.txt"].startswith(b"%s for CircuitPython 9.x" % bundle.NAME.encode())
    assert ten["BUNDLE.txt"].startswith(b"%s for CircuitPython 10.x" % bundle.NAME.encode())


def test_image_layout_matches_the_repository(built, tmp_path):
    zips, _ = built
    files = _files(_unpack(zips[10], str(tmp_path)))
    firmware = _repo_files("firmware")
    assert files["code.py"] == firmware["code.py"]
    for rel, data in firmware.items():
        assert files[rel] == data, "firmware/%s not at the drive root" % rel
    for rel, data in _repo_files("lib/gamemaster").items():
        assert files["lib/gamemaster/" + rel] == data
    for rel, data in _repo_files("boards").items():
        assert files["boards/" + rel] == data
    assert "settings.toml" not in files          # never clobber the user's on a drag-and-drop
    assert files["settings.toml.example"].decode().startswith("# settings.toml")
    with open(os.path.join(ROOT, "requirements-circup.txt"), "rb") as f:
        assert files["requirements-circup.txt"] == f.read()     # the circup route needs it
    junk = [p for p in files if "__pycache__" in p or p.endswith((".pyc", ".mpy")) or "dist-info" in p]
    assert junk == []


def test_lib_holds_exactly_the_circup_list_and_nothing_host_only(built, tmp_path):
    zips, lines = built
    files = _files(_unpack(zips[9], str(tmp_path)))
    shipped = {p.split("/")[1].replace(".py", "") for p in files if p.startswith("lib/")} - {"gamemaster"}
    assert shipped == set(bundle.read_circup_requirements())
    assert "libraries: " + ", ".join(sorted(shipped)) in lines[-1]
    for path, data in files.items():
        if not path.endswith(".py"):
            continue
        for imp in bundle.scan_imports(data.decode("utf-8"), path):
            assert imp.module.split(".")[0] not in bundle.FORBIDDEN, "%s imports %s" % (imp.where(), imp.module)


def test_every_shipped_third_party_import_is_resolved_inside_the_image(built, tmp_path):
    # Walk the shipped libraries the way the board will: every non-optional
    # import of a pinned library must find its module file in lib/.
    zips, _ = built
    drive = _unpack(zips[9], str(tmp_path))
    for path, data in _files(drive).items():
        if not path.startswith("lib/") or path.startswith("lib/gamemaster/"):
            continue
        for imp in bundle.scan_imports(data.decode("utf-8"), path):
            top = imp.module.split(".")[0]
            if imp.optional or imp.level or top not in bundle.BOARD_LIBRARIES:
                continue
            assert bundle._module_file(os.path.join(drive, "lib"), imp.module), imp.where()


def test_the_settings_example_is_read_back_as_all_defaults(built, tmp_path):
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from gamemaster import settings, settings_doc, settings_toml
    zips, _ = built
    text = _files(_unpack(zips[9], str(tmp_path)))["settings.toml.example"].decode()
    as_shipped = settings.Settings.from_toml(text)
    assert as_shipped.errors == []
    uncommented = re.sub(r"^# ([A-Z][A-Z0-9_]* = )", r"\1", text, flags=re.M)
    pairs, problems = settings_toml.parse_toml(uncommented)
    assert problems == []
    assert sorted(key for _, key, _ in pairs) == sorted(row[0] for row in settings_doc.every_row())
    every = settings.Settings.from_toml(uncommented)
    assert every.errors == []
    for row in settings_doc.every_row():
        assert every.get(row[0]) == row[2], row[0]


def test_pins_agree_with_the_simulators_requirements():
    dev = {}
    with open(os.path.join(ROOT, "requirements-dev.txt")) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if "==" in line:
                name, version = line.split("==")
                dev[name.lower().replace("_", "-")] = version
    for module, pin in sorted(bundle.BOARD_LIBRARIES.items()):
        name, version = pin.split("==")
        assert name.startswith("adafruit-circuitpython-"), pin
        if name in dev:
            assert dev[name] == version, "%s: board pins %s, simulator pins %s" % (module, version, dev[name])


_CHILD = r'''
import importlib.abc, json, os, sys
drive, repo, guarded = sys.argv[1], sys.argv[2], set(sys.argv[3].split(","))
lib = os.path.join(drive, "lib")
# The bundle first; the repository only for host_sim (the hardware stand-ins).
sys.path[:] = [lib, drive] + [p for p in sys.path[1:] if os.path.abspath(p or ".") != repo] + [repo]

def _importer():
    """File of the code whose import statement is being served."""
    frame = sys._getframe(2)
    while frame and (frame.f_code.co_filename.startswith("<frozen") or frame.f_code.co_filename == "<string>"):
        frame = frame.f_back
    return frame.f_code.co_filename if frame else ""

class OnlyFromBundle(importlib.abc.MetaPathFinder):
    """A board library the bundle lacks must not be found in the dev venv.
    Only imports made by the bundle's own files are guarded: Blinka's
    stand-ins for built-in modules (terminalio, fontio) import what they
    like, as the C modules on the board need nothing from lib/."""
    def find_spec(self, name, path=None, target=None):
        top = name.split(".")[0]
        if top in guarded and os.path.abspath(_importer()).startswith(drive + os.sep) \
                and not (os.path.exists(os.path.join(lib, top + ".py")) or os.path.isdir(os.path.join(lib, top))):
            raise ModuleNotFoundError("%s is not in the bundle's lib/" % top, name=name)
        return None

sys.meta_path.insert(0, OnlyFromBundle())
from host_sim.hw.machine import Machine
from host_sim.offscreen import OffscreenDisplay
os.chdir(drive)
m = Machine(os.path.join(drive, "code.py"), module_prefixes=("gmfw", "gamemaster", "boards"),
            make_display=lambda: OffscreenDisplay(240, 240))
m.raise_on_crash = False
m.start()
m.run_for(2)
refreshes = m.boot.display.refresh_count if m.boot and m.boot.display else 0
m.set_button(True)                       # the keypad path runs too, and must not crash
m.run_for(0.2)
m.set_button(False)
m.run_for(1.5)
files = {}
for name, module in sorted(sys.modules.items()):
    if name.split(".")[0] in guarded | {"gmfw", "gamemaster", "boards"}:
        files[name] = getattr(module, "__file__", None)
result = {"crashes": m.crashes, "halted": m.halted, "leds": {k: len(v) for k, v in m.leds.items()},
          "refreshes": refreshes,
          "files": files}
m.close()
print("RESULT " + json.dumps(result))
'''


@pytest.mark.parametrize("cp", [9, 10])
def test_firmware_starts_from_the_unpacked_bundle_alone(built, tmp_path, cp):
    zips, _ = built
    drive = _unpack(zips[cp], str(tmp_path))
    env = dict(os.environ, BLINKA_OS_AGNOSTIC="1", BLINKA_SKIP_DEPENDENCY_CHECK="1",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    proc = subprocess.run([sys.executable, "-c", _CHILD, drive, ROOT, ",".join(sorted(bundle.BOARD_LIBRARIES))],
                          capture_output=True, text=True, timeout=180, env=env, cwd=drive)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    assert proc.returncode == 0 and lines, proc.stdout[-3000:] + proc.stderr[-3000:]
    result = json.loads(lines[-1][len("RESULT "):])
    assert result["crashes"] == [], result["crashes"][0]
    assert result["halted"] is None
    assert result["leds"] == {"NEOPIXEL": 12}
    assert result["refreshes"] > 0
    outside = {name: path for name, path in result["files"].items()
               if path and not os.path.abspath(path).startswith(drive + os.sep)
               and name.split(".")[0] not in STAND_IN_IMPORTS}
    assert outside == {}, "imported from outside the bundle: %s" % outside
    # "boards" is not in sys.modules any more: the firmware drops the profile
    # modules once the profile is chosen (it did load: the 12-pixel ring above)
    # the simulator's profile draws text with adafruit_display_text (from the
    # bundle's lib/: "outside" above is empty); the one-bitmap labels are
    # the nRF52840 profiles' and are not loaded here
    # the ring's PixelBuf from the bundle (gmfw.ringout.Pixels; no neopixel.py)
    assert {"adafruit_pixelbuf", "adafruit_display_text.label", "gmfw.main",
            "gamemaster.app"} <= set(result["files"])
    assert "gmfw.textlabel" not in result["files"]


def test_deploy_of_the_real_bundle_reproduces_the_image(built, tmp_path):
    zips, _ = built
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.3 on 2025-10-17; Adafruit CLUE nRF52840 Express "
                                        "with nRF52840\nBoard ID:clue_nrf52840_express\n")
    deploy.deploy(str(drive), zip_path=zips[10])
    image = _files(_unpack(zips[10], str(tmp_path / "image")))
    on_drive = _files(str(drive))
    for path, data in image.items():
        assert on_drive[path] == data
    assert on_drive["settings.toml"] == image["settings.toml.example"]


# ---------------------------------------------------------------- the scan

def _firmware(tmp_path, main_source):
    fw = tmp_path / "fw"
    (fw / "gmfw").mkdir(parents=True)
    (fw / "code.py").write_text("from gmfw.main import run\nrun()\n")
    (fw / "gmfw" / "__init__.py").write_text("")
    (fw / "gmfw" / "main.py").write_text(main_source)
    return str(fw)


def test_an_import_that_maps_to_nothing_stops_the_build_with_file_and_line(tmp_path):
    fw = _firmware(tmp_path, "import board\n\nimport adafruit_motor\n")
    with pytest.raises(bundle.BundleError) as err:
        bundle.make_plan(firmware_dir=fw)
    msg = str(err.value)
    assert re.search(r"gmfw/main\.py:3 imports 'adafruit_motor', which maps to nothing", msg), msg
    assert "add it to BOARD_LIBRARIES in host_sim/bundle.py and to requirements-circup.txt" in msg


def test_optional_and_function_level_imports(tmp_path):
    fw = _firmware(tmp_path, (
        "try:\n    import typing\n    import not_on_boards\nexcept ImportError:\n    pass\n"
        "def later():\n    import audiopwmio\n    from adafruit_display_text import label\n"
        "import wifi\n"))
    plan = bundle.make_plan(firmware_dir=fw)
    assert sorted(plan.libraries) == ["adafruit_display_text"]          # function-level still counts
    assert plan.libraries["adafruit_display_text"].where().endswith("gmfw/main.py:8")
    # wifi exists on the ESP32-S3 only: a module-level import would crash the nRF boards
    assert any("imports wifi at module level" in w and "circuitplayground_bluefruit" in w for w in plan.warnings)
    assert not any("audiopwmio" in w for w in plan.warnings)         # inside a function: not flagged


def test_host_only_packages_are_refused(tmp_path):
    fw = _firmware(tmp_path, "try:\n    import adafruit_blinka\nexcept ImportError:\n    pass\n")
    with pytest.raises(bundle.BundleError, match="gmfw/main.py:2 imports adafruit_blinka, a host-only package"):
        bundle.make_plan(firmware_dir=fw)
    fw2 = _firmware(tmp_path / "2", "from host_sim import hw\n")
    with pytest.raises(bundle.BundleError, match="imports host_sim, a host-only package"):
        bundle.make_plan(firmware_dir=fw2)


def test_circup_list_must_match_the_scan(tmp_path):
    plan = bundle.make_plan()
    good = tmp_path / "ok.txt"
    good.write_text("# comment\n" + "\n".join(sorted(bundle.read_circup_requirements())) + "\n")
    names = bundle.read_circup_requirements(str(good))
    short = tmp_path / "short.txt"
    short.write_text("\n".join(names[1:]) + "\nadafruit_motor\n")
    libs = bundle.make_plan(lib_source=bundle.library_dir(
        sorted(bundle.BOARD_LIBRARIES[n] for n in names)))
    bundle.check_circup(libs, str(good))
    with pytest.raises(bundle.BundleError) as err:
        bundle.check_circup(libs, str(short))
    assert "missing (imported by" in str(err.value) and names[0] in str(err.value)
    assert "listed but not imported by anything: adafruit_motor" in str(err.value)
    bad = tmp_path / "bad.txt"
    bad.write_text("neopixel\nadafruit-circuitpython-ticks==1.1.7\n")
    with pytest.raises(bundle.BundleError, match="bad.txt:2: expected one library name per line"):
        bundle.read_circup_requirements(str(bad))
    assert plan.libraries


def test_scanner_reads_relative_and_dotted_imports():
    found = bundle.scan_imports("from . import label\nimport a.b.c as d\nfrom .x import (\n    y,\n    z)\n",
                                "p.py")
    assert [(i.module, i.names, i.level, i.line) for i in found] == [
        ("", ("label",), 1, 1), ("a.b.c", (), 0, 2), ("x", ("y", "z"), 1, 3)]
    with pytest.raises(bundle.BundleError, match="p.py:1: cannot parse"):
        bundle.scan_imports("def (:\n", "p.py")
