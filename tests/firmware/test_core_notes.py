"""The core modules a board loads keep their notes as comments.

The project's rule (docs/performance.md, "What keeps it small"): a board
compiles each .py it imports, and a docstring's text sits in the parse tree
while the module compiles.  CircuitPython then drops it
(py/circuitpy_mpconfig.h: MICROPY_ENABLE_DOC_STRING 0), but the MicroPython
VM that measures the firmware (tools/mpvm/firmware_ram.py) keeps a module's
and a class's docstring as ``__doc__`` for as long as the module lives,
about 1 KB per 1,000 characters: ~8 KB of every run's figures were the
core's notes.  As ``#`` comments they cost neither, and the VM's figures
are the board's.  A function's docstring is dropped by both."""

import ast
import os

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
# read on the host only (the example settings file, the descriptions)
HOST_ONLY = {"lib/gamemaster/settings_doc.py"}


def core_modules():
    out = []
    for folder in ("firmware/gmfw", "lib/gamemaster"):
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            rel = folder + "/" + name
            # the games' own packages and pictures are each game's to keep lean
            if name.endswith(".py") and not name.startswith("art_") and rel not in HOST_ONLY:
                out.append(rel)
    out.append("firmware/gmfw/art_text.py")     # the core's words for a picture
    return out


@pytest.mark.parametrize("rel", core_modules())
def test_a_core_module_and_its_classes_have_no_docstring_a_board_would_keep(rel):
    with open(os.path.join(ROOT, rel)) as f:
        tree = ast.parse(f.read())
    kept = [node for node in [tree] + [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
            if ast.get_docstring(node) is not None]
    assert kept == [], "%s: %s keeps a docstring in the heap; make it a # comment" % (
        rel, ", ".join(getattr(n, "name", "the module") for n in kept))
