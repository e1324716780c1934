"""Lint gate: an AST scan of lib/ for what breaks on CircuitPython/MicroPython.

The syntax gate (mpy-cross) catches what the boards cannot parse; this one
catches what parses but fails or differs at run time there - imports that
do not exist on the boards, ``random``/``time`` (which would make games
differ between VMs or depend on the wall clock), and methods the boards lack.
The rules are those of docs/architecture.md, "Rules for code in lib/".

    python -m tools.gates.lint [FILE_OR_DIR ...]        (default: lib)

Each finding is ``path:line:col: CODE message``.
"""

import ast
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Type-only modules: absent on the boards, allowed inside a try that catches
# ImportError (``try: from typing import List`` / ``except ImportError: pass``).
TYPE_ONLY = ("typing", "dataclasses", "enum", "abc")
# Never in lib/, guarded or not: randomness comes from gamemaster.prng and time
# is passed in as int ms, or the same seed stops giving the same game.
BANNED = ("random", "time", "traceback", "__future__")
BANNED_ATTRS = {("random", "shuffle"), ("time", "monotonic")}
# Methods MicroPython lacks (docs/architecture.md).
MISSING_METHODS = ("bit_length", "removeprefix", "removesuffix", "zfill")

CODES = {
    "GM001": "import of a module the boards lack, outside a try/except ImportError",
    "GM002": "import of a banned module (random, time, traceback, __future__) in shared code",
    "GM003": "match statement (CircuitPython 9 cannot parse it)",
    "GM004": "random.shuffle / time.monotonic",
    "GM005": "method MicroPython lacks",
    "GM006": "split()/rsplit() with maxsplit= keyword (MicroPython takes it positionally only)",
    "GM007": "[*a] / {*a} / (*a,) / {**d} display",
    "GM008": "positional-only parameter (/)",
    "GM009": "__init_subclass__ (never called on MicroPython)",
    "GM010": "raise ... from (the cause is lost on MicroPython)",
}


def _catches_import_error(handler):
    if handler.type is None:
        return True
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    for n in names:
        if isinstance(n, ast.Name) and n.id in ("ImportError", "Exception", "BaseException"):
            return True
    return False


class _Scanner(ast.NodeVisitor):
    def __init__(self, path):
        self.path = path
        self.findings = []
        self.guard_depth = 0   # inside the body of a try that catches ImportError

    def add(self, node, code, detail):
        self.findings.append((self.path, node.lineno, node.col_offset + 1, code, detail))

    # -- imports ---------------------------------------------------------
    def _check_module(self, node, name):
        top = name.split(".")[0]
        if top in BANNED:
            self.add(node, "GM002", "import %s: %s" % (name, "use gamemaster.prng.Rng" if top == "random"
                                                         else "pass time in as int ms" if top == "time"
                                                         else "not available on the boards"))
        elif top in TYPE_ONLY and not self.guard_depth:
            self.add(node, "GM001", "import %s outside try/except ImportError (absent on the boards)" % name)

    def visit_Import(self, node):
        for alias in node.names:
            self._check_module(node, alias.name)

    def visit_ImportFrom(self, node):
        if node.level == 0 and node.module:
            self._check_module(node, node.module)
            for alias in node.names:
                if (node.module, alias.name) in BANNED_ATTRS:
                    self.add(node, "GM004", "from %s import %s" % (node.module, alias.name))

    def visit_Try(self, node):
        guarded = any(_catches_import_error(h) for h in node.handlers)
        if guarded:
            self.guard_depth += 1
        for stmt in node.body:
            self.visit(stmt)
        if guarded:
            self.guard_depth -= 1
        for part in node.handlers + node.orelse + node.finalbody:
            self.visit(part)

    visit_TryStar = visit_Try

    # -- syntax the boards lack ------------------------------------------
    def visit_Match(self, node):
        self.add(node, "GM003", "match statement")
        self.generic_visit(node)

    def visit_Attribute(self, node):
        if isinstance(node.value, ast.Name) and (node.value.id, node.attr) in BANNED_ATTRS:
            self.add(node, "GM004", "%s.%s" % (node.value.id, node.attr))
        if node.attr in MISSING_METHODS:
            self.add(node, "GM005", ".%s() does not exist on MicroPython" % node.attr)
        self.generic_visit(node)

    def visit_Call(self, node):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ("split", "rsplit"):
            for kw in node.keywords:
                if kw.arg == "maxsplit":
                    self.add(node, "GM006", "%s(maxsplit=...): pass it positionally" % func.attr)
        self.generic_visit(node)

    def _check_display(self, node):
        for elt in node.elts:
            if isinstance(elt, ast.Starred) and isinstance(getattr(node, "ctx", ast.Load()), ast.Load):
                self.add(node, "GM007", "starred item in a %s display" % type(node).__name__.lower())
                break
        self.generic_visit(node)

    visit_List = _check_display
    visit_Tuple = _check_display
    visit_Set = _check_display

    def visit_Dict(self, node):
        if any(k is None for k in node.keys):
            self.add(node, "GM007", "{**d} display: build the dict with update()")
        self.generic_visit(node)

    def _check_function(self, node):
        if node.args.posonlyargs:
            self.add(node, "GM008", "positional-only parameters in %s()" % node.name)
        if node.name == "__init_subclass__":
            self.add(node, "GM009", "__init_subclass__ is never called on MicroPython")
        self.generic_visit(node)

    visit_FunctionDef = _check_function
    visit_AsyncFunctionDef = _check_function

    def visit_Lambda(self, node):
        if node.args.posonlyargs:
            self.add(node, "GM008", "positional-only parameters in a lambda")
        self.generic_visit(node)

    def visit_Raise(self, node):
        if node.cause is not None:
            self.add(node, "GM010", "raise ... from ...")
        self.generic_visit(node)


def scan_source(source, path="<string>"):
    """Findings for one module's source: list of (path, line, col, code, detail)."""
    try:
        tree = ast.parse(source, filename=path)
    except SyntaxError as exc:
        return [(path, exc.lineno or 0, exc.offset or 0, "GM000", "syntax error: %s" % exc.msg)]
    scanner = _Scanner(path)
    scanner.visit(tree)
    return sorted(scanner.findings)


def collect(paths=None):
    files = set()
    for p in paths or [os.path.join(ROOT, "lib")]:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames[:] = [d for d in dirnames if d != "__pycache__" and not d.startswith(".")]
                files.update(os.path.join(dirpath, f) for f in filenames if f.endswith(".py"))
        elif os.path.isfile(p):
            files.add(p)
    return sorted(files)


def scan(paths=None):
    findings = []
    for path in collect(paths):
        with open(path, encoding="utf-8") as f:
            source = f.read()
        shown = os.path.relpath(path, ROOT) if os.path.abspath(path).startswith(ROOT + os.sep) else path
        findings.extend(scan_source(source, shown))
    return findings


def format_finding(finding):
    path, line, col, code, detail = finding
    return "%s:%d:%d: %s %s" % (path, line, col, code, detail)


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    files = collect(argv or None)
    findings = scan(argv or None)
    for f in findings:
        print(format_finding(f))
    print("lint gate: %d files, %d findings" % (len(files), len(findings)))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
