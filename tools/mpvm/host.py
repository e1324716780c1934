"""The CPython side of the scenarios in tools/mpvm/vm/, and the import order.

The same scenario module runs here in-process and on the MicroPython VM
(``tools.mpvm.run_scenario``); the same-game gate compares their results.

``import_order`` finds, by running the scenario on CPython in a fresh
interpreter, which ``lib/`` modules it imports and in what order they finish
loading (dependencies first).  The VM then preloads them one call each:
importing a whole package tree in one call would pile up every module's
compile-time garbage, which a board frees as it goes.  A module the code
unloads again (``gamemaster.settings_file`` after boot) is not preloaded; it
is compiled when the scenario imports it, and freed when it lets go of it,
as on a board.
"""

import importlib
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VM_DIR = os.path.join(ROOT, "tools", "mpvm", "vm")
LIB_DIR = os.path.join(ROOT, "lib")


def _ensure_path():
    for p in (VM_DIR, LIB_DIR):
        if p not in sys.path:
            sys.path.insert(0, p)


def scenario(module, args, extra_dir=None):
    """A scenario object built on CPython (``step()``/``result()``)."""
    _ensure_path()
    if extra_dir:
        sys.path.insert(0, extra_dir)
        try:
            return importlib.import_module(module).make(dict(args))
        finally:
            sys.path.remove(extra_dir)
    return importlib.import_module(module).make(dict(args))


def run_cpython(module, args, extra_dir=None):
    """Run a scenario to the end on CPython; returns its result text."""
    sc = scenario(module, args, extra_dir)
    while sc.step():
        pass
    return sc.result()


_TRACE = r"""
import json, sys
sys.path[:0] = [%(vm)r, %(lib)r]
order = []
import importlib._bootstrap as bs
real_load = bs._load_unlocked
def load(spec):
    mod = real_load(spec)
    if spec.name == "gamemaster" or spec.name.startswith("gamemaster."):
        order.append(spec.name)
    return mod
bs._load_unlocked = load
import importlib
sc = importlib.import_module(%(module)r).make(json.loads(%(args)r))
while sc.step():
    pass
# modules the code itself unloaded (the settings reader drops itself after
# boot) are not preloaded: on a board they are gone before the rest loads
print(json.dumps([name for name in order if name in sys.modules]))
"""


def import_order(module, args):
    """The lib/ modules a scenario loads, dependencies first (see top)."""
    code = _TRACE % {"vm": VM_DIR, "lib": LIB_DIR, "module": module,
                     "args": json.dumps(args, sort_keys=True)}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, cwd=ROOT)
    if proc.returncode != 0:
        raise RuntimeError("tracing the imports of %s failed:\n%s" % (module, proc.stderr[-3000:]))
    return json.loads(proc.stdout.strip().splitlines()[-1])


def comparable(result_text):
    """The lines two VMs must agree on: all but the ``#`` measurements."""
    return "\n".join(line for line in result_text.splitlines() if not line.startswith("#"))
