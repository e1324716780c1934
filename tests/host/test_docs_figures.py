"""The figures the docs give that the bench measures are the bench's
(bench/results.json, written by ``python -m host_sim bench``):

* docs/performance.md's table of the figures: one row per headline key,
  its value as results.json holds it, and no key without its row;
* docs/performance.md's table of the firmware's RAM per run: each column
  whose heading names a figure of ``details.firmware_ram`` (CLUE / CPB);
* anywhere in README.md and docs/*.md, a figure followed by a marker
  ``<!-- bench: PATH -->``: the number just before the marker is the value at
  PATH (a dotted path into results.json; ``min:``, ``max:`` or ``median:``
  before it for a list; ``/1024`` after it for KB), to the decimals the doc
  writes.  A renewed bench that moves a figure fails here until the doc says it.
"""

import glob
import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MARKER = re.compile(r"<!-- bench: (?:(min|max|median):)?([\w.]+)(/1024)? -->")
NUMBER = re.compile(r"(\d[\d,]*(?:\.\d+)?)[^\d<]{0,40}$")
HEADLINE_SKIP = ("how", "machine", "quick", "details")


def _results():
    with open(os.path.join(ROOT, "bench", "results.json"), encoding="utf-8") as f:
        return json.load(f)


def _docs():
    paths = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    out = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            out[os.path.relpath(path, ROOT)] = f.read()
    return out


def _at(results, path):
    # a key may hold dots itself ("gamemaster.flipop"): the longest that is one
    node = results
    parts = path.split(".")
    while parts:
        if isinstance(node, list):
            node = node[int(parts.pop(0))]
            continue
        for n in range(len(parts), 0, -1):
            key = ".".join(parts[:n])
            if key in node:
                node, parts = node[key], parts[n:]
                break
        else:
            raise KeyError(path)
    return node


def _value(results, op, path, scale):
    value = _at(results, path)
    if op == "min":
        value = min(value)
    elif op == "max":
        value = max(value)
    elif op == "median":
        value = sorted(value)[len(value) // 2]
    if scale:
        value = value / 1024.0
    return value


def marked_figures(text):
    """(line, written, op, path, scale) of every marked figure in text."""
    out = []
    for m in MARKER.finditer(text):
        before = text[max(0, m.start() - 80):m.start()]
        n = NUMBER.search(before)
        line = text.count("\n", 0, m.start()) + 1
        out.append((line, n.group(1) if n else None, m.group(1), m.group(2), m.group(3)))
    return out


def disagreements(docs, results):
    bad = []
    for name, text in sorted(docs.items()):
        for line, written, op, path, scale in marked_figures(text):
            where = "%s:%d (%s%s%s)" % (name, line, op + ":" if op else "", path, scale or "")
            if written is None:
                bad.append("%s: no figure before the marker" % where)
                continue
            try:
                value = _value(results, op, path, scale)
            except (KeyError, IndexError, TypeError, ValueError):
                bad.append("%s: bench/results.json has no such figure" % where)
                continue
            decimals = len(written.split(".")[1]) if "." in written else 0
            if round(float(written.replace(",", "")), decimals) != round(value, decimals):
                bad.append("%s: the doc says %s, the bench %s" % (where, written, value))
    return bad


def test_every_marked_figure_is_the_bench_s():
    docs = _docs()
    assert sum(len(marked_figures(t)) for t in docs.values()) >= 10
    bad = disagreements(docs, _results())
    assert not bad, "figures that are not the bench's:\n" + "\n".join(bad)


def test_a_figure_that_disagrees_with_the_bench_fails():
    results = {"a": 1253, "b": {"c": [1231, 1253, 1240]}, "d": 81216, "e": 0.918}
    good = ("first frame 1,253 ms<!-- bench: a --> (1,231<!-- bench: min:b.c -->-1,253 ms"
            "<!-- bench: max:b.c -->), 79.3 KB<!-- bench: d/1024 -->, 0.918<!-- bench: e -->")
    assert disagreements({"x.md": good}, results) == []
    bad = good.replace("1,253 ms<!-- bench: a -->", "697 ms<!-- bench: a -->")
    assert disagreements({"x.md": bad}, results) == ["x.md:1 (a): the doc says 697, the bench 1253"]
    assert "no such figure" in disagreements({"x.md": "5 <!-- bench: nope -->"}, results)[0]
    assert "79.4 KB" not in good and disagreements(
        {"x.md": "79.4 KB<!-- bench: d/1024 -->"}, results)


def _performance():
    return _docs()[os.path.join("docs", "performance.md")]


def test_the_table_of_figures_holds_every_headline_figure_as_the_bench_wrote_it():
    results = _results()
    rows = dict(re.findall(r"^\| `(\w+)` \| ([^|]+?) \|", _performance(), re.M))
    bad = []
    for key, value in sorted(results.items()):
        if key in HEADLINE_SKIP:
            continue
        if key not in rows:
            bad.append("%s: no row in docs/performance.md's table" % key)
        elif rows[key] != json.dumps(value):
            bad.append("%s: the table says %s, the bench %s" % (key, rows[key], json.dumps(value)))
    assert not bad, "\n".join(bad)


# docs/performance.md's RAM table: a column heading -> the figure of each run
# in details.firmware_ram (runs.<board>.<run>.<field>, or mpy_runs.<board>.<run>)
RAM_COLUMNS = {
    "after boot (.py)": ("runs", "after_boot_bytes"),
    "peak live (.py)": ("runs", "peak_live_bytes"),
    "compile peak (.py)": ("runs", "compile_peak_bytes"),
    "heap peak (.py)": ("runs", "heap_peak_bytes"),
    "tables (.py)": ("runs", "gc_table_bytes"),
    "peak (.py)": ("runs", "peak_bytes"),
    "peak on 9.x (.py)": ("runs", "cp9_peak_bytes"),
    "peak (.mpy)": ("mpy_runs", None),
}


def test_the_firmware_ram_table_is_the_bench_s_run_by_run():
    ram = _results()["details"]["firmware_ram"]
    text = _performance()
    header = re.search(r"^\| run \|(.*peak.*)\|$", text, re.M)
    assert header, "docs/performance.md: no RAM table (| run | ... |)"
    headings = [h.strip().strip("*").strip() for h in header.group(1).split("|")]
    checked = 0
    bad = []
    for run, cells in re.findall(r"^\| `(\w+)` \|(.*)\|$", text[header.end():], re.M):
        if run not in ram["runs"]["clue"]:
            continue
        for heading, cell in zip(headings, cells.split("|")):
            if heading not in RAM_COLUMNS:
                continue
            pair = re.match(r"\s*\**([\d,]+) / ([\d,]+)", cell)
            assert pair, "docs/performance.md: run %s, %s: %r" % (run, heading, cell)
            where, field = RAM_COLUMNS[heading]
            for board, written in zip(("clue", "cpb"), pair.groups()):
                got = ram[where][board][run]
                got = got[field] if field else got
                checked += 1
                if int(written.replace(",", "")) != got:
                    bad.append("%s %s on the %s: the doc says %s, the bench %d"
                               % (run, heading, board, written, got))
    assert checked >= 50, checked
    assert not bad, "docs/performance.md's RAM table:\n" + "\n".join(bad)


def test_the_readme_s_suite_times_are_measured_ones():
    # make test's (and test-slow's) time in the README is a measurement:
    # `make test-time` (tools/suite_time.py) writes details.make_test, and
    # the README's figures carry its markers (checked above)
    paths = set(path for _line, _written, _op, path, _scale in marked_figures(_docs()["README.md"]))
    assert {"details.make_test.wall_s", "details.make_test.cpu_s", "details.make_test.cores",
            "details.make_test_slow.wall_s"} <= paths, sorted(paths)
    details = _results()["details"]
    for key, command in (("make_test", "make test"), ("make_test_slow", "make test-slow")):
        fig = details[key]
        assert fig["command"] == command and fig["tests"] > 0 and fig["cores"] >= 1, fig
        assert len(fig["load_before"]) == 3, fig


def test_the_figures_tool_writes_a_figure_as_the_doc_writes_it_and_only_marked_ones(tmp_path):
    # tools/doc_figures.py renews a marked figure to the doc's decimals and
    # commas, and the headline table's rows; other numbers stay as written
    from tools.doc_figures import renew
    results = {"a_ms": 2742, "details": {"w": {"runs": [2727, 2755], "x": 3.94}}}
    text = ("cold 2,685<!-- bench: min:details.w.runs -->-2,874 ms<!-- bench: max:details.w.runs -->,"
            " step 1.65 ms<!-- bench: details.w.x -->, not 17 ms\n| `a_ms` | 2741 | what |\n")
    changes = []
    new = renew(text, results, os.path.join("docs", "performance.md"), changes)
    assert new == ("cold 2,727<!-- bench: min:details.w.runs -->-2,755 ms<!-- bench: max:details.w.runs -->,"
                   " step 3.94 ms<!-- bench: details.w.x -->, not 17 ms\n| `a_ms` | 2742 | what |\n"), new
    assert len(changes) == 4, changes
