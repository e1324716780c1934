"""The documents quote the web page's figures from bench/results.json, never
a number of their own: each ``web_*`` row of docs/performance.md's table
holds the bench's value, and a figure written as ``N ms (`web_key`)`` in the
README or docs/performance.md is that key's value (web/bench.py writes them;
the coordinator re-runs it)."""

import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUOTED = re.compile(r"([\d][\d,]*(?:\.\d+)?) ?(?:ms|requests|)? ?\(`(web_\w+)`\)")
ROW = re.compile(r"^\| `(web_\w+)` \| ([^|]+) \|", re.M)


def _bench():
    with open(os.path.join(ROOT, "bench", "results.json")) as f:
        return json.load(f)


def _doc(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return f.read()


def _number(text):
    return float(text.replace(",", "").strip())


def test_the_performance_table_holds_every_web_figure_of_the_bench():
    bench = _bench()
    rows = dict(ROW.findall(_doc("docs/performance.md")))
    keys = sorted(k for k, v in bench.items() if k.startswith("web_") and isinstance(v, (int, float)))
    assert keys and sorted(rows) == keys, (sorted(rows), keys)
    for k in keys:
        assert _number(rows[k]) == bench[k], (k, rows[k], bench[k])


def test_every_web_figure_quoted_in_the_docs_is_the_bench_s():
    bench = _bench()
    seen = []
    for name in ("README.md", "docs/performance.md", "docs/architecture.md"):
        for value, key in QUOTED.findall(_doc(name)):
            assert key in bench, (name, key)
            assert _number(value) == round(bench[key], 1), (name, key, value, bench[key])
            seen.append(key)
    # the press figures are quoted, each read from the bench
    assert {"web_press_to_first_change_ms", "web_press_to_new_turn_ms"} <= set(seen), seen
