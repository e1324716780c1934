"""The circup install route in docs/hardware.md names every file of ours the
bundle puts on the drive (issue 13 item 6: it left out safemode.py, so a
crash left a circup-installed board in safe mode)."""

import os
import re

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_circup_route_copies_every_top_level_file_of_ours():
    text = open(os.path.join(REPO, "docs", "hardware.md"), encoding="utf-8").read()
    route = text[text.index("2. **circup.**"):text.index("3. **deploy.**")]
    named = set(re.findall(r"`([^`]+)`", route))
    ours = {"boards/", "lib/gamemaster/"}
    for entry in os.listdir(os.path.join(REPO, "firmware")):
        if entry.startswith((".", "__")):
            continue
        full = os.path.join(REPO, "firmware", entry)
        ours.add(entry + "/" if os.path.isdir(full) else entry)
    missing = sorted(ours - named)
    assert not missing, "circup route in docs/hardware.md leaves out %s" % missing
