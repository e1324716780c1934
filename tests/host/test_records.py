"""The measured records make test reads instead of measuring (tools/records.py)
and the timing of make test itself (tools/suite_time.py)."""

import json
import os
import sys

import pytest

from tools import records, suite_time


def test_every_record_is_committed_and_names_its_measurement_and_its_inputs():
    for name, spec in sorted(records.RECORDS.items()):
        rec = records.committed(name)
        assert rec is not None, "bench/records/%s.json is missing: make records" % name
        assert rec["record"] == name and rec["inputs"] == list(spec["inputs"]), name
        assert len(rec["inputs_sha256"]) == 64 and rec["files"] > 10, name
        for rel in spec["inputs"]:
            assert os.path.exists(os.path.join(records.ROOT, rel)), (name, rel)
        for key in ("measure", "measure_here"):
            if key in spec:
                module, func = spec[key].split(":")
                assert callable(getattr(__import__(module, fromlist=[func]), func)), spec[key]


@pytest.fixture
def tree(tmp_path, monkeypatch):
    """A record "demo" over a small tree of its own, measured by counting calls."""
    root = tmp_path / "repo"
    (root / "src" / "__pycache__").mkdir(parents=True)
    (root / "src" / "a.py").write_text("A = 1\n")
    (root / "src" / "__pycache__" / "a.cpython-311.pyc").write_bytes(b"junk")
    (root / "other.txt").write_text("not an input\n")
    calls = []
    module = type(sys)("demo_measure")
    module.measure = lambda: calls.append(1) or {"figure": len(calls), "pair": (1, 2)}
    monkeypatch.setitem(sys.modules, "demo_measure", module)
    monkeypatch.setattr(records, "ROOT", str(root))
    monkeypatch.setattr(records, "FOLDER", str(root / "bench" / "records"))
    monkeypatch.setattr(records, "CACHE", str(root / ".cache" / "records"))
    monkeypatch.setattr(records, "RECORDS", {"demo": {"what": "a demo", "measure": "demo_measure:measure",
                                                      "inputs": ("src",)}})
    monkeypatch.setattr(records, "_NOTED", set())
    return root, calls


def test_a_record_is_read_while_its_inputs_are_unchanged(tree):
    root, calls = tree
    path = records.write(records.measure("demo"))
    assert calls == [1] and path == str(root / "bench" / "records" / "demo.json")
    rec = json.loads(open(path).read())
    assert rec["figures"] == {"figure": 1, "pair": [1, 2]} and rec["files"] == 1   # as JSON gives it back
    assert records.is_fresh("demo")
    assert records.figures("demo") == {"figure": 1, "pair": [1, 2]} and calls == [1]
    # a compiled file, a file outside the inputs, CRLF line ends: still fresh
    (root / "src" / "__pycache__" / "b.pyc").write_bytes(b"more junk")
    (root / "other.txt").write_text("changed\n")
    (root / "src" / "a.py").write_bytes(b"A = 1\r\n")
    assert records.is_fresh("demo")


def test_a_stale_record_is_measured_here_once_said_and_kept_under_the_inputs_hash(tree):
    root, calls = tree
    records.write(records.measure("demo"))
    (root / "src" / "b.py").write_text("B = 2\n")            # a file added: stale
    assert not records.is_fresh("demo") and records.load("demo") is None
    with pytest.warns(UserWarning, match="demo.json is stale.*make records"):
        assert records.figures("demo") == {"figure": 2, "pair": [1, 2]}
    assert records.figures("demo")["figure"] == 2 and calls == [1, 1]     # the cache, not again
    assert records.load("demo")["figure"] == 2
    (root / "src" / "b.py").unlink()                          # back as measured: the record
    assert records.figures("demo")["figure"] == 1
    assert records.main(["--check"]) == 0


def test_make_records_measures_the_stale_ones_and_check_names_them(tree, capsys):
    root, calls = tree
    assert records.main(["--check"]) == 1                     # none committed
    assert "demo" in capsys.readouterr().out
    assert records.main([]) == 0 and calls == [1]
    assert records.main([]) == 0 and calls == [1]             # fresh: left alone
    assert "fresh" in capsys.readouterr().out
    assert records.main(["--all"]) == 0 and calls == [1, 1]
    assert records.main(["nosuch"]) == 2
    assert "no record named nosuch" in capsys.readouterr().err


def test_a_record_whose_inputs_change_while_it_is_measured_is_not_written(tree, monkeypatch):
    root, calls = tree
    sys.modules["demo_measure"].measure = lambda: (root / "src" / "c.py").write_text("C = 3\n") or {}
    with pytest.raises(RuntimeError, match="changed while it was measured"):
        records.measure("demo")


def test_the_suite_timing_reads_the_run_and_refuses_a_failed_one():
    ok = [sys.executable, "-c", "print('test order: --order-seed=42'); print('1101 passed in 80.1s')"]
    fig = suite_time.measure(ok)
    assert fig["tests"] == 1101 and fig["seed"] == 42 and fig["cores"] >= 1
    assert fig["wall_s"] >= 0 and len(fig["load_before"]) == 3 and fig["command"].endswith("80.1s')")
    assert fig["others_cpu_s"] is None or fig["others_cpu_s"] >= 0
    # make test-orders: two pytest runs, their tests summed
    two = [sys.executable, "-c", "print('= 700 passed in 50.2s ='); print('== 700 passed, 2 skipped in 51.0s ==')"]
    assert suite_time.measure(two)["tests"] == 1400
    for bad in ([sys.executable, "-c", "print('3 passed, 1 failed in 2s')"],
                [sys.executable, "-c", "import sys; print('3 passed'); sys.exit(1)"],
                [sys.executable, "-c", "print('nothing ran')"]):
        with pytest.raises(RuntimeError, match="failed"):
            suite_time.measure(bad)
