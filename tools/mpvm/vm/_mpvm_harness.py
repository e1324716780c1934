"""The VM side of tools/mpvm/run.mjs: runs tests and scenarios, one call each.

Every function here is called from JS and returns a plain string, so the
JS side never has to understand Python objects, and so that an exception is
reported as text (with MicroPython's own traceback) instead of escaping into
the glue code.  Errors are returned with a leading "!" where a result could
otherwise be confused with one.
"""

import io
import sys


def _trace(exc):
    buf = io.StringIO()
    sys.print_exception(exc, buf)
    return buf.getvalue() or repr(exc)


def load(modname):
    """Import a test module; its ``test_*`` callables, sorted, one per line."""
    try:
        mod = __import__(modname)
    except Exception as exc:
        return "!" + _trace(exc)
    names = []
    for name in dir(mod):
        if name.startswith("test_") and callable(getattr(mod, name)):
            names.append(name)
    names.sort()
    return "\n".join(names)


def run_test(modname, name):
    """Run one test function: "" when it passed, else the traceback."""
    try:
        getattr(sys.modules[modname], name)()
    except Exception as exc:
        return _trace(exc) or "failed"
    return ""


def unload(modname):
    # Drop the module so its globals are garbage before the next one loads,
    # as the VM would after a board reset between programs.
    if modname in sys.modules:
        del sys.modules[modname]
    return ""


_scenario = [None]


def make(modname, args_json):
    """Build a scenario: ``modname.make(args)`` with args a dict from JSON."""
    import json
    try:
        mod = __import__(modname)
        _scenario[0] = mod.make(json.loads(args_json))
    except Exception as exc:
        return _trace(exc)
    return ""


def step():
    """One scenario step: "." for more to come, "" when done, else the traceback."""
    try:
        more = _scenario[0].step()
    except Exception as exc:
        return _trace(exc) or "failed"
    return "." if more else ""


def result():
    try:
        return str(_scenario[0].result())
    except Exception as exc:
        return "!" + _trace(exc)


def exec_file(path):
    try:
        with open(path) as f:
            source = f.read()
        exec(compile(source, path, "exec"), {"__name__": "__main__"})
    except Exception as exc:
        return _trace(exc) or "failed"
    return ""
