"""Issue 15, item 1: the same files give the same battle result through
``golems battle`` (host) and the device's game-master (drive files, one row
per press), for every example field and every scenario layout.

Both paths must end a battle in the same round and row with the same
result: before the fix the device never checked the castle, so the siege
of the issue (Red ``3(F) F F R``, Blue ``S D S D``) ended "Red captures the
castle" on the host and "Blue wins" on the device.
"""

import io
import os
import re

from host_sim import cli_golems
from gamemaster.golems import drive, engine, scenarios, textfmt
from gamemaster.golems.common import GAME_OVER
from gamemaster.golems.master import GolemsMaster

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "examples", "golems")
RESULT = re.compile(r"^result: (.*)$", re.M)


class Settings:
    def __init__(self, **values):
        self.values = values

    def get(self, key):
        return self.values.get(key)


def read(name):
    with open(os.path.join(EXAMPLES, name), encoding="utf-8") as f:
        return f.read()


# Programs for up to four golems; each list is played red, blue, yellow, green.
PROGRAM_SETS = (
    ("3(F) F F R", "S D S D", "S S D S", "S D S S"),      # the issue's siege
    (read("p1.txt"), read("p2.txt"), "E?(X,L) F 2(F) X", "F E?(X,R) 3(F) A?(D,X)"),
    ("S S D S", "S D S S", "D S S S", "S S S D"),          # energy out: a tie / Blue holds
    ("F X S D", "F X S D", "R F X S", "L F X S"),
    ("2(F) R 3(F) X", "E?(X,F) L F X", "3(F) X S D", "A?(D,X) F R F"),
)


def fields():
    """(name, field text) for every example field and every scenario layout."""
    out = []
    for name in sorted(os.listdir(EXAMPLES)):
        text = read(name)
        if not name.startswith("p"):
            out.append((name, text))
    out.append(("scenarios.SIEGE_TEXT", scenarios.SIEGE_TEXT))
    out.append(("scenarios.BRING_BARREL_TEXT", scenarios.BRING_BARREL_TEXT))
    for players in (2, 3, 4):
        for size in (4, 6):
            out.append(("start_field(%d, %d)" % (players, size),
                        textfmt.format_field(scenarios.start_field(players, size))))
    return out


def cli_path(tmp_path, field_text, programs):
    paths = []
    for k, text in enumerate((field_text,) + tuple(programs)):
        p = tmp_path / ("f%d.txt" % k)
        p.write_text(text, encoding="utf-8")
        paths.append(str(p))
    out = io.StringIO()
    code = cli_golems.main(["battle"] + paths, out)
    if code != 0:
        return ("refused",)
    return ("result", RESULT.findall(out.getvalue())[-1])


def device_path(field_text, programs):
    files = {drive.FIELD_FILE: field_text}
    for k, text in enumerate(programs):
        files[drive.PROGRAM_FILES[k]] = text
    m = GolemsMaster(Settings(GOLEMS_VARIANT="autonomous"), 1, files=files)
    m.start(0)
    if not m.battle():
        return ("refused",)
    for _ in range(200):
        if m.phase == GAME_OVER:
            break
        m.press(0)
    assert m.phase == GAME_OVER
    siege = engine.siege_attacker(m.field)
    text = textfmt.format_result(m.result(), engine.captured(m.field, siege))
    reason = {engine.CASTLE_TAKEN: "", engine.KNOCKOUT: ", knock-out",
              engine.ENERGY_OUT: ", energy out"}[engine.end_reason(m.field, siege)]
    return ("result", "%s (round %d, row %d%s)" % (text, m.round, m.row, reason))


def test_the_issues_siege_ends_with_the_capture_on_both_paths(tmp_path):
    # Hand-worked: Red starts at (5,0) facing up. Round 1: 3(F) to (2,0), F to
    # (1,0), F onto the passage mouth (0,0) and out at (0,3), R faces east.
    # Round 2, row 1: the first step of 3(F) reaches castle floor (0,4); the
    # next two bump into Blue at (0,5). Red stands in the castle after row 1.
    programs = PROGRAM_SETS[0][:2]
    want = ("result", "Red captures the castle (round 2, row 1)")
    assert cli_path(tmp_path, read("siege.txt"), programs) == want
    assert device_path(read("siege.txt"), programs) == want


def test_every_example_and_scenario_gives_the_same_result_on_both_paths(tmp_path):
    compared = 0
    kinds = set()
    for name, text in fields():
        for programs in PROGRAM_SETS:
            progs = programs[:max(len(textfmt.parse_field(text).golems), 1)]
            host = cli_path(tmp_path, text, progs)
            device = device_path(text, progs)
            assert host == device, (name, progs, host, device)
            kinds.add(host[1].split(" (round")[0] if host[0] == "result" else "refused")
            compared += 1
    # the comparison covered every kind of ending, not just one
    assert compared == len(fields()) * len(PROGRAM_SETS)
    assert "refused" in kinds                       # bring_barrel: one golem, no battle
    assert "Red captures the castle" in kinds
    assert "Blue wins" in kinds                     # the siege held to the end
    assert "tie (Red, Blue)" in kinds
    assert "Red wins" in kinds
