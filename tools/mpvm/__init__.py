"""Run the shared logic on a real MicroPython VM, from Python.

The VM is the WebAssembly port of MicroPython 1.27 (npm, pinned in
package.json), driven by ``tools/mpvm/run.mjs`` under Node 20 with a hard
heap cap.  This module finds Node and the package, runs the runner under a
timeout, and reads back the figures it writes.  ``python -m tools.mpvm``
runs the logic tests declared in ``tests/micropython.toml``.
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

try:
    import tomllib
except ImportError:  # Python 3.10
    tomllib = None

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUNNER = os.path.join(ROOT, "tools", "mpvm", "run.mjs")
PACKAGE = "@micropython/micropython-webassembly-pyscript"
PACKAGE_DIR = os.path.join(ROOT, "node_modules", *PACKAGE.split("/"))
DECLARATION = os.path.join(ROOT, "tests", "micropython.toml")
NODE_MAJOR = 20

# lib/ goes where CircuitPython looks for libraries; the logic tests and
# their helper (mpcompat) go on sys.path beside it.
DEFAULT_MOUNTS = ((os.path.join(ROOT, "lib"), "/lib"), (os.path.join(ROOT, "tests", "lib"), "/tests"))
DEFAULT_PATHS = ("/tests",)


class VMResult:
    """What one runner process did: exit code, output, and its JSON figures."""

    def __init__(self, returncode, stdout, stderr, stats, timed_out=False):
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        self.stats = stats or {}
        self.timed_out = timed_out

    @property
    def ok(self):
        return self.returncode == 0 and not self.timed_out

    @property
    def result(self):
        """The scenario's result string (``step`` command), or None."""
        return self.stats.get("result")

    def summary(self):
        out = self.stdout.strip().splitlines()
        tail = "\n".join(out[-40:])
        err = self.stderr.strip()
        if self.timed_out:
            tail += "\n(timed out)"
        return tail + ("\n[stderr]\n" + err[-4000:] if err else "")


def node_binary():
    return shutil.which("node")


def missing():
    """Why the VM cannot run here, or None when it can."""
    node = node_binary()
    if node is None:
        return "node is not on PATH (Node %d+ is needed)" % NODE_MAJOR
    try:
        out = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30).stdout
        major = int(out.strip().lstrip("v").split(".")[0])
    except (OSError, ValueError, subprocess.TimeoutExpired) as exc:
        return "cannot read node's version: %s" % exc
    if major < NODE_MAJOR:
        return "node %s is too old (need %d+)" % (out.strip(), NODE_MAJOR)
    if not os.path.isfile(os.path.join(PACKAGE_DIR, "micropython.mjs")):
        return "%s is not installed: run tools/setup_gates.sh (npm ci)" % PACKAGE
    return None


def run(command, args=(), heap=262144, mounts=DEFAULT_MOUNTS, paths=DEFAULT_PATHS, timeout=180,
        preload=(), qstrs=False):
    """Run ``run.mjs COMMAND ARGS`` with a ``heap``-byte cap; returns VMResult.

    ``preload``: modules imported first, one call each, in that order.
    ``qstrs``: record the interned names' counts at every call boundary
    (``stats["boundaries"]``, run.mjs ``--qstrs``).
    A run that outlives ``timeout`` seconds is killed (the port's fatal-error
    handler can spin forever) and reported as timed out.
    """
    reason = missing()
    if reason:
        raise RuntimeError("MicroPython VM unavailable: " + reason)
    fd, report = tempfile.mkstemp(prefix="mpvm-", suffix=".json")
    os.close(fd)
    cmd = [node_binary(), RUNNER, "--heap", str(int(heap)), "--report", report]
    for host, vm in mounts:
        cmd += ["--mount", "%s=%s" % (host, vm)]
    for p in paths:
        cmd += ["--path", p]
    if preload:
        cmd += ["--preload", ",".join(preload)]
    if qstrs:
        cmd += ["--qstrs"]
    cmd += [command] + [str(a) for a in args]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
        rc, out, err, timed_out = proc.returncode, proc.stdout, proc.stderr, False
    except subprocess.TimeoutExpired as exc:
        rc, timed_out = -9, True
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else (exc.stderr or "")
    stats = None
    try:
        with open(report) as f:
            text = f.read()
        if text.strip():
            stats = json.loads(text)
    finally:
        os.unlink(report)
    return VMResult(rc, out, err, stats, timed_out)


# -- the declaration of which logic tests run on the VM ----------------------

class DeclarationError(ValueError):
    pass


def load_declaration(path=DECLARATION):
    """Read tests/micropython.toml: the heap cap and the test modules to run.

    Returns ``{"heap_bytes": int, "timeout_s": int, "files": [paths],
    "excluded": {path: reason}}``; every problem names the file and key.
    """
    if tomllib is None:
        raise DeclarationError("%s: reading it needs Python 3.11+ (tomllib)" % path)
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DeclarationError("%s: %s" % (path, exc))
    known = ("heap_bytes", "timeout_s", "include", "exclude")
    for key in sorted(data):
        if key not in known:
            raise DeclarationError("%s: unknown key %r (expected one of %s)" % (path, key, ", ".join(known)))
    heap = data.get("heap_bytes", 262144)
    if not isinstance(heap, int) or not 16384 <= heap <= 16 * 1024 * 1024:
        raise DeclarationError("%s: heap_bytes must be an int 16384..16777216" % path)
    timeout = data.get("timeout_s", 120)
    if not isinstance(timeout, int) or timeout <= 0:
        raise DeclarationError("%s: timeout_s must be a positive int" % path)
    include = data.get("include", ["tests/lib/test_*.py"])
    if not isinstance(include, list) or not all(isinstance(p, str) for p in include):
        raise DeclarationError("%s: include must be a list of glob strings" % path)
    exclude = data.get("exclude", {})
    if not isinstance(exclude, dict) or not all(isinstance(v, str) and v for v in exclude.values()):
        raise DeclarationError("%s: exclude must be a table of \"path\" = \"reason\"" % path)
    files = set()
    for pattern in include:
        if not pattern.startswith("tests/lib/"):
            raise DeclarationError("%s: include %r: only tests/lib/ is copied into the VM" % (path, pattern))
        for f in glob.glob(os.path.join(ROOT, pattern)):
            files.add(os.path.relpath(f, ROOT).replace(os.sep, "/"))
    for rel in sorted(exclude):
        if rel not in files:
            raise DeclarationError("%s: exclude %r matches no included file" % (path, rel))
        files.discard(rel)
    return {"heap_bytes": heap, "timeout_s": timeout, "files": sorted(files), "excluded": dict(exclude)}


def module_name(rel_path):
    """tests/lib/test_x.py -> test_x (the VM has /tests on sys.path)."""
    base = os.path.basename(rel_path)
    if not base.endswith(".py"):
        raise ValueError("not a .py file: %s" % rel_path)
    return base[:-3]


def run_declared_tests(path=DECLARATION, heap=None):
    decl = load_declaration(path)
    modules = [module_name(f) for f in decl["files"]]
    result = run("tests", modules, heap=heap or decl["heap_bytes"], timeout=decl["timeout_s"])
    return decl, result


def main(argv=None):
    """``python -m tools.mpvm [--heap BYTES] [--report FILE]``: run the declared tests."""
    import argparse
    p = argparse.ArgumentParser(prog="python -m tools.mpvm",
                                description="run tests/micropython.toml on the MicroPython VM")
    p.add_argument("--heap", type=int, help="heap cap in bytes (default: the declaration's)")
    p.add_argument("--report", help="write the run's heap figures (JSON) here")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    reason = missing()
    if reason:
        print("MicroPython VM unavailable: " + reason, file=sys.stderr)
        return 2
    decl, result = run_declared_tests(heap=args.heap)
    if not decl["files"]:
        print("tests/micropython.toml selects no test module", file=sys.stderr)
        return 1
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    for path in sorted(decl["excluded"]):
        print("not run on MicroPython: %s (%s)" % (path, decl["excluded"][path]))
    if args.report:
        with open(args.report, "w") as f:
            json.dump(result.stats, f, indent=1, sort_keys=True)
            f.write("\n")
    if result.timed_out:
        print("MicroPython run timed out after %ds" % decl["timeout_s"], file=sys.stderr)
    return 0 if result.ok else 1
