"""The VM side of tools/mpvm/run.mjs: runs tests and scenarios, one call each.

Every function here is called from JS and returns a plain string, so the
JS side never has to understand Python objects and no exception escapes into
the glue code.  A failure returns the constant ``"!"`` and keeps the exception:
this VM collects garbage only between calls from JS, so right after a
MemoryError there is no room to format a traceback (and an allocation failing
inside the glue's own exception handling kills the VM).  JS then calls
``last_error()`` as a fresh call, after the collection, to get the text.
"""

import io
import sys

_error = [None]
FAILED = "!"


def _keep(exc):
    _error[0] = exc
    return FAILED


def last_error():
    """The traceback of the last failure, formatted now that there is room."""
    exc = _error[0]
    _error[0] = None
    if exc is None:
        return "(no error recorded)"
    buf = io.StringIO()
    sys.print_exception(exc, buf)
    return buf.getvalue() or repr(exc)


def load(modname):
    """Import a test module; its ``test_*`` callables, sorted, one per line."""
    try:
        mod = __import__(modname)
    except Exception as exc:
        return _keep(exc)
    names = []
    for name in dir(mod):
        if name.startswith("test_") and callable(getattr(mod, name)):
            names.append(name)
    names.sort()
    return "\n".join(names)


def run_test(modname, name):
    """Run one test function: "" when it passed, "!" when it failed."""
    try:
        getattr(sys.modules[modname], name)()
    except Exception as exc:
        return _keep(exc)
    return ""


def unload(modname):
    # Drop the module so its globals are garbage before the next one loads,
    # as the VM would after a board reset between programs.
    if modname in sys.modules:
        del sys.modules[modname]
    return ""


def preload(modname):
    """Import one module (its dependencies should have come before), or with
    "-" before the name forget it and its submodules, as code that drops a
    module does (sys.modules and the parent package's attribute)."""
    try:
        if modname.startswith("-"):
            _forget(modname[1:])
        else:
            __import__(modname)
    except Exception as exc:
        return _keep(exc)
    return ""


def _forget(name):
    import sys
    for m in list(sys.modules):
        if m == name or m.startswith(name + "."):
            del sys.modules[m]
            parent, _, child = m.rpartition(".")
            if parent in sys.modules and hasattr(sys.modules[parent], child):
                delattr(sys.modules[parent], child)


def settle():
    """Nothing: called before each collection between calls, so the glue's
    C frames the collection passes through hold this call's values, not
    the last step's (run.mjs boundary)."""
    return ""


_scenario = [None]


def make(modname, args_json):
    """Build a scenario: ``modname.make(args)`` with args a dict from JSON."""
    import json
    try:
        mod = __import__(modname)
        _scenario[0] = mod.make(json.loads(args_json))
    except Exception as exc:
        return _keep(exc)
    return ""


def step():
    """One scenario step: "." for more to come, "" when done, "!" on failure."""
    try:
        more = _scenario[0].step()
    except Exception as exc:
        return _keep(exc)
    return "." if more else ""


def result():
    """The scenario's result as text; "!" on failure."""
    try:
        return str(_scenario[0].result())
    except Exception as exc:
        return _keep(exc)


def exec_file(path):
    try:
        with open(path) as f:
            source = f.read()
        exec(compile(source, path, "exec"), {"__name__": "__main__"})
    except Exception as exc:
        return _keep(exc)
    return ""
