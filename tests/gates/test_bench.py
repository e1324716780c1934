"""``python -m host_sim bench`` measures every figure it promises, says how,
and the allocation-free idle tick stays allocation-free."""

import json
import subprocess
import sys

from tests.gates._tools import need
from tools import mpvm
from host_sim import bench


def test_bench_quick_run_writes_every_figure(tmp_path):
    need(mpvm.missing(), "benchmark (needs the MicroPython VM)")
    out = tmp_path / "results.json"
    r = subprocess.run([sys.executable, "-m", "host_sim", "bench", "--quick", "--out", str(out)],
                       capture_output=True, text=True, cwd=bench.REPO, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    results = json.loads(out.read_text())
    for key in bench.KEYS:
        assert isinstance(results[key], (int, float)) and results[key] >= 0, key
        assert len(results["how"][key]) > 40, key
        assert key in r.stdout
    assert results["gamemaster_heap_peak_bytes"] > 1000
    assert results["mpy_bytes_total"] == sum(
        p["mpy_bytes"] for p in results["details"]["mpy_by_package"].values())
    assert results["details"]["games_micropython"]["same_results_as_cpython"] is True
    assert set(results["details"]["countdown_spi_by_board_at_24MHz"]) >= {
        "cpb_tft_gizmo", "feather_esp32s3_tft", "clue"}
    # goal 0: a loop tick in which nothing visible changes allocates nothing
    assert results["idle_tick_alloc_bytes"] == 0, results["details"]["memory"]["gamemaster"]["idle"]
    assert results["details"]["memory"]["gamemaster"]["idle"]["idle_ticks"] > 10000
