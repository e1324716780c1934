"""The real firmware/code.py runs in the simulator through the example script."""

import json

from host_sim import runner

REQUIRED = {"t_ms", "game", "phase", "turn", "water_round", "element", "seconds_left", "ring",
            "boot", "cues", "refresh_pixels"}


def test_pipes_demo_script_plays_a_game(tmp_path):
    out = tmp_path / "demo.jsonl"
    code = runner.main(["--headless", "--game", "pipes", "--seed", "1", "--script",
                        runner.os.path.join(runner.REPO, runner.EXAMPLE_SCRIPT),
                        "--record", str(out)])
    assert code == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows and all(REQUIRED <= set(r) for r in rows)
    assert {r["game"] for r in rows} == {"pipes"}
    phases = {r["phase"] for r in rows}
    assert {"turn", "paused", "timeout"} <= phases
    assert max(r["turn"] for r in rows) >= 4
    assert all(not r["errors"] for r in rows)
    assert any(r["cues"] for r in rows)
    assert rows[0]["refresh_pixels"] == 240 * 240
    assert len(rows[0]["ring"]) == 12
