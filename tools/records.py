"""Measured records: figures a slow measurement makes, committed beside the
hash of every file the measurement reads, so that ``make test`` reads them
while those files are unchanged instead of measuring again.

A record is ``bench/records/NAME.json``: the figures of ``RECORDS[NAME]``'s
measurement and ``inputs_sha256``, a hash of every file under its
``inputs`` (names and contents; ``__pycache__``, ``*.pyc`` and dot files
left out; line ends as \\n).

* :func:`figures` (the tests): the record's figures while it is fresh (the
  hash of its inputs now is the one it was measured with); when it is stale
  (someone changed one of its files), a measurement made here (slower, still
  correct: what the record would hold), with a warning that says so.  That
  measurement is kept in ``.cache/records/`` under the inputs' hash, so the
  next run on the same files reads it; test processes share it (one measures
  while the others wait on a lock).
* ``make records`` (``python -m tools.records``) measures every stale record
  and writes its file (``--all``: every record; ``--check``: only list the
  stale ones).
* ``make test-slow`` measures each record afresh and fails when the committed
  one is stale or disagrees with it beyond the measurement's noise
  (tests/gates/test_firmware_ram.py, tests/host/test_flash_wear.py), so a
  record CI reads was measured on the very files CI has.

A record whose measurement grows (a new RAM run, a new game) needs nothing
here: its inputs' hash changes, and ``make records`` writes the new one.
"""

import contextlib
import hashlib
import importlib
import json
import os
import subprocess
import sys
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "bench", "records")
CACHE = os.path.join(ROOT, ".cache", "records")
COMMAND = "make records"

# name: what it holds, the measurement ("module:function", no argument; its
# result JSON), the measurement a test run makes when the record is stale
# (the same, or the part the tests read), and the files it reads (folders
# whole, relative to the repository)
# what a whole-firmware RAM run on the VM reads (both RAM records)
_VM_RUN_INPUTS = ("firmware", "lib", "boards", "tools/mpvm", "examples/golems", "tests/lib/mpcompat.py",
                  "host_sim/bundle.py", "package.json", "package-lock.json", "requirements-dev.txt")
RECORDS = {
    "firmware_ram": {
        "what": "RAM of the whole firmware on the nRF52840 boards: tools/mpvm/firmware_ram.py "
                "record() (every run on both boards from .py and as .mpy, the refused battle, "
                "each module's compile need)",
        "measure": "tools.mpvm.firmware_ram:record",
        "measure_here": "tools.mpvm.firmware_ram:record_py",
        "inputs": _VM_RUN_INPUTS,
    },
    "firmware_ram_lang": {
        "what": "RAM of the whole firmware in Polish, Czech and Russian on the nRF52840 boards: "
                "tools/mpvm/firmware_ram_lang.py record() (every language run on its own build, "
                "Russian on the English build)",
        "measure": "tools.mpvm.firmware_ram_lang:record",
        "inputs": _VM_RUN_INPUTS,
    },
    "flash_wear": {
        "what": "flash wear of the saves: host_sim/wear_record.py measure() (host_sim.wear: "
                "every game, every profile with wear figures, both GM_SAVES modes; the bench's "
                "measure_flash_wear)",
        "measure": "host_sim.wear_record:measure",
        "inputs": ("firmware", "lib", "boards", "host_sim/__init__.py", "host_sim/wear.py",
                   "host_sim/wear_record.py", "host_sim/hw/__init__.py", "host_sim/hw/nvm.py"),
    },
}


def path_of(name):
    return os.path.join(FOLDER, name + ".json")


def _files(inputs, root):
    out = []
    for rel in inputs:
        top = os.path.join(root, rel)
        if os.path.isfile(top):
            out.append(rel.replace(os.sep, "/"))
            continue
        for folder, dirs, names in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            for n in names:
                if n.startswith(".") or n.endswith((".pyc", ".pyo")):
                    continue
                out.append(os.path.relpath(os.path.join(folder, n), root).replace(os.sep, "/"))
    return sorted(set(out))


def inputs_hash(name, root=None):
    """(sha256 of the record's input files, how many there are)."""
    root = root or ROOT
    files = _files(RECORDS[name]["inputs"], root)
    h = hashlib.sha256()
    for rel in files:
        with open(os.path.join(root, rel), "rb") as f:
            data = f.read().replace(b"\r\n", b"\n")
        h.update(rel.encode("utf-8") + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest(), len(files)


def committed(name):
    """The committed record (a dict: figures, inputs_sha256, ...), or None."""
    try:
        with open(path_of(name), encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def is_fresh(name):
    rec = committed(name)
    return rec is not None and rec.get("inputs_sha256") == inputs_hash(name)[0]


def _call(spec):
    module, func = spec.split(":")
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    lib = os.path.join(ROOT, "lib")
    if lib not in sys.path:
        sys.path.insert(0, lib)
    # as JSON gives it back: the same types whether measured or read
    return json.loads(json.dumps(getattr(importlib.import_module(module), func)()))


def _cache_path(name, digest):
    return os.path.join(CACHE, "%s-%s.json" % (name, digest[:20]))


@contextlib.contextmanager
def _locked(name):
    os.makedirs(CACHE, exist_ok=True)
    with open(os.path.join(CACHE, name + ".lock"), "w") as f:
        try:
            import fcntl
        except ImportError:             # no fcntl (Windows): each process measures
            fcntl = None
        if fcntl is not None:
            fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(f, fcntl.LOCK_UN)


KEEP = 4


def _prune(name):
    # this machine's measurements of other files (other branches, older
    # edits): the newest KEEP kept
    mine = [os.path.join(CACHE, n) for n in os.listdir(CACHE)
            if n.startswith(name + "-") and n.endswith(".json")]
    for path in sorted(mine, key=os.path.getmtime)[:-KEEP]:
        os.remove(path)


def _read_cache(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)["figures"]
    except (OSError, ValueError, KeyError):
        return None


def _found(name):
    # (figures, "committed" or "cache"), or (None, None)
    digest = inputs_hash(name)[0]
    rec = committed(name)
    if rec is not None and rec.get("inputs_sha256") == digest:
        return rec["figures"], "committed"
    found = _read_cache(_cache_path(name, digest))
    return found, "cache" if found is not None else None


def load(name):
    """The figures for the files as they are now without measuring: the
    committed record when fresh, else this machine's own measurement of
    the same files (``.cache/records``), else None."""
    return _found(name)[0]


_NOTED = set()


def figures(name):
    """The record's figures for the files as they are now: committed, or
    measured here when the record is stale (see the module's doc)."""
    found, where = _found(name)
    if where == "committed":
        return found
    if found is None:
        digest = inputs_hash(name)[0]
        path = _cache_path(name, digest)
        with _locked(name):
            found = _read_cache(path)          # another process measured it meanwhile
            if found is None:
                spec = RECORDS[name]
                found = _call(spec.get("measure_here", spec["measure"]))
                tmp = path + ".%d.tmp" % os.getpid()
                with open(tmp, "w", encoding="utf-8") as f:
                    json.dump({"record": name, "inputs_sha256": digest, "figures": found}, f)
                os.replace(tmp, path)
                _prune(name)
    if name not in _NOTED:
        _NOTED.add(name)
        warnings.warn("bench/records/%s.json is stale (a file it depends on changed): its figures "
                      "were measured on this machine instead (kept in .cache/records under the files' "
                      "hash); `%s` rewrites the record, and make test-slow fails until then"
                      % (name, COMMAND))
    return found


def measure(name):
    """A record measured now: {record, what, inputs, inputs_sha256, files,
    command, figures}."""
    spec = RECORDS[name]
    before = inputs_hash(name)
    found = _call(spec["measure"])
    after = inputs_hash(name)
    if after != before:
        raise RuntimeError("%s: its input files changed while it was measured; measure again" % name)
    return {"record": name, "what": spec["what"], "inputs": list(spec["inputs"]),
            "inputs_sha256": after[0], "files": after[1], "command": COMMAND, "figures": found}


def write(rec):
    os.makedirs(FOLDER, exist_ok=True)
    path = path_of(rec["record"])
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(json.dumps(rec, indent=1, sort_keys=True) + "\n")
    os.replace(tmp, path)
    return path


def untracked(name):
    """Input files git does not track (a fresh clone lacks them: CI would
    find the record stale), or [] where there is no git."""
    try:
        out = subprocess.run(["git", "ls-files", "--others", "--exclude-standard", "--"]
                             + list(RECORDS[name]["inputs"]), cwd=ROOT, capture_output=True,
                             text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return []
    return out.stdout.split() if out.returncode == 0 else []


def main(argv=None):
    """``python -m tools.records [--check] [--all] [NAME...]``: measure each
    stale record (``--all`` or NAMEs: those, fresh or not) and write
    bench/records/NAME.json; ``--check``: say which are fresh and which
    stale, exit 1 if any is stale."""
    import argparse
    p = argparse.ArgumentParser(prog="python -m tools.records", description=main.__doc__.split("\n")[0])
    p.add_argument("names", nargs="*", metavar="NAME", help="records to measure (%s)" % ", ".join(RECORDS))
    p.add_argument("--all", action="store_true", help="every record, the fresh ones too")
    p.add_argument("--check", action="store_true", help="only say which records are stale")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    names = args.names or sorted(RECORDS)
    bad = [n for n in names if n not in RECORDS]
    if bad:
        print("records: no record named %s (there are: %s)" % (", ".join(bad), ", ".join(sorted(RECORDS))),
              file=sys.stderr)
        return 2
    if args.check:
        stale = [n for n in names if not is_fresh(n)]
        for n in names:
            print("%-14s %s" % (n, "stale: `%s` rewrites it" % COMMAND if n in stale else "fresh"))
        return 1 if stale else 0
    if not (args.names or args.all):
        for n in names:
            if is_fresh(n):
                print("%s: fresh (its inputs unchanged since it was measured)" % n)
        names = [n for n in names if not is_fresh(n)]
    for n in names:
        print("%s: measuring (%s)" % (n, RECORDS[n]["measure"]), flush=True)
        path = write(measure(n))
        print("written: %s" % os.path.relpath(path, ROOT))
        left = untracked(n)
        if left:
            print("  note: %d input file(s) git does not track are in its hash (%s): commit them, or "
                  "a fresh clone finds the record stale" % (len(left), ", ".join(left[:5])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
