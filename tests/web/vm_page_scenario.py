# The page's Python (web/py/webgm.py with the firmware's Screen on the
# displayio stand-ins) on the MicroPython VM under a hard heap cap, driven
# like app.js drives it: one call per 20 ms tick, button edges as JSON.
# Runs in the VM (tools/mpvm "step" mode), so: no pytest, no dict order.
import json

import webgm

TICK = 20


class PageScenario:
    def __init__(self, args):
        self.now = 1000
        webgm.start('[["seed", "%d"]]' % args["seed"], "", self.now, 1)
        self.taps = args["taps"]
        self.gap = args["gap_ticks"]
        self.count = 0
        self.wait = self.gap
        self.turns = []
        self.frames = 0
        self.saves = 0
        self.draw_ops = 0
        self.last = None

    def step(self):
        self.now += TICK
        edges = ""
        self.wait -= 1
        if self.wait == 0:
            if self.last is not None:
                v = self.last
                self.turns.append("%d %s %s %s" % (v["turn"], v["phase"], v["art"][0], v["art"][1]))
            if self.count == self.taps:
                return False
            edges = json.dumps([[1, self.now - 100], [0, self.now - 20]])
            self.count += 1
            self.wait = self.gap
        out = webgm.step(self.now, edges)
        if out:
            o = json.loads(out)
            if "error" in o:
                raise RuntimeError(o["error"])
            if "save" in o:
                self.saves += 1
            if "frame" in o:
                self.frames += 1
                self.last = o["frame"]["view"]
                self.draw_ops = max(self.draw_ops, len(o["frame"]["draw"]))
        return True

    def result(self):
        return "\n".join(self.turns + ["frames %d saves %d draw_ops %d" % (
            self.frames, self.saves, self.draw_ops)])


def make(args):
    return PageScenario(args)
