"""A progress line for the long host commands (``pipes simulate``,
``icetowers simulate``): a thousand games take seconds to a minute, and a
silent terminal for that long reads as a hang.  Written only to a terminal
(stderr), rewritten in place at most twice a second and wiped at the end,
so piped output, --json files and the tests see exactly what they did."""

import sys
import time


class Progress:
    def __init__(self, what, total, stream=None, every_s=0.5, clock=time.monotonic):
        self.what = what
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        isatty = getattr(self.stream, "isatty", None)
        self.on = total > 1 and bool(isatty and isatty())
        self.every_s = every_s
        self.clock = clock
        self.last = None
        self.width = 0

    def __call__(self, done):
        if not self.on:
            return
        now = self.clock()
        if self.last is not None and now - self.last < self.every_s and done < self.total:
            return
        self.last = now
        line = "%s %d/%d" % (self.what, done, self.total)
        self.width = max(self.width, len(line))
        self.stream.write("\r" + line)
        self.stream.flush()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        if self.on and self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
        self.width = 0
