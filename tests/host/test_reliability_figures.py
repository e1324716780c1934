"""docs/reliability.md's flash and power-cut figures are the bench's
(bench/results.json, ``python -m host_sim bench``; ``--only flash_wear``
measures these alone): the per-game wear table, the per-port table of what a
cut inside a write takes, and the figures quoted in the text.  Every
registered game has its row.  A figure measured again and not copied into
the docs fails here (issue 35: the every_press figures had gone stale)."""

import json
import os
import re

from gamemaster import registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _load():
    with open(os.path.join(ROOT, "bench", "results.json")) as f:
        results = json.load(f)
    with open(os.path.join(ROOT, "docs", "reliability.md"), encoding="utf-8") as f:
        docs = f.read()
    return results, docs


def _num(text):
    # a figure may carry its bench marker too (<!-- bench: path -->,
    # tests/host/test_docs_figures.py)
    text = re.sub(r"<!--.*?-->", "", text)
    return float(text.replace(",", "").replace("*", "").replace(" s", "").replace(" ms", ""))


def _rows(docs, header):
    """The rows of the markdown table whose header row starts with ``header``."""
    lines = docs.splitlines()
    start = [i for i, line in enumerate(lines) if line.startswith(header)]
    assert len(start) == 1, header
    rows = []
    for line in lines[start[0] + 2:]:
        if not line.startswith("|"):
            break
        rows.append([c.strip() for c in line.strip("|").split("|")])
    return rows


def test_the_wear_table_has_every_game_s_figures_as_measured():
    results, docs = _load()
    flash = results["details"]["flash_wear"]
    titles = {line[1]: line[0] for line in registry.games()}
    rows = _rows(docs, "| game | saves due / hour |")
    assert sorted(r[0] for r in rows) == sorted(titles), rows
    for row in rows:
        game = titles[row[0]]
        clue = flash["per_profile"]["clue"][game]
        assert clue == flash["per_profile"]["cpb_tft_gizmo"][game]      # one table for both
        exact, lasting = clue["every_press"], clue["lasting"]
        want = [exact["saves_due"], exact["nvm_writes"], exact["hours_to_rated"],
                lasting["nvm_writes"], lasting["hours_to_rated"], lasting["lasting_play_lost_s"]]
        assert [_num(c) for c in row[1:]] == want, (row, want)


def test_the_cut_table_has_every_port_s_window_and_chance_as_measured():
    results, docs = _load()
    flash = results["details"]["flash_wear"]["per_profile"]
    rows = {r[0].split("`")[1]: r for r in _rows(docs, "| port (profile) |")}
    assert set(rows) == set(flash)
    for name, row in rows.items():
        games = flash[name].values()
        window = max(g[m]["loss_window_ms"] for g in games for m in g)
        lost = [max(g[m]["games_lost_per_1000_h"] for g in games) for m in ("lasting", "every_press")]
        gaps = [max(g[m]["gap_s"] for g in games) for m in ("lasting", "every_press")]
        age = max(g["lasting"]["lasting_play_lost_s"] for g in games)
        assert [_num(c) for c in row[3:]] == [window] + gaps + lost + [age], (row, name)
        assert max(lost) < 1                       # one game in 1,000 hours at most


def test_the_quoted_top_figures_are_the_bench_s():
    results, docs = _load()
    for key in ("flash_wear_hours_min", "lasting_play_lost_s_max",
                "nvm_cut_games_lost_per_1000_h_max"):
        quoted = re.findall(r"`%s` = ([0-9.,]+)" % key, docs)
        assert quoted and all(_num(q) == results[key] for q in quoted), (key, quoted, results[key])
