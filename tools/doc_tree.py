"""The module map in docs/architecture.md, kept to the tree.

The map is the fenced block under "## The module map": a folder line starts
in column 0 with the folder's path from the repository root ("lib/gamemaster/
golems/"), and under it each module line starts with two spaces and names
one or more of its modules ("  master.py, master_view.py") before two spaces
and what they hold; a deeper-indented line continues a description.

    python -m tools.doc_tree            # names what is missing or gone; exit 1 if any
    python -m tools.doc_tree --write    # adds the missing (with their first comment line), drops the gone

Every folder of code under ``ROOTS`` (a ``.py``, ``.js``, ``.mjs`` or ``.sh``
file in it) must have its folder line, and every such file its name under
it; a name whose file or folder is gone is an error too.  ``make docs`` runs
``--write``; tests/host/test_docs_match_the_tree.py runs the check.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "architecture.md")
ROOTS = ("lib", "firmware", "boards", "host_sim", "tools", "web")
CODE = (".py", ".js", ".mjs", ".sh")
SKIP = ("__pycache__", "node_modules")
HEADING = "## The module map"
_NAME = re.compile(r"^[\w.-]+\.(py|js|mjs|sh)$")


def code_tree(root=ROOT):
    """{folder path with a trailing "/": [its code files]} under ROOTS."""
    tree = {}
    for top in ROOTS:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if d not in SKIP and not d.startswith("."))
            names = sorted(f for f in files if f.endswith(CODE))
            if names:
                rel = os.path.relpath(folder, root).replace(os.sep, "/") + "/"
                tree[rel] = names
    return tree


def _block(text):
    """(start, end) of the map's lines inside its fence, as offsets in text."""
    at = text.find(HEADING)
    if at < 0:
        raise ValueError("docs/architecture.md has no %r section" % HEADING)
    start = text.index("```\n", at) + 4
    end = text.index("```", start)
    return start, end


def parse(block):
    """[(folder, [(line index, [names])])] in the map's order."""
    out = []
    for i, line in enumerate(block.splitlines()):
        if not line.strip():
            continue
        if not line.startswith(" "):
            out.append((line.split()[0], []))
        elif line.startswith("  ") and not line.startswith("   ") and out:
            names = re.split(r"\s{2,}", line.strip(), 1)[0]
            out[-1][1].append((i, [n.strip() for n in names.split(",") if n.strip()]))
    return out


def problems(root=ROOT):
    """(missing, gone): "folder/name" strings."""
    with open(os.path.join(root, "docs", "architecture.md"), encoding="utf-8") as f:
        text = f.read()
    start, end = _block(text)
    listed = parse(text[start:end])
    tree = code_tree(root)
    named = {}
    gone = []
    for folder, lines in listed:
        if not os.path.isdir(os.path.join(root, folder)):
            gone.append(folder)
        for _, names in lines:
            for name in names:
                named.setdefault(folder, set()).add(name)
                if _NAME.match(name) and not os.path.exists(os.path.join(root, folder, name)):
                    gone.append(folder + name)
    missing = []
    for folder, files in sorted(tree.items()):
        if folder not in named and folder not in [f for f, _ in listed]:
            missing.append(folder)
        for name in files:
            if name not in named.get(folder, ()):
                missing.append(folder + name)
    return missing, gone


def first_line(path):
    """A module's first comment or docstring line, as its description."""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip().strip('"').strip()
            if line.startswith("#!"):
                continue
            line = line.lstrip("#/* ").strip()
            if line:
                return line.rstrip(".")[:70]
    return ""


def _section_end(lines, i):
    # the index after folder line i's module lines
    j = i + 1
    while j < len(lines) and lines[j].startswith(" "):
        j += 1
    return j


def write(root=ROOT):
    """Renew the map's names: the gone dropped, the missing added."""
    path = os.path.join(root, "docs", "architecture.md")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    start, end = _block(text)
    lines = text[start:end].splitlines()
    missing, gone = problems(root)
    gone_set = set(gone)
    out = []
    folder = None
    for line in lines:
        if line.strip() and not line.startswith(" "):
            folder = line.split()[0]
            if folder in gone_set:
                continue
        elif line.startswith("  ") and not line.startswith("   ") and folder:
            m = re.match(r"(.*?)(\s{2,}(.*))?$", line.strip())
            head, rest = m.group(1), m.group(3) or ""
            names = [n.strip() for n in head.split(",") if n.strip()]
            kept = [n for n in names if folder + n not in gone_set]
            if not kept:
                continue
            if kept != names:
                line = ("  " + ", ".join(kept)).ljust(max(len(head) + 2, 26)) + "  " + rest.strip()
        out.append(line)
    for item in missing:
        if item.endswith("/"):
            # a new folder: after the last section of the folder it is in
            # (lib/gamemaster/dice/ after lib/gamemaster/icetowers/)
            parent = item[:item.rstrip("/").rindex("/") + 1] if "/" in item.rstrip("/") else ""
            j = len(out)
            for i, line in enumerate(out):
                if line.strip() and not line.startswith(" ") and line.split()[0].startswith(parent):
                    j = _section_end(out, i)
            out.insert(j, item)
            continue
        folder, name = item.rsplit("/", 1)
        folder += "/"
        entry = ("  " + name).ljust(26) + "  " + first_line(os.path.join(root, folder, name))
        for i, line in enumerate(out):
            if line.strip() and not line.startswith(" ") and line.split()[0] == folder:
                out.insert(_section_end(out, i), entry.rstrip())
                break
    new = text[:start] + "\n".join(out) + "\n" + text[end:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(new)
    return missing, gone


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.doc_tree", description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="renew the map's names in docs/architecture.md")
    args = parser.parse_args(argv)
    if args.write:
        missing, gone = write()
        for item in missing:
            print("added:", item)
        for item in gone:
            print("dropped:", item)
        return 0
    missing, gone = problems()
    for item in missing:
        print("docs/architecture.md: the module map lacks %s (make docs adds it)" % item)
    for item in gone:
        print("docs/architecture.md: the module map names %s, which is gone (make docs drops it)" % item)
    return 1 if missing or gone else 0


if __name__ == "__main__":
    sys.exit(main())
