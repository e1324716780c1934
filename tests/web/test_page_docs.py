"""The documents read the web page's figures from the bench: README.md and
docs/performance.md give the phone-load and press figures only as marked
bench figures (``N ms<!-- bench: web_... -->``), whose values
tests/host/test_docs_figures.py checks against bench/results.json (web/bench.py
writes them; the coordinator re-runs it)."""

import os

from tests.host.test_docs_figures import marked_figures

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# the figures the page's issue asked every document to take from the bench
READ = ("web_slow4g_first_frame_ms", "web_slow4g_first_frame_cached_ms", "web_requests_cold",
        "web_press_to_first_change_ms", "web_press_to_new_turn_ms")


def _doc(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return f.read()


def test_the_readme_and_performance_md_mark_the_pages_figures():
    for name in ("README.md", "docs/performance.md"):
        marked = set(path for _, _, _, path, _ in marked_figures(_doc(name)))
        assert set(READ) <= marked, (name, sorted(set(READ) - marked))
