"""Renew the figures the docs take from the bench (bench/results.json):
docs/performance.md's table of headline figures (one row per key) and every
figure followed by a ``<!-- bench: PATH -->`` marker in README.md and
docs/*.md, written to the decimals and with the thousands' commas the doc
already uses.  tests/host/test_docs_figures.py checks the same figures; this
writes them after a bench run, so that only the prose around a figure is
left to read again.

    python -m tools.doc_figures [--check]

Writes only README.md and docs/*.md of this repository; ``--check`` writes
nothing and lists the figures that differ (exit 1 when any does).
"""

import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.host.test_docs_figures import HEADLINE_SKIP, MARKER, NUMBER, RAM_COLUMNS, _value  # noqa: E402


def _written(value, like):
    # value written as ``like`` is: its decimals, and commas when it has them
    decimals = len(like.split(".")[1]) if "." in like else 0
    return (("{:,.%df}" if "," in like else "{:.%df}") % decimals).format(value)


def renew(text, results, name, changes):
    out = []
    last = 0
    for m in MARKER.finditer(text):
        start = max(0, m.start() - 80)
        n = NUMBER.search(text[start:m.start()])
        if not n:
            continue
        a, b = start + n.start(1), start + n.end(1)
        if a < last:
            continue
        try:
            value = _value(results, m.group(1), m.group(2), m.group(3))
        except (KeyError, IndexError, ValueError):
            changes.append("%s: no %s in bench/results.json" % (name, m.group(2)))
            continue
        new = _written(value, n.group(1))
        if new != n.group(1):
            changes.append("%s: %s -> %s (%s)" % (name, n.group(1), new, m.group(2)))
        out.append(text[last:a])
        out.append(new)
        last = b
    out.append(text[last:])
    text = "".join(out)
    if name == os.path.join("docs", "performance.md"):
        for key, value in sorted(results.items()):
            if key in HEADLINE_SKIP:
                continue
            row = re.compile(r"^(\| `%s` \| )([^|]+?)( \|)" % re.escape(key), re.M)
            m = row.search(text)
            if m and m.group(2) != json.dumps(value):
                changes.append("%s: %s %s -> %s" % (name, key, m.group(2), json.dumps(value)))
                text = text[:m.start(2)] + json.dumps(value) + text[m.end(2):]
        text = _ram_table(text, results["details"].get("firmware_ram"), changes)
    return text


def _ram_table(text, ram, changes):
    # docs/performance.md's RAM table: each mapped column's "CLUE / CPB"
    # pair, and the compile peak's module, from details.firmware_ram
    header = re.search(r"^\| run \|(.*peak.*)\|$", text, re.M)
    if not header or not ram:
        return text
    headings = [h.strip().strip("*").strip() for h in header.group(1).split("|")]

    def row(m):
        run, cells = m.group(1), m.group(2).split("|")
        if run not in ram["runs"]["clue"]:
            return m.group(0)
        for i, heading in enumerate(headings[:len(cells)]):
            if heading not in RAM_COLUMNS:
                continue
            where, field = RAM_COLUMNS[heading]
            got = []
            for board in ("clue", "cpb"):
                v = ram[where][board][run]
                got.append("{:,}".format(v[field] if field else v))
            cell = re.sub(r"[\d,]+ / [\d,]+", " / ".join(got), cells[i], count=1)
            if field == "compile_peak_bytes":
                module = ram["runs"]["clue"][run].get("compile_peak_module")
                if module:
                    cell = re.sub(r"\(`[\w.]+`\)", "(`%s`)" % module, cell)
            if cell != cells[i]:
                changes.append("docs/performance.md: %s %s: %s -> %s" % (run, heading, cells[i].strip(),
                                                                          cell.strip()))
                cells[i] = cell
        return "| `%s` |%s|" % (run, "|".join(cells))

    return text[:header.end()] + re.sub(r"^\| `(\w+)` \|(.*)\|$", row, text[header.end():],
                                        flags=re.M)


def main(argv):
    check = "--check" in argv
    with open(os.path.join(ROOT, "bench", "results.json"), encoding="utf-8") as f:
        results = json.load(f)
    changes = []
    for path in [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))):
        name = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        new = renew(text, results, name, changes)
        if new != text and not check:
            with open(path, "w", encoding="utf-8") as f:
                f.write(new)
    for line in changes:
        print(line)
    if check:
        return 1 if changes else 0
    print("%d figures renewed" % len(changes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
