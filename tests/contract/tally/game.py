# Tally: the smallest game that proves the contract.  It is one package and
# one registry line away from the menu (tests/firmware/test_contract_game.py
# copies lib/, adds this package and that line, and plays it on the real
# firmware).  Press = +1; the screen also counts the seconds since the last
# press, redrawn only because tick() says so (no stamp of its own).

import struct

from gamemaster.clock import Clock
from gamemaster.snapshot import SnapshotError
from gamemaster.game import Game
from gamemaster.view import View


class TallyGame(Game):
    ID = "tally"
    TITLE = "Tally"
    SNAPSHOT_TAG = 9
    CUES = {"count": (880, 40)}

    def __init__(self, settings, seed, files=None):
        Game.__init__(self, settings, seed, files)
        self.count = 0
        self.clock = Clock()          # counts up since the last press
        self._shown = -1

    def start(self, now, skip_ready=False):
        self.count = 0
        self.clock.reset(now, 0)
        self.changed("count")

    def press(self, now):
        self.count += 1
        self.clock.reset(now, 0)
        self.changed("count")
        return True

    def tick(self, now):
        s = self.clock.shown(now)
        if s != self._shown:
            self._shown = s
            return True
        return False

    def view(self, now):
        v = View(self.ID, "count")
        v.title = self.TITLE
        v.text("%d" % self.count)
        v.lines = ("%d s since the last press" % self.clock.shown(now),)
        v.info = (("count", self.count),)
        v.cue = self.cue
        v.cue_id = self.cue_id
        v.hint = "press: +1"
        return v

    def snapshot(self, now):
        return struct.pack("<HIH", self.count, self.clock.elapsed(now), self.cue_id)

    def restore(self, data, now, restart_turn=False):
        if len(data) != 8:
            raise SnapshotError("bad Tally snapshot")
        self.count, elapsed, self.cue_id = struct.unpack("<HIH", data)
        self.clock.restore(now, 0, elapsed, run=True)
        self._shown = -1
        self.changed()
